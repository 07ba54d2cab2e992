import { EVENT_PROGRAMMES, type EventProgramme } from '../../../shared/constants/events.ts';
import { pragueToday, shiftDay } from '../../../shared/domain/dates.ts';

/** The calendar's filter as the hash holds it; the range defaults to today → one year ahead (spec 01 §9). */
export interface CalendarFilters { s: string; from: string; to: string; m: number[]; p: EventProgramme[]; type: number[] }

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const ids = (value: string | null) => (value ? value.split(',').map(Number).filter((n) => Number.isInteger(n) && n > 0) : []);
const isProgramme = (value: string): value is EventProgramme => (EVENT_PROGRAMMES as readonly string[]).includes(value);

export function defaultRange(today = pragueToday()): { from: string; to: string } {
  return { from: today, to: shiftDay(today, 1, 'year') };
}

export function parseCalendarHash(hash: string, today = pragueToday()): CalendarFilters {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const range = defaultRange(today);
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const validFrom = DAY.test(from) ? from : range.from;
  const validTo = DAY.test(to) && to >= validFrom ? to : validFrom === range.from ? range.to : shiftDay(validFrom, 1, 'year');
  return { s: (params.get('s') ?? '').slice(0, 200), from: validFrom, to: validTo, m: ids(params.get('m')), p: (params.get('p') ?? '').split(',').filter(isProgramme), type: ids(params.get('type')) };
}

export function calendarHash(filters: CalendarFilters, today = pragueToday()): string {
  const range = defaultRange(today);
  const params = new URLSearchParams();
  if (filters.s) params.set('s', filters.s);
  if (filters.from !== range.from || filters.to !== range.to) {
    params.set('from', filters.from);
    params.set('to', filters.to);
  }
  if (filters.m.length) params.set('m', filters.m.join(','));
  if (filters.p.length) params.set('p', filters.p.join(','));
  if (filters.type.length) params.set('type', filters.type.join(','));
  return params.toString().replace(/%2C/g, ',');
}

/** Events grouped under the day they start (an event already running is listed under the range's first day). */
export function groupByDay<T extends { dateFrom: string }>(events: readonly T[], from: string): { day: string; events: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const event of events) {
    const day = event.dateFrom.slice(0, 10) < from ? from : event.dateFrom.slice(0, 10);
    groups.set(day, [...(groups.get(day) ?? []), event]);
  }
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([day, list]) => ({ day, events: list }));
}

/** The month strip: this month and the eleven after it, as each month's first day. */
export function monthStrip(today = pragueToday()): string[] {
  const first = `${today.slice(0, 7)}-01`;
  return Array.from({ length: 12 }, (_, i) => shiftDay(first, i, 'month'));
}
