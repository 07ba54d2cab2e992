import { createHash, randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import type { Queryable } from '../../db/database.ts';
import { forbidden, unauthorized } from '../http/api-error.ts';

/** How long a session lasts without use; every use moves the end (sliding). */
export const SESSION_DAYS = 30;
const DAY_MS = 86_400_000;
const SLIDE_MINUTES = 60;

/** A random token of 256 bits, as text for an Authorization header or a link. */
export const newToken = (): string => randomBytes(32).toString('base64url');
/** Only this hash is stored, so a leaked table cannot be replayed as sessions or reset links. */
export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('base64url');

export async function createSession(
  db: Queryable,
  userId: string,
): Promise<{ accessToken: string; expiresAt: string }> {
  const accessToken = newToken();
  const expiresAt = new Date(Date.now() + SESSION_DAYS * DAY_MS).toISOString();
  await db.query('INSERT INTO sessions (token_hash, user_id, expires_at) VALUES ($1, $2, $3)', [
    tokenHash(accessToken),
    userId,
    expiresAt,
  ]);
  return { accessToken, expiresAt };
}

/** The bearer token of a request, if any. */
export function bearerToken(c: Context): string | undefined {
  const header = c.req.header('Authorization') ?? '';
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/.exec(header.trim());
  return match?.[1];
}

/** The signed-in user's id from the request's token: undefined without a live session. */
export async function sessionUserId(db: Queryable, c: Context): Promise<string | undefined> {
  const token = bearerToken(c);
  if (!token) return undefined;
  const hash = tokenHash(token);
  const [row] = await db.query<{ user_id: string; stale: boolean }>(
    `SELECT user_id, last_seen_at < now() - make_interval(mins => $2) AS stale FROM sessions
     WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > now()`,
    [hash, SLIDE_MINUTES],
  );
  // The end moves with use, but at most once per SLIDE_MINUTES: reads do not write on every request.
  if (row?.stale) {
    await db.query(
      'UPDATE sessions SET last_seen_at = now(), expires_at = now() + make_interval(days => $2) WHERE token_hash = $1',
      [hash, SESSION_DAYS],
    );
  }
  return row?.user_id;
}

/** The signed-in user's id, or 401. */
export async function requireUserId(db: Queryable, c: Context): Promise<string> {
  const userId = await sessionUserId(db, c);
  if (!userId) throw unauthorized();
  return userId;
}

/** The session's user, who must be the `userId` a call names: a payload never chooses the user (403). */
export async function requireUserNamed(db: Queryable, c: Context, userId: string): Promise<string> {
  const sessionUser = await requireUserId(db, c);
  if (sessionUser !== userId) throw forbidden('userId is not the signed-in user');
  return sessionUser;
}

export async function revokeSession(db: Queryable, token: string): Promise<void> {
  await db.query('UPDATE sessions SET revoked_at = now() WHERE token_hash = $1 AND revoked_at IS NULL', [
    tokenHash(token),
  ]);
}

/** Ends every session of a user but the one kept (after a password change or reset). */
export async function revokeOtherSessions(db: Queryable, userId: string, keptToken?: string): Promise<void> {
  await db.query(
    'UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL AND token_hash <> $2',
    [userId, keptToken ? tokenHash(keptToken) : ''],
  );
}
