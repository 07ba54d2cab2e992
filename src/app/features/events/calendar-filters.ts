import { EVENT_PROGRAMMES, type EventProgramme } from '../../../shared/constants/events.ts';
import { FILTER_BADGE_CAP } from '../../../shared/constants/places.ts';
import { monthRange, pragueToday, shiftDay } from '../../../shared/domain/dates.ts';

/** The calendar's filter as the hash holds it; the range defaults to today → one year ahead (spec 01 §9). */
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
const ids = (value: string | null) =>
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

export function parseCalendarHash(hash: string, today = pragueToday()): CalendarFilters {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  return {
    s: (params.get('s') ?? '').slice(0, SEARCH_MAX),
    ...normaliseRange(params.get('from') ?? '', params.get('to') ?? '', today),
    m: ids(params.get('m')),
    p: [...new Set((params.get('p') ?? '').split(',').filter(isProgramme))],
    type: ids(params.get('type')),
  };
}

/** The hash for a filter; the default range is left out so a plain calendar has a clean address. */
export function calendarHash(filters: CalendarFilters, today = pragueToday()): string {
  const range = defaultRange(today);
  const params = new URLSearchParams();
  if (filters.s.trim()) params.set('s', filters.s.trim());
  if (filters.from !== range.from || filters.to !== range.to) {
    params.set('from', filters.from);
    params.set('to', filters.to);
  }
  if (filters.m.length) params.set('m', filters.m.join(','));
  if (filters.p.length) params.set('p', filters.p.join(','));
  if (filters.type.length) params.set('type', filters.type.join(','));
  return params.toString().replace(/%2C/g, ',');
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
