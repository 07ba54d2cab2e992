import { DEFAULT_DAY_START, VISIT_MINUTES } from '../../constants/trip-plan.ts';
import { openStatusAtMoment } from '../opening-status.ts';
import type { LatLng } from '../trip-route.ts';
import { estimateLeg, sumLegs, type Leg, type LegTotals } from './legs.ts';
import { formatDate, formatTime, parseDate, parseTime, pragueInstant, pragueWall } from './prague-clock.ts';

/** A stop as the schedule reads it: where it is, its stored opening hours, its "not before" time and, for an event, its dates. */
export interface ScheduleStopInput {
  key: string;
  latitude: number | null;
  longitude: number | null;
  /** The stored spec 02 openingHours JSON, read by opening-status.ts. */
  openingHours: unknown;
  notBefore: string | null;
  type: string;
  dateFrom: string | null;
  dateTo: string | null;
}

export interface ScheduleInput {
  /** The day's date 'YYYY-MM-DD'; without it there are times but no opening hours or events to check. */
  date: string | null;
  /** The day's start 'HH:MM' in Prague; without it the day starts at DEFAULT_DAY_START. */
  startTime: string | null;
  stops: readonly ScheduleStopInput[];
  /** legs[i]: the drive into stops[i] (a routing service's answer); missing ones are estimated. */
  legs?: readonly (Leg | null | undefined)[];
  /** Minutes spent at each stop. */
  visitMinutes?: number;
}

export type StopOpenState = 'open' | 'closed' | 'unknown';

export interface ScheduledStop {
  key: string;
  /** The drive from the previous stop with coordinates; null for the first one and for a stop without coordinates. */
  leg: Leg | null;
  /** When the visit starts: the arrival, or the stop's "not before" when that is later. Prague 'HH:MM'. */
  arrival: string;
  departure: string;
  /** The Prague dates of arrival and departure (a long day runs past midnight); null when the day has no date. */
  arrivalDate: string | null;
  departureDate: string | null;
  /** The same moments as ISO instants (UTC), for calendars; null when the day has no date. */
  arrivalAt: string | null;
  departureAt: string | null;
  /** Minutes waited for the stop's "not before". */
  waitMinutes: number;
  /** At arrival: open by its hours (or, for an event, whether it is on); unknown without a date or hours. */
  open: StopOpenState;
  closesAt: string | null;
  /** When a closed stop opens next (within a week), in Prague. */
  nextOpening: { date: string; time: string } | null;
  /** For an event, whether it is on at arrival's date; null for other places or without dates. */
  eventOn: boolean | null;
}

export interface DaySchedule {
  date: string | null;
  start: string;
  stops: ScheduledStop[];
  /** The day's driving. */
  totals: LegTotals;
}

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** A day's clock: Prague's, DST and all, for a dated day; a plain 24-hour clock for a day without a date. */
interface DayClock {
  at(minutes: number): number;
  wall(instant: number): { date: number; minutes: number };
}

const pragueClock = (date: number): DayClock => ({
  at: (minutes) => pragueInstant(date, minutes),
  wall: pragueWall,
});

const plainClock: DayClock = {
  at: (minutes) => minutes * MINUTE_MS,
  wall: (instant) => {
    const date = Math.floor(instant / DAY_MS) * DAY_MS;
    return { date, minutes: Math.floor((instant - date) / MINUTE_MS) };
  },
};

const located = (stop: ScheduleStopInput): LatLng | null =>
  stop.latitude !== null && stop.longitude !== null && Number.isFinite(stop.latitude) && Number.isFinite(stop.longitude)
    ? { latitude: stop.latitude, longitude: stop.longitude }
    : null;

/** Whether an event is on a date: dateFrom..dateTo (dateTo missing: the one day); null when its dates are unknown. */
export function eventOnDate(stop: Pick<ScheduleStopInput, 'dateFrom' | 'dateTo'>, date: number): boolean | null {
  const from = parseDate(stop.dateFrom?.slice(0, 10));
  if (from === null) return null;
  const to = parseDate(stop.dateTo?.slice(0, 10)) ?? from;
  return date >= from && date <= Math.max(from, to);
}

