import type { TripDay, TripStop } from '../../../../shared/api/calls/trip-plan.ts';
import type { TripPlace } from '../../../../shared/api/calls/trips.ts';
import { ROUTE_EVENTS_DAYS_MAX, TRIP_ROUTE_POINTS_MAX } from '../../../../shared/constants/trip-route.ts';
import type { RoutePoint } from '../../../../shared/domain/route-points.ts';
import { positionBetween } from './stop-positions.ts';

/** An event suggested for a trip, with its distance from the nearest point of the route. */
export type RouteEvent = TripPlace & { distanceKm: number };

const DAY_MS = 86_400_000;

/** The dates as the call takes them: at most ROUTE_EVENTS_DAYS_MAX days from the first; null when reversed. */
export function boundedDates(dateFrom: string, dateTo: string): { dateFrom: string; dateTo: string } | null {
  const from = Date.parse(`${dateFrom}T00:00:00Z`);
  const to = Date.parse(`${dateTo}T00:00:00Z`);
  if (!Number.isFinite(from) || !Number.isFinite(to) || to < from) return null;
  const last = Math.min(to, from + (ROUTE_EVENTS_DAYS_MAX - 1) * DAY_MS);
  return { dateFrom, dateTo: new Date(last).toISOString().slice(0, 10) };
}

/** The points in groups the call takes; a lone point goes twice (the call needs two). */
export function eventPointGroups(points: readonly RoutePoint[]): RoutePoint[][] {
  const groups: RoutePoint[][] = [];
  for (let start = 0; start < points.length; start += TRIP_ROUTE_POINTS_MAX) {
    const group = points.slice(start, start + TRIP_ROUTE_POINTS_MAX);
    groups.push(group.length === 1 ? [group[0] as RoutePoint, group[0] as RoutePoint] : group);
  }
  return groups;
}

/** The groups' answers as one list: each event once at its nearest distance, by first day, then distance. */
export function mergeRouteEvents(answers: readonly (readonly RouteEvent[] | undefined)[]): RouteEvent[] {
  const nearest = new Map<number, RouteEvent>();
  for (const event of answers.flatMap((answer) => answer ?? [])) {
    const known = nearest.get(event.id);
    if (!known || event.distanceKm < known.distanceKm) nearest.set(event.id, event);
  }
  return [...nearest.values()].sort(
    (a, b) => (a.dateFrom ?? '').localeCompare(b.dateFrom ?? '') || a.distanceKm - b.distanceKm || a.id - b.id,
  );
}

/**
 * Where a suggested event goes when added: at the end of the first day (in the days' order) whose date it is on, or
 * nowhere (null) when no day has its date. `days` in order; `stops` the trip's placements.
 */
export function eventDayPlacement(
  days: readonly Pick<TripDay, 'id' | 'date'>[],
  stops: readonly Pick<TripStop, 'dayId' | 'position'>[],
  event: Pick<TripPlace, 'dateFrom' | 'dateTo'>,
): { dayId: string; position: number } | null {
  const from = event.dateFrom?.slice(0, 10);
  const to = (event.dateTo ?? event.dateFrom)?.slice(0, 10);
  if (!from || !to) return null;
  const day = days.find((candidate) => candidate.date !== null && candidate.date >= from && candidate.date <= to);
  if (!day) return null;
  const last = Math.max(...stops.filter((stop) => stop.dayId === day.id).map((stop) => stop.position));
  return { dayId: day.id, position: positionBetween(Number.isFinite(last) ? last : undefined, undefined) };
}
