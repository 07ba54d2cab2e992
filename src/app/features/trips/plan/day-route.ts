import { TRIP_ROUTE_POINTS_MAX } from '../../../../shared/constants/trip-route.ts';
import type { RoutePoint } from '../../../../shared/domain/route-points.ts';
import { estimateLeg, type Leg } from '../../../../shared/domain/trip-plan/legs.ts';
import { locatedPoints, planColumns } from './trip-plan-view.ts';

/** A day's drive as the route call answers it: by road, or estimated (labelled "odhad"). */
export interface DayRoute {
  readonly source: 'road' | 'estimate';
  /** One per pair of consecutive points. */
  readonly legs: Leg[];
  /** [latitude, longitude] along the road, or the points themselves. */
  readonly line: [number, number][];
}

/** A route of more points than one call takes goes in pieces, each starting where the one before ended. */
export function routeChunks(points: readonly RoutePoint[]): RoutePoint[][] {
  if (points.length < 2) return [];
  const chunks: RoutePoint[][] = [];
  for (let start = 0; start < points.length - 1; start += TRIP_ROUTE_POINTS_MAX - 1)
    chunks.push(points.slice(start, start + TRIP_ROUTE_POINTS_MAX));
  return chunks;
}

const at = ([latitude, longitude]: RoutePoint) => ({ latitude, longitude });

/** The estimate of a piece: its straight legs and the points as its line. */
export function estimatedRoute(points: readonly RoutePoint[]): DayRoute {
  return {
    source: 'estimate',
    legs: points.slice(1).map((to, i) => estimateLeg(at(points[i] as RoutePoint), at(to))),
    line: points.map(([latitude, longitude]): [number, number] => [latitude, longitude]),
  };
}

/**
 * The whole day from its pieces' answers: a piece not answered (offline, loading, failed) or answered oddly is
 * estimated; the day is by road only when every piece is.
 */
export function joinRoute(chunks: readonly RoutePoint[][], answers: readonly (DayRoute | undefined)[]): DayRoute {
  const parts = chunks.map((chunk, i) => {
    const answer = answers[i];
    return answer && answer.legs.length === chunk.length - 1 ? answer : estimatedRoute(chunk);
  });
  return {
    source: parts.length > 0 && parts.every((part) => part.source === 'road') ? 'road' : 'estimate',
    legs: parts.flatMap((part) => part.legs),
    // Each piece's line starts at the point the one before ends at.
    line: parts.flatMap((part, i) => (i === 0 ? part.line : part.line.slice(1))),
  };
}

/** Every route call a trip's days make as read (each day's located stops, in the pieces the call takes). */
export function tripRouteChunks(read: Parameters<typeof planColumns>[0] | undefined): RoutePoint[][] {
  if (!read) return [];
  return planColumns(read).flatMap((column) => routeChunks(locatedPoints(column.places)));
}
