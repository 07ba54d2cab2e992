import { pragueWallClock } from './prague-time.ts';
import { seasonHours, WEEKDAYS, type Weekday } from './place-display.ts';

/**
 * Whether a place is open at a moment, from its stored opening hours (spec 02 §3 openingHours[0]: regular hours, and
 * summer and winter weeks with their month ranges when they differ), in Prague time. The server's "open" filter and
 * the app's labels both ask this, so a place the filter keeps is one its card calls open.
 */
export type OpenStatus =
  { kind: 'open'; closesAt: string } | { kind: 'closed'; opens: NextOpening | null } | { kind: 'unknown' };

/** The next opening within a week: its weekday, its time and how many days from the moment's day (0 = the same day). */
export interface NextOpening {
  weekday: Weekday;
  time: string;
  inDays: number;
}

/** A moment on Prague's wall clock: its calendar day and the minutes since its midnight. */
export interface PragueMoment {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  minutes: number;
}

const DAY_MS = 24 * 3_600_000;
/** How far ahead the next opening is looked for. */
const WEEK_AHEAD = 7;

/** Prague's wall clock at an instant (pragueWallClock, checked against Intl's zone data in the tests). */
export function pragueMoment(instant: Date): PragueMoment {
  const wall = pragueWallClock(instant);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    minutes: wall.getUTCHours() * 60 + wall.getUTCMinutes(),
  };
}

const LOCAL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** A chosen Prague date and time ('YYYY-MM-DDTHH:MM', as a datetime-local field gives it); null when it is not one. */
export function parsePragueMoment(value: string): PragueMoment | null {
  const match = LOCAL_TIME.exec(value);
  if (!match) return null;
  const [year, month, day, hours, minutes] = match.slice(1).map(Number) as [number, number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day || hours > 23 || minutes > 59) return null;
  return { year, month, day, minutes: hours * 60 + minutes };
}

const weekdayOf = (moment: Pick<PragueMoment, 'year' | 'month' | 'day'>): Weekday =>
  WEEKDAYS[(new Date(Date.UTC(moment.year, moment.month - 1, moment.day)).getUTCDay() + 6) % 7] as Weekday;

/** A calendar day's ('YYYY-MM-DD') weekday. */
export function weekdayOfDay(day: string): Weekday {
  const [year = 0, month = 0, date = 0] = day.split('-').map(Number);
  return weekdayOf({ year, month, day: date });
}

const minutesOf = (time: string): number => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

const monthOf = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 12 ? value : null;

/** Whether a month lies in a range that may wrap the year's end (winter: November–March). */
function inMonths(month: number, from: number | null, to: number | null): boolean | null {
  if (from === null || to === null) return null;
  return from <= to ? month >= from && month <= to : month >= from || month <= to;
}

/**
 * The week in force in a month: the summer week, unless summer and winter differ and the month is winter's (in
 * winter's months, or outside summer's when only those are known). A month in neither range keeps summer, the week
 * the detail box shows first.
 */
function weekFor(hours: Record<string, unknown>, month: number): unknown {
  if (hours.hasSummerWinterDifferent !== true) return hours.summer;
  const winter = inMonths(month, monthOf(hours.winterMonthFrom), monthOf(hours.winterMonthTo));
  const summer = inMonths(month, monthOf(hours.summerMonthFrom), monthOf(hours.summerMonthTo));
  return winter === true || (winter === null && summer === false) ? hours.winter : hours.summer;
}

/** Whether stored opening hours have regular hours with at least one open day (else nothing can be said). */
export function hasRegularHours(raw: unknown): boolean {
  const hours = record(raw);
  if (hours.hasOpeningHoursRegular !== true) return false;
  const weeks = hours.hasSummerWinterDifferent === true ? [hours.summer, hours.winter] : [hours.summer];
  return weeks.some((week) => seasonHours(week).some((row) => row.from !== null));
}

/** The hours of a calendar day: its season's week, its weekday. */
function dayHours(hours: Record<string, unknown>, date: Pick<PragueMoment, 'year' | 'month' | 'day'>) {
  const weekday = weekdayOf(date);
  const row = seasonHours(weekFor(hours, date.month)).find((candidate) => candidate.day === weekday);
  return { weekday, from: row?.from ?? null, to: row?.to ?? null };
}

/** The hours of the day an instant falls on in Prague (its season's week): from and to, or nulls when closed. */
export function hoursOnDayOf(raw: unknown, at: Date): { from: string | null; to: string | null } {
  const { from, to } = dayHours(record(raw), pragueMoment(at));
  return from !== null && to !== null ? { from, to } : { from: null, to: null };
}

/** The status at a Prague moment: open until today's closing, or closed with the next opening within a week. */
export function openStatusAtMoment(raw: unknown, moment: PragueMoment): OpenStatus {
  if (!hasRegularHours(raw)) return { kind: 'unknown' };
  const hours = record(raw);
  const start = Date.UTC(moment.year, moment.month - 1, moment.day);
  for (let inDays = 0; inDays <= WEEK_AHEAD; inDays += 1) {
    const date = new Date(start + inDays * DAY_MS);
    const today = dayHours(hours, {
      year: date.getUTCFullYear(),
      month: date.getUTCMonth() + 1,
      day: date.getUTCDate(),
    });
    if (today.from === null || today.to === null) continue;
    if (inDays === 0) {
      if (moment.minutes >= minutesOf(today.to)) continue;
      if (moment.minutes >= minutesOf(today.from)) return { kind: 'open', closesAt: today.to };
    }
    return { kind: 'closed', opens: { weekday: today.weekday, time: today.from, inDays } };
  }
  return { kind: 'closed', opens: null };
}

/** The status at an instant, on Prague's wall clock. */
export function openStatusAt(raw: unknown, at: Date): OpenStatus {
  return openStatusAtMoment(raw, pragueMoment(at));
}

/** The "open" filter's value: 'now' or a chosen Prague 'YYYY-MM-DDTHH:MM'; null when it is neither. */
export function openFilterMoment(value: string, now: Date): PragueMoment | null {
  return value === 'now' ? pragueMoment(now) : parsePragueMoment(value);
}
