import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { PASSWORD_MIN_LENGTH, PASSWORDS_NOT_SAME } from '../../constants/account.ts';

const email = z.email({ error: 'invalid_email' }).max(254);
const password = z.string().min(PASSWORD_MIN_LENGTH, { error: `Heslo musí mít alespoň ${PASSWORD_MIN_LENGTH} znaků` }).max(200);
const session = z.object({ user: z.object({ id: z.string().uuid(), email: z.string(), name: z.string(), role: z.enum(['user', 'editor']) }), accessToken: z.string() });
const matching = <T extends { password: string; passwordConfirmation: string }>(body: T) => body.password === body.passwordConfirmation;

export const authCalls = {
  signUp: defineCall({
    id: 'signUp', method: 'POST', path: '/api/auth/sign-up', encoding: 'json', tag: 'auth', auth: 'public', summary: 'Creates an account and signs in',
    input: z.object({ email, name: z.string().trim().min(1).max(100), password, passwordConfirmation: z.string() }).refine(matching, { path: ['passwordConfirmation'], error: PASSWORDS_NOT_SAME }),
    output: session, errors: [409, 429, 501],
  }),
  signIn: defineCall({
    id: 'signIn', method: 'POST', path: '/api/auth/sign-in', encoding: 'json', tag: 'auth', auth: 'public', summary: 'Signs in with e-mail and password',
    input: z.object({ email, password: z.string().min(1).max(200) }), output: session, errors: [401, 429, 501],
  }),
  signOut: defineCall({
    id: 'signOut', method: 'POST', path: '/api/auth/sign-out', encoding: 'json', tag: 'auth', auth: 'session', summary: 'Revokes the session',
    input: z.object({}), output: z.object({ status: z.literal('OK') }), errors: [501],
  }),
  recover: defineCall({
    id: 'requestRecovery', method: 'POST', path: '/api/auth/recover', encoding: 'json', tag: 'auth', auth: 'public', summary: 'Mails a password-reset link',
    input: z.object({ email }), output: z.object({ status: z.literal('OK') }), errors: [429, 501],
  }),
  resetPassword: defineCall({
    id: 'resetPassword', method: 'POST', path: '/api/auth/reset-password', encoding: 'json', tag: 'auth', auth: 'public', summary: 'Sets a new password with the recovery token',
    input: z.object({ accessToken: z.string().min(20).max(200), password, passwordConfirmation: z.string() }).refine(matching, { path: ['passwordConfirmation'], error: PASSWORDS_NOT_SAME }),
    output: session, errors: [401, 501],
  }),
  changePassword: defineCall({
    id: 'changePassword', method: 'POST', path: '/api/auth/change-password', encoding: 'json', tag: 'auth', auth: 'session', summary: 'Changes the password',
    input: z.object({ currentPassword: z.string().min(1).max(200), password, passwordConfirmation: z.string() }).refine(matching, { path: ['passwordConfirmation'], error: PASSWORDS_NOT_SAME }),
    output: z.object({ status: z.literal('OK') }), errors: [401, 501],
  }),
  session: defineCall({
    id: 'getSession', method: 'GET', path: '/api/auth/session', encoding: 'query', tag: 'auth', auth: 'optional', summary: 'The current session, if any',
    input: z.object({}), output: z.object({ user: session.shape.user.nullable() }),
  }),
} as const;
