import { queryOptions, useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { RoutedLocale } from '../../../../shared/constants/locales.ts';
import { parseRoutePoints, routePointsParam, type RoutePoint } from '../../../../shared/domain/route-points.ts';
import type { LatLng } from '../../../../shared/domain/trip-route.ts';
import { apiGet } from '../../../lib/api-client.ts';
import { retryWhenBusy } from '../../../lib/query-client.ts';
import { boundedDates, eventPointGroups, mergeRouteEvents, type RouteEvent } from './route-events.ts';

/** Events change seldom within a planning session. */
const ROUTE_EVENTS_STALE_MS = 10 * 60_000;

export const routeEventsQuery = (
  dates: { dateFrom: string; dateTo: string },
  points: readonly RoutePoint[],
  locale: RoutedLocale,
) => {
  const param = routePointsParam(points);
  return queryOptions({
    queryKey: ['tripRouteEvents', dates.dateFrom, dates.dateTo, param, locale],
    queryFn: () => apiGet('/api/trip/route-events', { ...dates, points: param, locale }),
    staleTime: ROUTE_EVENTS_STALE_MS,
    retry: retryWhenBusy,
    // Offline too: the service worker answers what it read before (else the call fails: no suggestions).
    networkMode: 'offlineFirst',
  });
};

/**
 * Events on the trip's dates near its located points (suggestions), nearest first on each day. Offline: what was
 * read before, or none. Nothing is asked without dates or points, nor on the server's render.
 */
export function useRouteEvents(
  dates: { dateFrom: string; dateTo: string } | null,
  points: readonly LatLng[],
  locale: RoutedLocale,
): { events: RouteEvent[]; loading: boolean } {
  const bounded = dates ? boundedDates(dates.dateFrom, dates.dateTo) : null;
  const param = routePointsParam(points.map((point): RoutePoint => [point.latitude, point.longitude]));
  const groups = useMemo(() => eventPointGroups(parseRoutePoints(param) ?? []), [param]);
  const answers = useQueries({
    queries: bounded ? groups.map((group) => routeEventsQuery(bounded, group, locale)) : [],
  });
  const answered = answers.map((answer) => answer.dataUpdatedAt).join(',');
  const events = useMemo(
    () => mergeRouteEvents(answers.map((answer) => answer.data?.items)),
    // `answered` stands for the answers (a new array each render).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [answered],
  );
  return { events, loading: answers.some((answer) => answer.isFetching) };
}
