import { hasRegularHours, openFilterMoment, openStatusAtMoment } from '../../../shared/domain/opening-status.ts';
import type { Queryable } from '../../db/database.ts';

/** The stored opening hours a summary carries: only when they are regular hours (else the label has nothing to say). */
export const regularHoursOf = (hours: unknown): Record<string, unknown> | null =>
  hasRegularHours(hours) ? (hours as Record<string, unknown>) : null;

/** SQL: the stored opening hours `hours` (jsonb) say the place has regular hours; the rule in TS has the last word. */
export const withRegularHours = (hours: string): string => `(${hours})->'hasOpeningHoursRegular' = 'true'::jsonb`;

/**
 * The ids of the places open at the "open" filter's moment ('now', or a Prague 'YYYY-MM-DDTHH:MM') among the rows of
 * `sql` (selecting `id` and `hours`: the places matching the list's other filters). Read per request and judged by
 * the hours rule the labels use, so the list keeps no state of its own; the caller restricts its page and count to them.
 */
export async function openPlaceIds(
  db: Queryable,
  sql: string,
  params: unknown[],
  value: string,
  now = new Date(),
): Promise<number[]> {
  const moment = openFilterMoment(value, now);
  if (!moment) return [];
  const rows = await db.query<{ id: number; hours: unknown }>(sql, params);
  return rows.filter((row) => openStatusAtMoment(row.hours, moment).kind === 'open').map((row) => row.id);
}
