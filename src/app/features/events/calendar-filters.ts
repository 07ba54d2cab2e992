import { EVENT_PROGRAMMES, type EventProgramme } from '../../../shared/constants/events.ts';
import { FILTER_BADGE_CAP } from '../../../shared/constants/places.ts';
import { monthRange, shiftDay } from '../../../shared/domain/dates.ts';
import { pragueToday } from '../../../shared/domain/prague-time.ts';

/** The calendar's filter as the address query holds it; the range defaults to today → one year ahead (spec 01 §9). */
export interface CalendarFilters {
  s: string;
  from: string;
  to: string;
  m: number[];
  p: EventProgramme[];
  type: number[];
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const SEARCH_MAX = 200;
const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');
const ids = (value: string) =>
  value ? [...new Set(value.split(',').map(Number))].filter((n) => Number.isInteger(n) && n > 0) : [];
const isProgramme = (value: string): value is EventProgramme => (EVENT_PROGRAMMES as readonly string[]).includes(value);
const isDay = (value: string) => {
  if (!DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

export function defaultRange(today = pragueToday()): { from: string; to: string } {
  return { from: today, to: shiftDay(today, 1, 'year') };
}

/** Every filter cleared: what clear-all and the no-results reset go back to. */
export function emptyFilters(today = pragueToday()): CalendarFilters {
  return { s: '', ...defaultRange(today), m: [], p: [], type: [] };
}

/** A usable range: a missing start is today, a missing or earlier end is one year after the start. */
export function normaliseRange(from: string, to: string, today = pragueToday()): { from: string; to: string } {
  const start = isDay(from) ? from : today;
  const end = isDay(to) && to >= start ? to : shiftDay(start, 1, 'year');
  return { from: start, to: end };
}

/** The keys the calendar's filter uses in the address query (and, in old addresses, in the hash). */
export const CALENDAR_KEYS = ['s', 'from', 'to', 'm', 'p', 'type'] as const;

/** Unknown or malformed values are dropped, so a hand-edited or outdated address still opens the calendar. */
export function readCalendarFilters(query: Readonly<Record<string, unknown>>, today = pragueToday()): CalendarFilters {
  return {
    s: text(query.s).slice(0, SEARCH_MAX),
    ...normaliseRange(text(query.from), text(query.to), today),
    m: ids(text(query.m)),
    p: [...new Set(text(query.p).split(',').filter(isProgramme))],
    type: ids(text(query.type)),
  };
}

/**
 * The address query for a filter: other keys are kept, a list's page (how many batches of days are shown) starts
 * again, and the default range is left out so a plain calendar has a clean address. A single id stays a number:
 * the router would otherwise quote a numeric-looking string in the address.
 */
export function writeCalendarFilters(
  query: Readonly<Record<string, unknown>>,
  filters: CalendarFilters,
  today = pragueToday(),
): Record<string, unknown> {
  const rest = Object.fromEntries(
    Object.entries(query).filter(([key]) => key !== 'page' && !(CALENDAR_KEYS as readonly string[]).includes(key)),
  );
  const range = defaultRange(today);
  const list = (values: readonly (string | number)[]) => (values.length === 1 ? values[0] : values.join(','));
  return {
    ...rest,
    ...(filters.s.trim() ? { s: filters.s.trim() } : {}),
    ...(filters.from !== range.from || filters.to !== range.to ? { from: filters.from, to: filters.to } : {}),
    ...(filters.m.length ? { m: list(filters.m) } : {}),
    ...(filters.p.length ? { p: list(filters.p) } : {}),
    ...(filters.type.length ? { type: list(filters.type) } : {}),
  };
}

/** How many filters differ from the defaults (a changed range counts once), for the phone's filter badge. */
export function activeFilterCount(filters: CalendarFilters, today = pragueToday()): number {
  const range = defaultRange(today);
  const rangeChanged = filters.from !== range.from || filters.to !== range.to;
  return (
    (filters.s.trim() ? 1 : 0) + (rangeChanged ? 1 : 0) + filters.m.length + filters.p.length + filters.type.length
  );
}

/** The badge shows at most 99, then "99+" (spec 01 §9). */
export function badgeText(count: number): string {
  return count > FILTER_BADGE_CAP ? `${FILTER_BADGE_CAP}+` : String(count);
}

/** The month strip: this month and the eleven after it, as each month's first day. */
export function monthStrip(today = pragueToday()): string[] {
  const first = `${today.slice(0, 7)}-01`;
  return Array.from({ length: 12 }, (_, i) => shiftDay(first, i, 'month'));
}

/** The range a month in the strip stands for; the current month starts today, not in the past. */
export function monthFilterRange(month: string, today = pragueToday()): { from: string; to: string } {
  const range = monthRange(month);
  return { from: range.from < today ? today : range.from, to: range.to };
}

/** The strip's month the filter's range is narrowed to, if it is exactly one of them. */
export function selectedMonth(filters: Pick<CalendarFilters, 'from' | 'to'>, today = pragueToday()): string | null {
  return (
    monthStrip(today).find((month) => {
      const range = monthFilterRange(month, today);
      return range.from === filters.from && range.to === filters.to;
    }) ?? null
  );
}
