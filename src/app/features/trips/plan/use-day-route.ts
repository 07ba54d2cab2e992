import { queryOptions, useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { routePointsParam, type RoutePoint } from '../../../../shared/domain/route-points.ts';
import { apiGet } from '../../../lib/api-client.ts';
import { retryWhenBusy } from '../../../lib/query-client.ts';
import { joinRoute, routeChunks, type DayRoute } from './day-route.ts';

/** A road answer is the same for the same points: kept a day here (and cached by HTTP too). */
export const ROUTE_STALE_MS = 24 * 3_600_000;

/** The route call for one piece of a day (at most TRIP_ROUTE_POINTS_MAX points). */
export const dayRouteQuery = (points: readonly RoutePoint[]) => {
  const param = routePointsParam(points);
  return queryOptions({
    queryKey: ['tripRoute', param],
    queryFn: () => apiGet('/api/trip/route', { points: param }),
    staleTime: ROUTE_STALE_MS,
    // The server already answers an estimate when the routing service fails; a failed call means offline, or busy.
    retry: retryWhenBusy,
    // Offline too: the service worker answers a route read before from its cache (else the call fails: the estimate).
    networkMode: 'offlineFirst',
  });
};

/**
 * Each day's legs and line for its located points in order: the server's (by road when it has a routing service;
 * offline, the answer the service worker kept), else estimateLeg's, offline and while loading. A route's `source` says
 * whether to label its legs "odhad". Every piece of every day is one query.
 * The server's render and the first render after it are the estimates, so hydration matches.
 */
export function useDayRoutes(days: readonly (readonly RoutePoint[])[]): DayRoute[] {
  // The points as text: the same positions are the same routes, however often the caller builds new arrays.
  const key = JSON.stringify(days);
  const chunks = useMemo(() => (JSON.parse(key) as RoutePoint[][]).map((points) => routeChunks(points)), [key]);
  const answers = useQueries({ queries: chunks.flat().map((chunk) => dayRouteQuery(chunk)) });
  const answered = answers.map((answer) => answer.dataUpdatedAt).join(',');
  return useMemo(() => {
    let next = 0;
    return chunks.map((dayChunks) => {
      const mine = answers.slice(next, next + dayChunks.length).map((answer) => answer.data);
      next += dayChunks.length;
      return joinRoute(dayChunks, mine);
    });
    // `answered` stands for the answers (a new array each render).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [chunks, answered]);
}
