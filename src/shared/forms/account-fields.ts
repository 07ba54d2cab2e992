import { z } from 'zod';
import {
  AUTH_MESSAGES,
  INVALID_EMAIL_MESSAGE,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_TOO_SHORT_MESSAGE,
  REQUIRED_MESSAGE,
} from '../constants/account.ts';

/** Account form fields with the spec's messages (spec 02 §5, §8), shared by the /api contract and the app's forms. */
export const requiredText = (max: number) =>
  z
    .string({ error: REQUIRED_MESSAGE })
    .trim()
    .min(1, { error: REQUIRED_MESSAGE })
    .max(max, { error: `at most ${max} characters` });

export const emailField = z
  .string({ error: REQUIRED_MESSAGE })
  .trim()
  .min(1, { error: REQUIRED_MESSAGE })
  .max(254, { error: INVALID_EMAIL_MESSAGE })
  .pipe(z.email({ error: INVALID_EMAIL_MESSAGE }));

/** A new password: at least 6 characters (spec 02 §5). */
export const newPassword = z
  .string({ error: REQUIRED_MESSAGE })
  .min(PASSWORD_MIN_LENGTH, { error: PASSWORD_TOO_SHORT_MESSAGE })
  .max(PASSWORD_MAX_LENGTH, { error: `at most ${PASSWORD_MAX_LENGTH} characters` });
/** A password being checked, not set: any non-empty value (old accounts may predate the rules). */
export const givenPassword = z
  .string({ error: REQUIRED_MESSAGE })
  .min(1, { error: REQUIRED_MESSAGE })
  .max(PASSWORD_MAX_LENGTH);
export const passwordConfirmation = z.string({ error: REQUIRED_MESSAGE });

/** The confirmation must repeat the password: 'Hesla nejsou shodná' on the confirmation field. */
export const withMatchingConfirmation = <
  T extends z.ZodObject<{ password: z.ZodType<string>; passwordConfirmation: z.ZodType<string> }>,
>(
  schema: T,
) =>
  schema.refine((body) => body.password === body.passwordConfirmation, {
    path: ['passwordConfirmation'],
    error: AUTH_MESSAGES.passwords_not_same,
  });
