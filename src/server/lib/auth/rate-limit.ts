import type { Queryable } from '../../db/database.ts';
import { ApiError } from '../http/api-error.ts';

export interface RateRule {
  /** What is counted, e.g. 'sign-in:email:jana@example.cz'. */
  readonly key: string;
  readonly limit: number;
  readonly windowSeconds: number;
}

/**
 * Takes the attempt when fewer than the limit were taken in the window before now (a sliding window shared by every
 * server process, table rate_limits). Otherwise it is refused with 429 and Retry-After: the seconds until the oldest
 * counted attempt leaves the window. A refused attempt is not counted, so waiting that long always helps.
 */
export async function takeAttempt(db: Queryable, rule: RateRule): Promise<void> {
  const nowMs = Date.now();
  if (await tryAttempt(db, rule, nowMs)) return;

  const windowStart = new Date(nowMs - rule.windowSeconds * 1000).toISOString();
  const [oldest] = await db.query<{ at: string | null }>(
    'SELECT min(a) AS at FROM rate_limits, unnest(attempts) a WHERE key = $1 AND a > $2::timestamptz',
    [rule.key, windowStart],
  );
  const freeAtMs = oldest?.at ? Date.parse(oldest.at) + rule.windowSeconds * 1000 : nowMs;
  throw tooManyAttempts(freeAtMs - nowMs);
}

/**
 * As takeAttempt, but a refusal is false instead of a 429: for limits that skip a side effect, not the call.
 *
 * One statement: ON CONFLICT DO UPDATE locks the key's row and re-reads it, so simultaneous attempts from several
 * processes are counted one after another and never pass the limit together.
 */
export async function tryAttempt(db: Queryable, rule: RateRule, nowMs = Date.now()): Promise<boolean> {
  const now = new Date(nowMs).toISOString();
  const windowStart = new Date(nowMs - rule.windowSeconds * 1000).toISOString();
  const taken = await db.query<{ key: string }>(
    `INSERT INTO rate_limits AS r (key, attempts, last_at) VALUES ($1, ARRAY[$2::timestamptz], $2)
     ON CONFLICT (key) DO UPDATE
       SET attempts = ARRAY(SELECT a FROM unnest(r.attempts) a WHERE a > $3::timestamptz ORDER BY a) || $2::timestamptz,
           last_at = $2
       WHERE (SELECT count(*) FROM unnest(r.attempts) a WHERE a > $3::timestamptz) < $4
     RETURNING key`,
    [rule.key, now, windowStart, rule.limit],
  );
  // On the same clock as the attempts (the database's own could differ from the process's, and tests set the time).
  if (Math.random() < 0.01)
    await db.query("DELETE FROM rate_limits WHERE last_at < $1::timestamptz - interval '1 day'", [now]);
  return taken.length > 0;
}

/** The 429 of a refused attempt, with Retry-After: the whole seconds until one is taken again (at least 1). */
export function tooManyAttempts(waitMs: number): ApiError {
  const retryAfter = Math.max(1, Math.ceil(waitMs / 1000));
  const wait = retryAfter < 60 ? `${retryAfter} seconds` : `${Math.ceil(retryAfter / 60)} minutes`;
  return new ApiError(429, 'too_many_requests', `Too many attempts; try again in ${wait}`, undefined, {
    'Retry-After': String(retryAfter),
  });
}
