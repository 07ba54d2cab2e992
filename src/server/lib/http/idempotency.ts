import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { Database, Queryable, Transaction } from '../../db/database.ts';
import { ApiError } from './api-error.ts';

/** Stored answers are kept this long (DESIGN.md): an outbox replay within it gets the first answer back. */
export const IDEMPOTENCY_DAYS = 30;
const KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;
/** The status of a key reserved by a write still running; no other transaction ever sees it (it commits with the answer). */
const RESERVED = 0;

/** Queues work for after the write has committed (a mail): never run for a replay or for a write rolled back. */
export type AfterCommit = (task: () => Promise<void>) => void;
/** A write: every statement goes through `tx` (on PGlite a statement on the database itself would wait for this very transaction). */
export type Write<T> = (tx: Transaction, afterCommit: AfterCommit) => Promise<T>;

export interface OnceOptions {
  /**
   * Runs before a write whose answer is not stored yet, outside its transaction: the rate limits. A replay of a stored
   * answer is not an attempt, and an attempt refused by the write (a 4xx rolls it back) stays counted.
   */
  readonly beforeWrite?: () => Promise<void>;
}

type StoredAnswer<T> = { fingerprint: string; user_id: string | null; body: T };

/** Object keys sorted at every level, so the same body always has the same fingerprint. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, item]) => [key, canonical(item)]),
    );
  }
  return value;
}

/**
 * Runs a write once per `Idempotency-Key`: the same key with the same request answers the stored answer; the same
 * key with another request (or another user) is a 422. Without the header the write simply runs. Anonymous writes
 * (public request forms, the newsletter) pass a null user: the key alone then identifies them.
 *
 * The key is reserved, the write done and its answer stored in one transaction (DESIGN.md): either all of it commits
 * or none, so a retry after a lost answer gets the original answer, and a concurrent copy of the request waits on the
 * reserved key and then answers what the first one stored. A write refused with an error rolls back and leaves the
 * key free; only answers of writes that succeeded are stored.
 */
export async function once<T>(
  db: Database,
  c: Context,
  userId: string | null,
  input: unknown,
  write: Write<T>,
  options: OnceOptions = {},
): Promise<T> {
  const key = c.req.header('Idempotency-Key');
  if (key === undefined) {
    await options.beforeWrite?.();
    return commitThen(db, write);
  }
  if (!KEY_PATTERN.test(key)) {
    throw new ApiError(400, 'validation_failed', 'The request has invalid fields', [
      { path: 'Idempotency-Key', message: 'must be 8–100 letters, digits, - or _' },
    ]);
  }
  const fingerprint = createHash('sha256')
    .update(`${c.req.method} ${c.req.path} ${JSON.stringify(canonical(input))}`)
    .digest('base64url');
  const replay = (stored: StoredAnswer<T>): T => {
    if (stored.fingerprint !== fingerprint || stored.user_id !== userId) {
      throw new ApiError(422, 'idempotency_key_reused', 'This Idempotency-Key was already used for another request');
    }
    return stored.body;
  };

  // Only a write with work before it looks for a stored answer first (a replay is not an attempt); any other finds
  // it when it reserves the key in its transaction, one statement fewer.
  if (options.beforeWrite) {
    const stored = await storedAnswer<T>(db, key);
    if (stored) return replay(stored);
    await options.beforeWrite();
  }
  const answer = await commitThen(db, async (tx, afterCommit) => {
    const storedMeanwhile = await reserve<T>(tx, key, userId, fingerprint);
    if (storedMeanwhile) return replay(storedMeanwhile);
    const written = await write(tx, afterCommit);
    await tx.query('UPDATE idempotency_keys SET status = 200, body = $2::jsonb WHERE key = $1', [
      key,
      JSON.stringify(written),
    ]);
    return written;
  });
  if (Math.random() < 0.01)
    await db.query('DELETE FROM idempotency_keys WHERE created_at < now() - make_interval(days => $1)', [
      IDEMPOTENCY_DAYS,
    ]);
  return answer;
}

/**
 * Reserves the key for this transaction: a new row, or an expired one taken over. Both lock the key, so a concurrent
 * copy of the request waits here until this transaction ends. Undefined when reserved; otherwise the answer another
 * transaction committed under the key in the meantime.
 */
async function reserve<T>(
  tx: Queryable,
  key: string,
  userId: string | null,
  fingerprint: string,
): Promise<StoredAnswer<T> | undefined> {
  const reserved = await tx.query(
    `INSERT INTO idempotency_keys (key, user_id, fingerprint, status, body) VALUES ($1, $2, $3, ${RESERVED}, 'null'::jsonb)
     ON CONFLICT (key) DO UPDATE SET user_id = EXCLUDED.user_id, fingerprint = EXCLUDED.fingerprint, status = ${RESERVED}, body = EXCLUDED.body, created_at = now()
     WHERE idempotency_keys.created_at <= now() - make_interval(days => $4)
     RETURNING key`,
    [key, userId, fingerprint, IDEMPOTENCY_DAYS],
  );
  if (reserved.length > 0) return undefined;
  const stored = await storedAnswer<T>(tx, key);
  if (!stored) throw new Error('The Idempotency-Key was neither reserved nor found');
  return stored;
}

/** The answer committed under the key within the days it is kept. */
async function storedAnswer<T>(db: Queryable, key: string): Promise<StoredAnswer<T> | undefined> {
  const [stored] = await db.query<StoredAnswer<T>>(
    'SELECT fingerprint, user_id, body FROM idempotency_keys WHERE key = $1 AND created_at > now() - make_interval(days => $2)',
    [key, IDEMPOTENCY_DAYS],
  );
  return stored;
}

/** Runs the write in a transaction, then (once it committed) the work it queued for after; that work's failure is logged. */
async function commitThen<T>(db: Database, write: Write<T>): Promise<T> {
  const tasks: (() => Promise<void>)[] = [];
  const answer = await db.transaction((tx) => write(tx, (task) => tasks.push(task)));
  for (const task of tasks)
    await task().catch((error: unknown) => console.error('[server] Work after a committed write failed:', error));
  return answer;
}
