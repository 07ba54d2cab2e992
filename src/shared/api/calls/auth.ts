import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { localeField } from '../common.ts';
import { REQUIRED_MESSAGE, USER_NAME_MAX_LENGTH } from '../../constants/account.ts';
import {
  emailField,
  givenPassword,
  newPassword,
  passwordConfirmation,
  requiredText,
  withMatchingConfirmation,
} from '../../forms/account-fields.ts';
import { accountUserSchema } from './account.ts';

/** Session tokens carry 128+ bits; recovery tokens arrive in the link's hash as `access_token`. */
const token = z.string({ error: REQUIRED_MESSAGE }).min(20, { error: 'accessToken is not a valid token' }).max(200);

/** A signed-in session: the token goes into `Authorization: Bearer <accessToken>` on later calls. */
const sessionSchema = z.object({ user: accountUserSchema, accessToken: z.string(), expiresAt: z.string() });
const statusSchema = z.object({ status: z.literal('OK') });

export const authCalls = {
  signUp: defineCall({
    id: 'signUp',
    method: 'POST',
    path: '/api/auth/sign-up',
    encoding: 'json',
    tag: 'auth',
    auth: 'public',
    summary: 'Creates an account and signs in (409 user_already_exists when the e-mail is taken)',
    input: withMatchingConfirmation(
      z.object({
        email: emailField,
        name: requiredText(USER_NAME_MAX_LENGTH),
        password: newPassword,
        passwordConfirmation,
        newsletterPublic: z.boolean().default(false),
        newsletterProfessionals: z.boolean().default(false),
      }),
    ),
    output: sessionSchema,
    errors: [409, 429, 501],
  }),
  signIn: defineCall({
    id: 'signIn',
    method: 'POST',
    path: '/api/auth/sign-in',
    encoding: 'json',
    tag: 'auth',
    auth: 'public',
    summary: 'Signs in with e-mail and password (401 invalid_credentials)',
    input: z.object({ email: emailField, password: givenPassword }),
    output: sessionSchema,
    errors: [401, 429, 501],
  }),
  signOut: defineCall({
    id: 'signOut',
    method: 'POST',
    path: '/api/auth/sign-out',
    encoding: 'json',
    tag: 'auth',
    auth: 'session',
    summary: 'Revokes the current session',
    input: z.object({}),
    output: statusSchema,
    errors: [401, 501],
  }),
  recover: defineCall({
    id: 'requestRecovery',
    method: 'POST',
    path: '/api/auth/recover',
    encoding: 'json',
    tag: 'auth',
    auth: 'public',
    summary:
      'Mails a password-reset link (#type=recovery&access_token=…); answers OK whether or not the e-mail is known',
    input: z.object({ email: emailField, locale: localeField }),
    output: statusSchema,
    errors: [429, 501],
  }),
  resetPassword: defineCall({
    id: 'resetPassword',
    method: 'POST',
    path: '/api/auth/reset-password',
    encoding: 'json',
    tag: 'auth',
    auth: 'public',
    summary: 'Sets a new password with the recovery token and signs in',
    input: withMatchingConfirmation(z.object({ accessToken: token, password: newPassword, passwordConfirmation })),
    output: sessionSchema,
    errors: [401, 429, 501],
  }),
  changePassword: defineCall({
    id: 'changePassword',
    method: 'POST',
    path: '/api/auth/change-password',
    encoding: 'json',
    tag: 'auth',
    auth: 'session',
    summary: 'Changes the password of the signed-in user (other sessions are revoked)',
    input: withMatchingConfirmation(
      z.object({ currentPassword: givenPassword, password: newPassword, passwordConfirmation }),
    ),
    output: statusSchema,
    errors: [401, 501],
  }),
  session: defineCall({
    id: 'getSession',
    method: 'GET',
    path: '/api/auth/session',
    encoding: 'query',
    tag: 'auth',
    auth: 'optional',
    summary: 'The signed-in user, or null',
    input: z.object({}),
    output: z.object({ user: accountUserSchema.nullable() }),
  }),
} as const;
