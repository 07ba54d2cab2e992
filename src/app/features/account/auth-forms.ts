import { z } from 'zod';
import { USER_NAME_MAX_LENGTH } from '../../../shared/constants/account.ts';
import {
  emailField,
  givenPassword,
  newPassword,
  requiredText,
  withMatchingConfirmation,
} from '../../../shared/forms/account-fields.ts';

/** The sign-in, sign-up, recovery and reset forms: the contract's own fields, so rules and messages are one. */
export const signInForm = z.object({ email: emailField, password: givenPassword });
export const signUpForm = withMatchingConfirmation(
  z.object({
    name: requiredText(USER_NAME_MAX_LENGTH),
    email: emailField,
    password: newPassword,
    passwordConfirmation: z.string(),
    newsletterPublic: z.boolean(),
    newsletterProfessionals: z.boolean(),
  }),
);
export const recoverForm = z.object({ email: emailField });
export const resetForm = withMatchingConfirmation(
  z.object({ password: newPassword, passwordConfirmation: z.string() }),
);

export type SignInValues = z.infer<typeof signInForm>;
export type SignUpValues = z.infer<typeof signUpForm>;
export type RecoverValues = z.infer<typeof recoverForm>;
export type ResetValues = z.infer<typeof resetForm>;
