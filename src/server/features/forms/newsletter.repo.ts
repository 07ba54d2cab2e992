import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/database.ts';
import { newToken, tokenHash } from '../../lib/auth/sessions.ts';

export type Subscription = { id: string; status: 'success' | 'old'; token?: string };

/**
 * Subscribes an e-mail: a new or previously unsubscribed address is (re)subscribed with a fresh unsubscribe token
 * ('success', the token for the mail); an address already subscribed is left as it is ('old'). Only a hash of the
 * token is stored.
 */
export async function subscribe(
  db: Queryable,
  input: { email: string; interests: string[]; locale: string },
): Promise<Subscription> {
  const token = newToken();
  const [existing] = await db.query<{ id: string; status: 'subscribed' | 'unsubscribed' }>(
    'SELECT id, status FROM newsletter_subscriptions WHERE lower(email) = lower($1)',
    [input.email],
  );
  if (existing?.status === 'subscribed') return { id: existing.id, status: 'old' };
  if (existing) {
    const [again] = await db.query<{ id: string }>(
      `UPDATE newsletter_subscriptions SET status = 'subscribed', interests = $2, locale = $3, unsubscribe_token = $4, updated_at = now()
       WHERE id = $1 AND status = 'unsubscribed' RETURNING id`,
      [existing.id, JSON.stringify(input.interests), input.locale, tokenHash(token)],
    );
    return again ? { id: again.id, status: 'success', token } : { id: existing.id, status: 'old' };
  }
  const [created] = await db.query<{ id: string }>(
    `INSERT INTO newsletter_subscriptions (id, email, interests, locale, unsubscribe_token) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT ((lower(email))) DO NOTHING RETURNING id`,
    [randomUUID(), input.email, JSON.stringify(input.interests), input.locale, tokenHash(token)],
  );
  if (created) return { id: created.id, status: 'success', token };
  // Another request subscribed the same address a moment before.
  const [raced] = await db.query<{ id: string }>(
    'SELECT id FROM newsletter_subscriptions WHERE lower(email) = lower($1)',
    [input.email],
  );
  if (!raced) throw new Error('The subscription was neither stored nor found');
  return { id: raced.id, status: 'old' };
}

/** Ends the subscription of an unsubscribe link; an unknown or already used token changes nothing. */
export async function unsubscribe(db: Queryable, token: string): Promise<boolean> {
  const rows = await db.query<{ id: string }>(
    "UPDATE newsletter_subscriptions SET status = 'unsubscribed', updated_at = now() WHERE unsubscribe_token = $1 AND status = 'subscribed' RETURNING id",
    [tokenHash(token)],
  );
  return rows.length > 0;
}

export async function storeSubmission(
  db: Queryable,
  submission: { formId: number; locale: string; values: Record<string, string>; userId: string | null },
): Promise<void> {
  await db.query('INSERT INTO form_submissions (form_id, locale, field_values, user_id) VALUES ($1, $2, $3, $4)', [
    submission.formId,
    submission.locale,
    JSON.stringify(submission.values),
    submission.userId,
  ]);
}