interface OpenAt {
  open: StopOpenState;
  closesAt: string | null;
  nextOpening: { date: string; time: string } | null;
  eventOn: boolean | null;
}

/** Open or closed at a Prague date and time, by the one hours rule; an event must also be on that date. */
function openAt(stop: ScheduleStopInput, date: number, minutes: number): OpenAt {
  const eventOn = stop.type === 'event' ? eventOnDate(stop, date) : null;
  if (eventOn === false) return { open: 'closed', closesAt: null, nextOpening: null, eventOn };
  const day = new Date(date);
  const status = openStatusAtMoment(stop.openingHours, {
    year: day.getUTCFullYear(),
    month: day.getUTCMonth() + 1,
    day: day.getUTCDate(),
    minutes,
  });
  if (status.kind === 'open') return { open: 'open', closesAt: status.closesAt, nextOpening: null, eventOn };
  if (status.kind === 'closed') {
    const nextOpening = status.opens
      ? { date: formatDate(date + status.opens.inDays * DAY_MS), time: status.opens.time }
      : null;
    return { open: 'closed', closesAt: null, nextOpening, eventOn };
  }
  return { open: eventOn === true ? 'open' : 'unknown', closesAt: null, nextOpening: null, eventOn };
}

const UNKNOWN: OpenAt = { open: 'unknown', closesAt: null, nextOpening: null, eventOn: null };

/**
 * A day's timetable: from the start time, each stop is reached after its leg's drive (waiting for its "not before"),
 * visited for VISIT_MINUTES, and checked against its opening hours at arrival. Times are Prague's wall clock and
 * elapsed time is real, so a day across a DST change is an hour shorter or longer on the clock.
 */
export function scheduleDay(input: ScheduleInput): DaySchedule {
  const visit = input.visitMinutes ?? VISIT_MINUTES;
  const date = parseDate(input.date);
  const startMinutes = parseTime(input.startTime) ?? (parseTime(DEFAULT_DAY_START) as number);
  const clock = date === null ? plainClock : pragueClock(date);
  let now = clock.at(startMinutes);
  let previous: LatLng | null = null;
  const stops = input.stops.map((stop, index): ScheduledStop => {
    const here = located(stop);
    const given = input.legs?.[index];
    const leg = here && previous ? (given ?? estimateLeg(previous, here)) : null;
    if (here) previous = here;
    if (leg) now += leg.minutes * MINUTE_MS;
    const notBefore = parseTime(stop.notBefore);
    const waitUntil = notBefore === null ? now : clock.at(notBefore);
    const waitMinutes = Math.max(0, Math.round((waitUntil - now) / MINUTE_MS));
    now = Math.max(now, waitUntil);
    const arrival = clock.wall(now);
    const arrivalAt = now;
    now += visit * MINUTE_MS;
    const departure = clock.wall(now);
    return {
      key: stop.key,
      leg,
      arrival: formatTime(arrival.minutes),
      departure: formatTime(departure.minutes),
      arrivalDate: date === null ? null : formatDate(arrival.date),
      departureDate: date === null ? null : formatDate(departure.date),
      arrivalAt: date === null ? null : new Date(arrivalAt).toISOString(),
      departureAt: date === null ? null : new Date(now).toISOString(),
      waitMinutes,
      ...(date === null ? UNKNOWN : openAt(stop, arrival.date, arrival.minutes)),
    };
  });
  return {
    date: date === null ? null : formatDate(date),
    start: formatTime(startMinutes),
    stops,
    totals: sumLegs(stops.map((stop) => stop.leg)),
  };
}

/**
 * "Move to a time it is open": the "not before" that makes a stop closed at its arrival open on the day's own date
 * (it opens later that day), or null when waiting that day does not help (closed all day, arrival past closing or
 * past midnight, or unknown hours).
 */
export function openTimeFor(stop: ScheduledStop, dayDate: string | null): string | null {
  if (stop.open !== 'closed' || stop.nextOpening === null || dayDate === null) return null;
  if (stop.arrivalDate !== dayDate || stop.nextOpening.date !== dayDate) return null;
  return stop.nextOpening.time;
}
