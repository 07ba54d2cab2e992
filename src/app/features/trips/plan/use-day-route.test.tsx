import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import type { RoutePoint } from '../../../../shared/domain/route-points.ts';
import type { LatLng } from '../../../../shared/domain/trip-route.ts';
import { sendApiCallsThrough } from '../../../lib/api-client.ts';
import type { DayRoute } from './day-route.ts';
import { dayRouteQuery, useDayRoutes } from './use-day-route.ts';

const POINTS: LatLng[] = [
  { latitude: 48.8056, longitude: 16.6378 },
  { latitude: 48.7406, longitude: 16.7553 },
];

function routeOf(client: QueryClient, points: readonly LatLng[]): DayRoute {
  let seen: DayRoute | undefined;
  function Probe() {
    [seen] = useDayRoutes([points.map((point): RoutePoint => [point.latitude, point.longitude])]);
    return null;
  }
  renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <Probe />
    </QueryClientProvider>,
  );
  if (!seen) throw new Error('not rendered');
  return seen;
}

const asked: string[] = [];
sendApiCallsThrough(async (url) => {
  asked.push(url);
  return new Response('{}', { status: 500 });
});
afterEach(() => {
  asked.length = 0;
});

describe('useDayRoutes on the server render (and so the first render after hydration)', () => {
  it('is the estimate and asks nothing', () => {
    const route = routeOf(new QueryClient(), POINTS);
    expect(route.source).toBe('estimate');
    expect(route.legs).toHaveLength(1);
    expect(route.legs[0]?.estimated).toBe(true);
    expect(route.line).toEqual([
      [48.8056, 16.6378],
      [48.7406, 16.7553],
    ]);
    expect(asked).toEqual([]);
  });

  it('takes a road answer read before for the same points (offline too)', () => {
    const client = new QueryClient();
    const road: DayRoute = {
      source: 'road',
      legs: [{ distanceKm: 14.2, minutes: 17, estimated: false }],
      line: [
        [48.8056, 16.6378],
        [48.77, 16.7],
        [48.7406, 16.7553],
      ],
    };
    client.setQueryData(dayRouteQuery(POINTS.map((p) => [p.latitude, p.longitude] as const)).queryKey, road);
    const route = routeOf(client, POINTS);
    expect(route.source).toBe('road');
    expect(route.legs).toEqual(road.legs);
    expect(route.line).toEqual(road.line);
  });

  it('has no legs for fewer than two points', () => {
    const route = routeOf(new QueryClient(), POINTS.slice(0, 1));
    expect(route.legs).toEqual([]);
    expect(asked).toEqual([]);
  });

  it('gives each day its own route: a day read before by road, another estimated, an empty day none', () => {
    const client = new QueryClient();
    const dayOne: RoutePoint[] = POINTS.map((p) => [p.latitude, p.longitude]);
    const dayTwo: RoutePoint[] = [
      [48.7999, 16.8035],
      [48.81, 16.64],
    ];
    const road: DayRoute = {
      source: 'road',
      legs: [{ distanceKm: 14.2, minutes: 17, estimated: false }],
      line: dayOne.map(([lat, lng]): [number, number] => [lat, lng]),
    };
    client.setQueryData(dayRouteQuery(dayOne).queryKey, road);
    let seen: DayRoute[] = [];
    function Probe() {
      seen = useDayRoutes([dayOne, dayTwo, []]);
      return null;
    }
    renderToStaticMarkup(
      <QueryClientProvider client={client}>
        <Probe />
      </QueryClientProvider>,
    );
    expect(seen.map((route) => route.source)).toEqual(['road', 'estimate', 'estimate']);
    expect(seen[0]?.legs).toEqual(road.legs);
    expect(seen[1]?.legs).toHaveLength(1);
    expect(seen[2]?.legs).toEqual([]);
    expect(asked).toEqual([]);
  });
});
