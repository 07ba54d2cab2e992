import { randomUUID } from 'node:crypto';
import { authCalls } from '../../../shared/api/calls/auth.ts';
import { AUTH_MESSAGES, COMMON_PASSWORD_MESSAGE } from '../../../shared/constants/account.ts';
import { toRoutedLocale } from '../../../shared/constants/locales.ts';
import type { Database } from '../../db/database.ts';
import { hashPassword, isCommonPassword, verifyPassword } from '../../lib/auth/passwords.ts';
import { clientAddress } from '../../lib/auth/client-address.ts';
import { syncListedEditor } from '../../lib/auth/editors.ts';
import { takeAttempt } from '../../lib/auth/rate-limit.ts';
import { bearerToken, createSession, newToken, requireUserId, revokeOtherSessions, revokeSession, sessionUserId, tokenHash } from '../../lib/auth/sessions.ts';
import { toAccountUser, userByEmail, userById, type UserRow } from '../../lib/auth/users.ts';
import { ApiError, unauthorized } from '../../lib/http/api-error.ts';
import type { ApiRouter } from '../../lib/http/api-router.ts';
import type { Mailer } from '../../lib/mail/mailer.ts';
import { recoveryMail } from './recovery-mail.ts';

const MINUTE = 60;
const HOUR = 3600;
const RESET_LINK_MINUTES = 60;

const invalidCredentials = () => new ApiError(401, 'invalid_credentials', AUTH_MESSAGES.invalid_credentials);
const commonPassword = () => new ApiError(400, 'validation_failed', 'The request has invalid fields', [{ path: 'password', message: COMMON_PASSWORD_MESSAGE }]);

/** Hashing work for an unknown e-mail too, so the answer time does not tell which e-mails have accounts. */
let dummyHash: Promise<string> | undefined;
const burnVerify = async (password: string) => {
  dummyHash ??= hashPassword(newToken());
  await verifyPassword(await dummyHash, password);
};

const isUniqueViolation = (error: unknown) => typeof error === 'object' && error !== null && 'code' in error && (error as { code: unknown }).code === '23505';

export function registerAuthRoutes(router: ApiRouter, db: Database, mailer: Mailer, publicUrl: string, editorEmails: readonly string[]): void {
  // EDITOR_EMAILS grants (and, once an address leaves the list, takes back) the editor role at every sign-up and sign-in.
  const signedIn = async (user: UserRow) => {
    const current = await syncListedEditor(db, user, editorEmails);
    return { user: toAccountUser(current), ...(await createSession(db, current.id)) };
  };

  router.bind(authCalls.signUp, async (input, { c }) => {
    await takeAttempt(db, { key: `sign-up:ip:${clientAddress(c)}`, limit: 20, windowSeconds: HOUR });
    if (isCommonPassword(input.password)) throw commonPassword();
    if (await userByEmail(db, input.email)) throw new ApiError(409, 'user_already_exists', AUTH_MESSAGES.user_already_exists);
    const id = randomUUID();
    try {
      await db.query(
        'INSERT INTO users (id, email, password_hash, name, newsletter_public, newsletter_professionals) VALUES ($1, $2, $3, $4, $5, $6)',
        [id, input.email, await hashPassword(input.password), input.name, input.newsletterPublic, input.newsletterProfessionals],
      );
    } catch (error) {
      if (isUniqueViolation(error)) throw new ApiError(409, 'user_already_exists', AUTH_MESSAGES.user_already_exists);
      throw error;
    }
    const user = await userById(db, id);
    if (!user) throw new Error('the new user was not stored');
    return signedIn(user);
  });

  router.bind(authCalls.signIn, async (input, { c }) => {
    await takeAttempt(db, { key: `sign-in:email:${input.email.toLowerCase()}`, limit: 10, windowSeconds: 15 * MINUTE });
    await takeAttempt(db, { key: `sign-in:ip:${clientAddress(c)}`, limit: 50, windowSeconds: 15 * MINUTE });
    const user = await userByEmail(db, input.email);
    if (!user) {
      await burnVerify(input.password);
      throw invalidCredentials();
    }
    if (!(await verifyPassword(user.password_hash, input.password))) throw invalidCredentials();
    return signedIn(user);
  });

  router.bind(authCalls.signOut, async (_input, { c }) => {
    const token = bearerToken(c);
    if (!token || !(await sessionUserId(db, c))) throw unauthorized();
    await revokeSession(db, token);
    return { status: 'OK' as const };
  });

  router.bind(authCalls.session, async (_input, { c }) => {
    const userId = await sessionUserId(db, c);
    const user = userId ? await userById(db, userId) : undefined;
    return { user: user ? toAccountUser(user) : null };
  });

  router.bind(authCalls.recover, async (input, { c }) => {
    await takeAttempt(db, { key: `recover:email:${input.email.toLowerCase()}`, limit: 5, windowSeconds: HOUR });
    await takeAttempt(db, { key: `recover:ip:${clientAddress(c)}`, limit: 20, windowSeconds: HOUR });
    const user = await userByEmail(db, input.email);
    if (user) {
      const token = newToken();
      await db.query(
        "INSERT INTO password_resets (token_hash, user_id, expires_at) VALUES ($1, $2, now() + make_interval(mins => $3))",
        [tokenHash(token), user.id, RESET_LINK_MINUTES],
      );
      const link = `${publicUrl.replace(/\/$/, '')}/${toRoutedLocale(input.locale)}#type=recovery&access_token=${token}`;
      await mailer.send({ to: user.email, ...recoveryMail(toRoutedLocale(input.locale), link, RESET_LINK_MINUTES) });
    }
    return { status: 'OK' as const };
  });

  router.bind(authCalls.resetPassword, async (input, { c }) => {
    await takeAttempt(db, { key: `reset:ip:${clientAddress(c)}`, limit: 20, windowSeconds: HOUR });
    if (isCommonPassword(input.password)) throw commonPassword();
    const [reset] = await db.query<{ user_id: string }>(
      'UPDATE password_resets SET used_at = now() WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING user_id',
      [tokenHash(input.accessToken)],
    );
    if (!reset) throw new ApiError(401, 'invalid_token', 'The password-reset link is invalid or has expired; ask for a new one');
    await db.query('UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1', [reset.user_id, await hashPassword(input.password)]);
    await revokeOtherSessions(db, reset.user_id);
    const user = await userById(db, reset.user_id);
    if (!user) throw new ApiError(401, 'invalid_token', 'The account of this link no longer exists');
    return signedIn(user);
  });

  router.bind(authCalls.changePassword, async (input, { c }) => {
    const user = await userById(db, await requireUserId(db, c));
    if (!user) throw unauthorized();
    await takeAttempt(db, { key: `change-password:user:${user.id}`, limit: 10, windowSeconds: 15 * MINUTE });
    if (!(await verifyPassword(user.password_hash, input.currentPassword))) throw invalidCredentials();
    if (isCommonPassword(input.password)) throw commonPassword();
    await db.query('UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1', [user.id, await hashPassword(input.password)]);
    await revokeOtherSessions(db, user.id, bearerToken(c));
    return { status: 'OK' as const };
  });
}
