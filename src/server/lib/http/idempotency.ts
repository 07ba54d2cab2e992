import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { Queryable } from '../../db/database.ts';
import { ApiError } from './api-error.ts';

/** Stored answers are kept this long (DESIGN.md): an outbox replay within it gets the first answer back. */
export const IDEMPOTENCY_DAYS = 30;
const KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

/** Object keys sorted at every level, so the same body always has the same fingerprint. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)).map(([key, item]) => [key, canonical(item)]));
  }
  return value;
}

/**
 * Runs a write once per `Idempotency-Key`: the same key with the same request answers the stored answer; the same
 * key with another request (or another user) is a 422. Without the header the write simply runs. Anonymous writes
 * (public request forms, the newsletter) pass a null user: the key alone then identifies them.
 */
export async function once<T>(db: Queryable, c: Context, userId: string | null, input: unknown, write: () => Promise<T>): Promise<T> {
  const key = c.req.header('Idempotency-Key');
  if (key === undefined) return write();
  if (!KEY_PATTERN.test(key)) {
    throw new ApiError(400, 'validation_failed', 'The request has invalid fields', [{ path: 'Idempotency-Key', message: 'must be 8–100 letters, digits, - or _' }]);
  }
  const fingerprint = createHash('sha256').update(`${c.req.method} ${c.req.path} ${JSON.stringify(canonical(input))}`).digest('base64url');
  const [stored] = await db.query<{ fingerprint: string; user_id: string | null; body: T }>(
    "SELECT fingerprint, user_id, body FROM idempotency_keys WHERE key = $1 AND created_at > now() - make_interval(days => $2)", [key, IDEMPOTENCY_DAYS],
  );
  if (stored) {
    if (stored.fingerprint !== fingerprint || stored.user_id !== userId) {
      throw new ApiError(422, 'idempotency_key_reused', 'This Idempotency-Key was already used for another request');
    }
    return stored.body;
  }
  const answer = await write();
  await db.query(
    `INSERT INTO idempotency_keys (key, user_id, fingerprint, status, body) VALUES ($1, $2, $3, 200, $4::jsonb)
     ON CONFLICT (key) DO UPDATE SET user_id = EXCLUDED.user_id, fingerprint = EXCLUDED.fingerprint, status = 200, body = EXCLUDED.body, created_at = now()
     WHERE idempotency_keys.created_at <= now() - make_interval(days => $5)`,
    [key, userId, fingerprint, JSON.stringify(answer), IDEMPOTENCY_DAYS],
  );
  if (Math.random() < 0.01) await db.query('DELETE FROM idempotency_keys WHERE created_at < now() - make_interval(days => $1)', [IDEMPOTENCY_DAYS]);
  return answer;
}
