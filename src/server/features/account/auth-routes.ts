import { randomUUID } from 'node:crypto';
import { authCalls } from '../../../shared/api/calls/auth.ts';
import { AUTH_MESSAGES, COMMON_PASSWORD_MESSAGE } from '../../../shared/constants/account.ts';
import { toRoutedLocale } from '../../../shared/constants/locales.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { hashPassword, isCommonPassword, verifyPassword } from '../../lib/auth/passwords.ts';
import { clientAddress } from '../../lib/auth/client-address.ts';
import { syncListedEditor } from '../../lib/auth/editors.ts';
import { forgetFailures, takeDelayedAttempt } from '../../lib/auth/failure-delay.ts';
import { takeAttempt } from '../../lib/auth/rate-limit.ts';
import { issueResetLink, redeemResetLink, voidResetLinks } from '../../lib/auth/reset-links.ts';
import {
  bearerToken,
  createSession,
  newToken,
  requireUserId,
  revokeOtherSessions,
  revokeSession,
  sessionUserId,
} from '../../lib/auth/sessions.ts';
import { toAccountUser, userByEmail, userById, type UserRow } from '../../lib/auth/users.ts';
import { ApiError, unauthorized } from '../../lib/http/api-error.ts';
import type { ApiRouter } from '../../lib/http/api-router.ts';
import type { Mailer } from '../../lib/mail/mailer.ts';
import { recoveryMail } from './recovery-mail.ts';

const MINUTE = 60;
const HOUR = 3600;
const RESET_LINK_MINUTES = 60;
/** Sign-in throttle per client address and account (docs/decisions/028). */
const SIGN_IN_DELAY = { freeFailures: 5, maxDelaySeconds: 15 * MINUTE, forgetSeconds: 24 * HOUR } as const;

const invalidCredentials = () => new ApiError(401, 'invalid_credentials', AUTH_MESSAGES.invalid_credentials);
const commonPassword = () =>
  new ApiError(400, 'validation_failed', 'The request has invalid fields', [
    { path: 'password', message: COMMON_PASSWORD_MESSAGE },
  ]);

/** Hashing work for an unknown e-mail too, so the answer time does not tell which e-mails have accounts. */
let dummyHash: Promise<string> | undefined;
const burnVerify = async (password: string) => {
  dummyHash ??= hashPassword(newToken());
  await verifyPassword(await dummyHash, password);
};

/** A new password ends every session but the kept one and voids every reset link still outstanding. */
async function storeNewPassword(
  tx: Queryable,
  userId: string,
  passwordHash: string,
  keptToken?: string,
): Promise<void> {
  await tx.query('UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1', [userId, passwordHash]);
  await voidResetLinks(tx, userId);
  await revokeOtherSessions(tx, userId, keptToken);
}

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && (error as { code: unknown }).code === '23505';

export function registerAuthRoutes(
  router: ApiRouter,
  db: Database,
  mailer: Mailer,
  publicUrl: string,
  editorEmails: readonly string[],
  signUpsPerAddressHour: number,
): void {
  // EDITOR_EMAILS grants (and, once an address leaves the list, takes back) the editor role at every sign-up and sign-in.
  const signedIn = async (user: UserRow) => {
    const current = await syncListedEditor(db, user, editorEmails);
    return { user: toAccountUser(current), ...(await createSession(db, current.id)) };
  };

  router.bind(authCalls.signUp, async (input, { c }) => {
    await takeAttempt(db, { key: `sign-up:ip:${clientAddress(c)}`, limit: signUpsPerAddressHour, windowSeconds: HOUR });
    if (isCommonPassword(input.password)) throw commonPassword();
    if (await userByEmail(db, input.email))
      throw new ApiError(409, 'user_already_exists', AUTH_MESSAGES.user_already_exists);
    const id = randomUUID();
    try {
      await db.query(
        'INSERT INTO users (id, email, password_hash, name, newsletter_public, newsletter_professionals) VALUES ($1, $2, $3, $4, $5, $6)',
        [
          id,
          input.email,
          await hashPassword(input.password),
          input.name,
          input.newsletterPublic,
          input.newsletterProfessionals,
        ],
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
    const address = clientAddress(c);
    await takeAttempt(db, { key: `sign-in:ip:${address}`, limit: 50, windowSeconds: 15 * MINUTE });
    // Failures slow down only this client on this account: a stranger's wrong passwords never lock the owner out.
    const pair = `sign-in:${address}:${input.email.toLowerCase()}`;
    await takeDelayedAttempt(db, { key: pair, ...SIGN_IN_DELAY });
    const user = await userByEmail(db, input.email);
    if (!user) {
      await burnVerify(input.password);
      throw invalidCredentials();
    }
    if (!(await verifyPassword(user.password_hash, input.password))) throw invalidCredentials();
    await forgetFailures(db, pair);
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
      const token = await issueResetLink(db, user.id, RESET_LINK_MINUTES);
      const link = `${publicUrl.replace(/\/$/, '')}/${toRoutedLocale(input.locale)}#type=recovery&access_token=${token}`;
      await mailer.send({ to: user.email, ...recoveryMail(toRoutedLocale(input.locale), link, RESET_LINK_MINUTES) });
    }
    return { status: 'OK' as const };
  });

  router.bind(authCalls.resetPassword, async (input, { c }) => {
    await takeAttempt(db, { key: `reset:ip:${clientAddress(c)}`, limit: 20, windowSeconds: HOUR });
    if (isCommonPassword(input.password)) throw commonPassword();
    const passwordHash = await hashPassword(input.password);
    const userId = await db.transaction(async (tx) => {
      const owner = await redeemResetLink(tx, input.accessToken);
      if (owner) await storeNewPassword(tx, owner, passwordHash);
      return owner;
    });
    if (!userId)
      throw new ApiError(401, 'invalid_token', 'The password-reset link is invalid or has expired; ask for a new one');
    const user = await userById(db, userId);
    if (!user) throw new ApiError(401, 'invalid_token', 'The account of this link no longer exists');
    return signedIn(user);
  });

  router.bind(authCalls.changePassword, async (input, { c }) => {
    const user = await userById(db, await requireUserId(db, c));
    if (!user) throw unauthorized();
    await takeAttempt(db, { key: `change-password:user:${user.id}`, limit: 10, windowSeconds: 15 * MINUTE });
    if (!(await verifyPassword(user.password_hash, input.currentPassword))) throw invalidCredentials();
    if (isCommonPassword(input.password)) throw commonPassword();
    const passwordHash = await hashPassword(input.password);
    await db.transaction((tx) => storeNewPassword(tx, user.id, passwordHash, bearerToken(c)));
    return { status: 'OK' as const };
  });
}
