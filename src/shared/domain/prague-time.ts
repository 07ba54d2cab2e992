// Without dayjs: the page routes read today's day in every browser's first script.

const HOUR_MS = 3_600_000;

/** 01:00 UTC on the last Sunday of a month (0-based): when EU summer time starts (March) and ends (October). */
function lastSundayAtOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/**
 * Prague's wall clock at an instant, as a Date whose UTC fields read it: CET (UTC+1), and CEST (UTC+2) between the EU
 * summer-time changes. Computed rather than asked of Intl: the first formatter with a time zone loads the zone data,
 * ~20 ms of main thread inside the first render of every page with dates. prague-time.test.ts checks it against Intl hour
 * by hour.
 */
export function pragueWallClock(instant: Date): Date {
  const time = instant.getTime();
  const year = instant.getUTCFullYear();
  const summer = time >= lastSundayAtOneUtc(year, 2) && time < lastSundayAtOneUtc(year, 9);
  return new Date(time + (summer ? 2 : 1) * HOUR_MS);
}

/** The Prague calendar day of an instant (by default now: today), as 'YYYY-MM-DD'. */
export function pragueToday(now: Date = new Date()): string {
  return pragueWallClock(now).toISOString().slice(0, 10);
}
