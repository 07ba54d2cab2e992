import { seasonHours, WEEKDAYS } from './place-display.ts';

/**
 * Opening hours in short, for the map's points (an answer of tens of thousands of them, where the stored hours would
 * weigh ~400 bytes each): the week as seven `HHMM-HHMM` or empty entries from Monday, and when summer and winter
 * differ `|` the winter week `|` the four months (summer from, to, winter from, to; empty when unknown):
 * `,,,1400-2000,1400-2000,1000-2200,1000-2200|,,,,1500-1900,1500-2100,|4-10-11-3`. The map's SQL writes the same
 * (compactHoursSql); expandCompactHours gives back what openStatusAt reads.
 */
const MONTH_KEYS = ['summerMonthFrom', 'summerMonthTo', 'winterMonthFrom', 'winterMonthTo'] as const;

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

const compactWeek = (week: unknown): string =>
  seasonHours(week)
    .map((row) => (row.from && row.to ? `${row.from.replace(':', '')}-${row.to.replace(':', '')}` : ''))
    .join(',');

/** The short form of stored opening hours; null unless they say there are regular hours. */
export function compactHours(raw: unknown): string | null {
  const hours = record(raw);
  if (hours.hasOpeningHoursRegular !== true) return null;
  const summer = compactWeek(hours.summer);
  if (hours.hasSummerWinterDifferent !== true) return summer;
  const months = MONTH_KEYS.map((key) => (typeof hours[key] === 'number' ? String(hours[key]) : '')).join('-');
  return `${summer}|${compactWeek(hours.winter)}|${months}`;
}

const time = (digits: string | undefined): string | null =>
  digits && /^\d{4}$/.test(digits) ? `${digits.slice(0, 2)}:${digits.slice(2)}` : null;

function expandWeek(text: string): Record<string, { from: string | null; to: string | null }> {
  const entries = text.split(',');
  return Object.fromEntries(
    WEEKDAYS.map((day, index) => {
      const [from, to] = (entries[index] ?? '').split('-');
      return [day, { from: time(from), to: time(to) }];
    }),
  );
}

/** The stored shape of a short form (only what openStatusAt reads); null for none. */
export function expandCompactHours(text: string | null | undefined): Record<string, unknown> | null {
  if (!text) return null;
  const [summer = '', winter, months] = text.split('|');
  const seasonal = winter !== undefined;
  const monthValues = (months ?? '').split('-');
  return {
    hasOpeningHoursRegular: true,
    hasSummerWinterDifferent: seasonal,
    ...Object.fromEntries(
      MONTH_KEYS.map((key, index) => {
        const month = Number(monthValues[index]);
        return [key, seasonal && monthValues[index] && Number.isInteger(month) ? month : null];
      }),
    ),
    summer: expandWeek(summer),
    winter: seasonal ? expandWeek(winter) : {},
  };
}

/** SQL writing compactHours of the stored opening hours `hours` (a jsonb expression): one rule for the map's answer. */
export function compactHoursSql(hours: string): string {
  const week = (path: string) =>
    `concat_ws(',', ${WEEKDAYS.map(
      (day) =>
        `coalesce(nullif(replace(${path}->'${day}'->>'from', ':', ''), '') || '-' || nullif(replace(${path}->'${day}'->>'to', ':', ''), ''), '')`,
    ).join(', ')})`;
  const months = `concat_ws('-', ${MONTH_KEYS.map((key) => `coalesce((${hours})->>'${key}', '')`).join(', ')})`;
  return `CASE WHEN (${hours})->'hasOpeningHoursRegular' = 'true'::jsonb THEN ${week(`(${hours})->'summer'`)} ||
    CASE WHEN (${hours})->'hasSummerWinterDifferent' = 'true'::jsonb THEN '|' || ${week(`(${hours})->'winter'`)} || '|' || ${months} ELSE '' END END`;
}
