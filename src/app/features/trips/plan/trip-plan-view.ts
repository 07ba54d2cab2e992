import type { TripDay, TripLogEntry, TripStop } from '../../../../shared/api/calls/trip-plan.ts';
import type { TripPlace } from '../../../../shared/api/calls/trips.ts';
import { groupStops, stopKey } from '../../../../shared/domain/trip-plan/day-groups.ts';
import { estimateLeg, sumLegs, type Leg, type LegTotals } from '../../../../shared/domain/trip-plan/legs.ts';

/** The column of the stops in no day (the whole itinerary of a trip without days). */
export const UNPLANNED = 'unplanned';

/** Day colours: pins, numbers and route lines of one day share one; each reads white text (contrast ≥ 4.5). */
export const DAY_COLOURS = ['#7b1e3a', '#1f5f8b', '#4d6b1f', '#a14a06', '#5b3f94', '#0f6b64'] as const;
const NO_DAY_COLOUR = '#5c5046';

/** When a stop is reached on its day and whether it is open then. */
export interface StopTiming {
  arrival: string;
  open: 'open' | 'closed' | 'unknown';
  nextOpening: { time: string; label: string; sameDay: boolean } | null;
  eventOn: boolean | null;
  /** The time to wait for so it is open on its day (one tap sets it), or null. */
  openAt: string | null;
  /** Another day of the trip on the date it next opens, and when (one tap moves it there), or null. */
  openOn: { dayId: string; number: number; time: string } | null;
}

export interface PlanStop {
  key: string;
  place: TripPlace;
  number: number;
  /** The drive from the previous stop of its day. */
  leg: Leg | null;
  timing: StopTiming | null;
  note: string;
  notBefore: string | null;
  logs: TripLogEntry[];
}

export interface PlanDay {
  /** The board column: the day's id, or UNPLANNED. */
  columnId: string;
  day: TripDay | null;
  /** 1-based among the days; 0 for the stops in no day. */
  number: number;
  colour: string;
  stops: PlanStop[];
  totals: LegTotals;
}

export const placeKeyOf = (place: TripPlace): string => stopKey(place.type, place.id);

const located = (place: TripPlace) =>
  place.latitude !== null && place.longitude !== null ? { latitude: place.latitude, longitude: place.longitude } : null;

/** Each leg of an ordered list of places: a routing service's when given (one per pair), else the estimate. */
export function legsOf(places: readonly TripPlace[], road: readonly (Leg | null)[] | null): (Leg | null)[] {
  return places.map((place, index) => {
    if (index === 0) return null;
    const from = located(places[index - 1] as TripPlace);
    const to = located(place);
    if (!from || !to) return null;
    return road?.[index] ?? estimateLeg(from, to);
  });
}

/**
 * The itinerary as the screen shows it: the days in order with their stops, then the stops in no day (the only column
 * of a trip without days), each stop with its number, its leg from the previous stop and its log.
 */
export function planDays(
  trip: {
    places: readonly TripPlace[];
    days: readonly TripDay[];
    stops: readonly TripStop[];
    logs: readonly TripLogEntry[];
  },
  roadLegs: Readonly<Record<string, readonly (Leg | null)[]>> = {},
  timings: Readonly<Record<string, readonly (StopTiming | null)[]>> = {},
): PlanDay[] {
  const groups = groupStops(trip.days, trip.stops, trip.places);
  const stopOf = new Map(trip.stops.map((stop) => [stopKey(stop.placeType, stop.placeId), stop]));
  const column = (columnId: string, day: TripDay | null, number: number, places: readonly TripPlace[]): PlanDay => {
    const legs = legsOf(places, roadLegs[columnId] ?? null);
    return {
      columnId,
      day,
      number,
      colour: day ? (DAY_COLOURS[(number - 1) % DAY_COLOURS.length] as string) : NO_DAY_COLOUR,
      totals: sumLegs(legs),
      stops: places.map((place, index) => {
        const key = placeKeyOf(place);
        const stop = stopOf.get(key);
        return {
          key,
          place,
          number: index + 1,
          leg: legs[index] ?? null,
          timing: timings[columnId]?.[index] ?? null,
          note: stop?.note ?? '',
          notBefore: stop?.notBefore ?? null,
          logs: trip.logs.filter((entry) => stopKey(entry.placeType, entry.placeId) === key),
        };
      }),
    };
  };
  const days = groups.days.map((group, index) => column(group.day.id, group.day, index + 1, group.places));
  // A trip with days shows the unplanned column only when it holds something (it is still a drop target while dragging).
  return [...days, column(UNPLANNED, null, 0, groups.unplanned)];
}
