import type { TripDay, TripLogEntry, TripStop } from '../../../../shared/api/calls/trip-plan.ts';
import type { TripPlace } from '../../../../shared/api/calls/trips.ts';
import type { RoutePoint } from '../../../../shared/domain/route-points.ts';
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

type PlanTrip = {
  places: readonly TripPlace[];
  days: readonly TripDay[];
  stops: readonly TripStop[];
  logs: readonly TripLogEntry[];
};

/** The places that have a position, in order, as a route's points. */
export const locatedPoints = (places: readonly TripPlace[]): RoutePoint[] =>
  places.flatMap((place) =>
    place.latitude !== null && place.longitude !== null ? [[place.latitude, place.longitude] as const] : [],
  );

/** Each column's places in order (the days', then those in no day), as planDays lays them out: what a route is asked for. */
export function planColumns(trip: PlanTrip): { columnId: string; day: TripDay | null; places: TripPlace[] }[] {
  const groups = groupStops(trip.days, trip.stops, trip.places);
  return [
    ...groups.days.map((group) => ({ columnId: group.day.id, day: group.day, places: group.places })),
    { columnId: UNPLANNED, day: null, places: groups.unplanned },
  ];
}

/**
 * The itinerary as the screen shows it: the days in order with their stops, then the stops in no day (the only column
 * of a trip without days), each stop with its number, its leg from the previous stop and its log (its timing is laid
 * on after, from the day's legs).
 */
export function planDays(trip: PlanTrip, roadLegs: Readonly<Record<string, readonly (Leg | null)[]>> = {}): PlanDay[] {
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
          timing: null,
          note: stop?.note ?? '',
          notBefore: stop?.notBefore ?? null,
          logs: trip.logs.filter((entry) => stopKey(entry.placeType, entry.placeId) === key),
        };
      }),
    };
  };
  // The days are numbered from 1; the stops in no day, last, are 0.
  return planColumns(trip).map((group, index) =>
    column(group.columnId, group.day, group.day ? index + 1 : 0, group.places),
  );
}
