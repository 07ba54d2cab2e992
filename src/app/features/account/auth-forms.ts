import { z } from 'zod';
import { AUTH_MESSAGES, INVALID_EMAIL_MESSAGE, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT_MESSAGE, REQUIRED_MESSAGE, USER_NAME_MAX_LENGTH } from '../../../shared/constants/account.ts';

const email = z.string().trim().min(1, { error: REQUIRED_MESSAGE }).pipe(z.email({ error: INVALID_EMAIL_MESSAGE }));
const given = z.string().min(1, { error: REQUIRED_MESSAGE }).max(PASSWORD_MAX_LENGTH);
const fresh = z.string().min(PASSWORD_MIN_LENGTH, { error: PASSWORD_TOO_SHORT_MESSAGE }).max(PASSWORD_MAX_LENGTH);
const matching = <T extends { password: string; passwordConfirmation: string }>(value: T) => value.password === value.passwordConfirmation;
const mismatch = { path: ['passwordConfirmation'], error: AUTH_MESSAGES.passwords_not_same };

/** The sign-in, sign-up, recovery and reset forms with the spec's messages (spec 02 §5, §8). */
export const signInForm = z.object({ email, password: given });
export const signUpForm = z.object({
  name: z.string().trim().min(1, { error: REQUIRED_MESSAGE }).max(USER_NAME_MAX_LENGTH),
  email, password: fresh, passwordConfirmation: z.string(), newsletterPublic: z.boolean(), newsletterProfessionals: z.boolean(),
}).refine(matching, mismatch);
export const recoverForm = z.object({ email });
export const resetForm = z.object({ password: fresh, passwordConfirmation: z.string() }).refine(matching, mismatch);

export type SignInValues = z.infer<typeof signInForm>;
export type SignUpValues = z.infer<typeof signUpForm>;
export type RecoverValues = z.infer<typeof recoverForm>;
export type ResetValues = z.infer<typeof resetForm>;
