import type { Database, Queryable } from '../../db/database.ts';
import { newToken, tokenHash } from './sessions.ts';

/** Voids every outstanding password-reset link of a user (a newer link, a reset or a new password came). */
export async function voidResetLinks(db: Queryable, userId: string): Promise<void> {
  await db.query('UPDATE password_resets SET used_at = now() WHERE user_id = $1 AND used_at IS NULL', [userId]);
}

/**
 * A new reset link's token, valid for `minutes`; every older link of the user stops working. The user's row is
 * locked while it is stored, so two requests at once leave one working link, not two.
 */
export async function issueResetLink(db: Database, userId: string, minutes: number): Promise<string> {
  const token = newToken();
  await db.transaction(async (tx) => {
    await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
    await voidResetLinks(tx, userId);
    await tx.query(
      'INSERT INTO password_resets (token_hash, user_id, expires_at) VALUES ($1, $2, now() + make_interval(mins => $3))',
      [tokenHash(token), userId, minutes],
    );
  });
  return token;
}

/**
 * Uses a reset link: the id of its user, or undefined when the link is unknown, used, voided or expired. Run it in
 * the transaction that sets the new password, so a link is spent only together with the password it set.
 */
export async function redeemResetLink(tx: Queryable, token: string): Promise<string | undefined> {
  const [reset] = await tx.query<{ user_id: string }>(
    'UPDATE password_resets SET used_at = now() WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING user_id',
    [tokenHash(token)],
  );
  return reset?.user_id;
}
