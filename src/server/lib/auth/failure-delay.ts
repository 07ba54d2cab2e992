import type { Queryable } from '../../db/database.ts';
import { tooManyAttempts } from './rate-limit.ts';

export interface DelayRule {
  /** Whose failures are counted, e.g. 'sign-in:203.0.113.7:jana@example.cz'. */
  readonly key: string;
  /** Failures that cost no wait; after each further one the next attempt waits twice as long, from 2 s. */
  readonly freeFailures: number;
  readonly maxDelaySeconds: number;
  /** A key with no attempt for this long starts counting again. */
  readonly forgetSeconds: number;
}

/**
 * Takes an attempt under a growing delay (table failure_delays, shared by every server process): after
 * `freeFailures` failures the next attempt may come 2 s after the last one, then 4 s, 8 s … at most
 * `maxDelaySeconds`. An earlier attempt is refused with 429 and Retry-After and is not counted.
 *
 * Each attempt taken counts as a failure until forgetFailures() clears the key, so attempts sent together are
 * counted in the one statement that lets them through (ON CONFLICT DO UPDATE locks the key's row): a burst cannot
 * slip past the delay while the first attempt is still being checked.
 */
export async function takeDelayedAttempt(db: Queryable, rule: DelayRule): Promise<void> {
  const nowMs = Date.now();
  const now = new Date(nowMs).toISOString();
  const forgetBefore = new Date(nowMs - rule.forgetSeconds * 1000).toISOString();
  const failures = 'CASE WHEN d.last_at < $3::timestamptz THEN 1 ELSE d.failures + 1 END';
  const waitAfter = (count: string) => `CASE WHEN ${count} < $4 THEN 0 ELSE least($5, power(2, ${count} - $4 + 1)) END`;
  const taken = await db.query<{ key: string }>(
    `INSERT INTO failure_delays AS d (key, failures, free_at, last_at)
     VALUES ($1, 1, $2::timestamptz + make_interval(secs => ${waitAfter('1')}), $2)
     ON CONFLICT (key) DO UPDATE
       SET failures = ${failures},
           free_at = $2::timestamptz + make_interval(secs => ${waitAfter(failures)}),
           last_at = $2
       WHERE d.free_at <= $2::timestamptz OR d.last_at < $3::timestamptz
     RETURNING key`,
    [rule.key, now, forgetBefore, rule.freeFailures, rule.maxDelaySeconds],
  );
  if (Math.random() < 0.01) await db.query('DELETE FROM failure_delays WHERE last_at < $1', [forgetBefore]);
  if (taken.length > 0) return;

  const [row] = await db.query<{ free_at: string }>('SELECT free_at FROM failure_delays WHERE key = $1', [rule.key]);
  throw tooManyAttempts(row ? Date.parse(row.free_at) - nowMs : 0);
}

/** The attempt succeeded: the key's failures are forgotten. */
export async function forgetFailures(db: Queryable, key: string): Promise<void> {
  await db.query('DELETE FROM failure_delays WHERE key = $1', [key]);
}
