import type { Queryable } from '../../db/database.ts';
import { ApiError } from '../http/api-error.ts';

export interface RateRule {
  /** What is counted, e.g. 'sign-in:email:jana@example.cz'. */
  readonly key: string;
  readonly limit: number;
  readonly windowSeconds: number;
}

/**
 * Counts one attempt in a fixed window shared by every server process (table rate_limits) and refuses it with
 * 429 (with Retry-After: the seconds until the window ends) once the window's limit is used up. Old windows are purged now and then.
 */
export async function takeAttempt(db: Queryable, rule: RateRule): Promise<void> {
  const windowMs = rule.windowSeconds * 1000;
  const startMs = Math.floor(Date.now() / windowMs) * windowMs;
  const windowStart = new Date(startMs).toISOString();
  const [row] = await db.query<{ count: number }>(
    `INSERT INTO rate_limits (key, window_start, count) VALUES ($1, $2, 1)
     ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limits.count + 1 RETURNING count`,
    [rule.key, windowStart],
  );
  if (Math.random() < 0.01) await db.query("DELETE FROM rate_limits WHERE window_start < now() - interval '1 day'");
  if ((row?.count ?? 0) > rule.limit) {
    const retryAfter = Math.max(1, Math.ceil((startMs + windowMs - Date.now()) / 1000));
    throw new ApiError(429, 'too_many_requests', `Too many attempts; try again in ${Math.ceil(retryAfter / 60)} minutes`, undefined, { 'Retry-After': String(retryAfter) });
  }
}
