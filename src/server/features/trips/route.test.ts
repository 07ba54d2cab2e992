import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routePointsParam, type RoutePoint } from '../../../shared/domain/route-points.ts';
import { ROUTE_EVENT_RADIUS_KM } from '../../../shared/constants/trip-route.ts';
import { estimateLeg } from '../../../shared/domain/trip-plan/legs.ts';
import { haversineKm } from '../../../shared/domain/trip-route.ts';
import {
  FAKE_ROAD_FACTOR,
  FAKE_ROAD_SPEED_KMH,
  startFakeOsrm,
  type FakeOsrm,
} from '../../../../tests/support/fake-osrm.ts';
import { openTestApp, type TestApp } from '../../../../tests/support/test-app.ts';
import { COSTLY_READ_RETRY_SECONDS, COSTLY_READS_PER_CLIENT } from '../../lib/http/input-limits.ts';
import { ESTIMATED_ROUTE_CACHE, ROAD_ROUTE_CACHE } from './route-routes.ts';
import { fetchRoadRoute, ROUTING_TIMEOUT_MS } from './route-road.ts';

type Leg = { distanceKm: number; minutes: number; estimated: boolean };
type Route = { source: 'road' | 'estimate'; legs: Leg[]; line: [number, number][] };
type Fields = { error: string; fields: { path: string; message: string }[] };

// Mikulov → Valtice → Lednice.
const POINTS: RoutePoint[] = [
  [48.8056, 16.6378],
  [48.7406, 16.7553],
  [48.7999, 16.8035],
];
const at = ([latitude, longitude]: RoutePoint) => ({ latitude, longitude });
const routePath = (points: readonly RoutePoint[]) => `/api/trip/route?points=${routePointsParam(points)}`;

function expectEstimate(body: Route, points: readonly RoutePoint[]) {
  expect(body.source).toBe('estimate');
  expect(body.line).toEqual(points);
  expect(body.legs).toHaveLength(points.length - 1);
  body.legs.forEach((leg, i) => {
    const expected = estimateLeg(at(points[i] as RoutePoint), at(points[i + 1] as RoutePoint));
    expect(leg.estimated).toBe(true);
    expect(leg.minutes).toBe(expected.minutes);
    expect(leg.distanceKm).toBeCloseTo(expected.distanceKm, 2);
  });
}

let osrm: FakeOsrm;
let withRouting: TestApp;
/** Without ROUTING_URL. */
let without: TestApp;
beforeAll(async () => {
  osrm = await startFakeOsrm(0, { slowMs: ROUTING_TIMEOUT_MS + 5000 });
  withRouting = await openTestApp({ routingUrl: osrm.url });
  without = await openTestApp();
});
afterAll(async () => {
  await Promise.all([withRouting.close(), without.close(), osrm.close()]);
});

describe('a trip day route', () => {
  it('takes road legs and the road line from the routing service, cached for a day', async () => {
    osrm.mode = 'road';
    osrm.requests.length = 0;
    const { status, body, headers } = await withRouting.getJson<Route>(routePath(POINTS));
    expect(status).toBe(200);
    expect(osrm.requests).toEqual([
      `/route/v1/driving/${POINTS.map(([lat, lng]) => `${lng},${lat}`).join(';')}?overview=full&geometries=geojson`,
    ]);
    expect(body.source).toBe('road');
    expect(body.legs).toHaveLength(2);
    body.legs.forEach((leg, i) => {
      const km = haversineKm(at(POINTS[i] as RoutePoint), at(POINTS[i + 1] as RoutePoint)) * FAKE_ROAD_FACTOR;
      expect(leg.estimated).toBe(false);
      expect(leg.distanceKm).toBeCloseTo(km, 2);
      expect(leg.minutes).toBe(Math.round((km / FAKE_ROAD_SPEED_KMH) * 60));
    });
    // The road bends through a point beside each leg's middle: 2 legs → 5 points, in [lat, lng].
    expect(body.line).toHaveLength(5);
    expect(body.line[0]).toEqual(POINTS[0]);
    expect(body.line[1]?.[0]).toBeCloseTo((48.8056 + 48.7406) / 2 + 0.001, 5);
    expect(body.line[4]).toEqual(POINTS[2]);
    expect(headers.get('cache-control')).toBe(ROAD_ROUTE_CACHE);
  });

  it('estimates without a routing service, cached briefly', async () => {
    const { status, body, headers } = await without.getJson<Route>(routePath(POINTS));
    expect(status).toBe(200);
    expectEstimate(body, POINTS);
    expect(headers.get('cache-control')).toBe(ESTIMATED_ROUTE_CACHE);
  });

  it.each(['error', 'garbage'] as const)('estimates when the routing service answers %s', async (mode) => {
    osrm.mode = mode;
    const { status, body, headers } = await withRouting.getJson<Route>(routePath(POINTS));
    expect(status).toBe(200);
    expectEstimate(body, POINTS);
    expect(headers.get('cache-control')).toBe(ESTIMATED_ROUTE_CACHE);
  });

  it('estimates within the time-out when the routing service is slow', async () => {
    osrm.mode = 'slow';
    const started = performance.now();
    const { status, body } = await withRouting.getJson<Route>(routePath(POINTS.slice(0, 2)));
    const took = performance.now() - started;
    expect(status).toBe(200);
    expectEstimate(body, POINTS.slice(0, 2));
    expect(took).toBeGreaterThanOrEqual(ROUTING_TIMEOUT_MS - 50);
    expect(took).toBeLessThan(ROUTING_TIMEOUT_MS + 2000);
  }, 15_000);

  it('lets one client wait on at most COSTLY_READS_PER_CLIENT routes at once: one more is a 429 with Retry-After', async () => {
    osrm.mode = 'slow';
    const answers = await Promise.all(
      Array.from({ length: COSTLY_READS_PER_CLIENT + 2 }, (_, i) =>
        withRouting.app.request(routePath([POINTS[0] as RoutePoint, [48.7 + i / 1000, 16.7]])),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(COSTLY_READS_PER_CLIENT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(2);
    const refused = answers.find((answer) => answer.status === 429);
    expect(refused?.headers.get('retry-after')).toBe(String(COSTLY_READ_RETRY_SECONDS));
  }, 20_000);

  it('gives no road route when the routing service cannot be reached (the route is then estimated)', async () => {
    const closed = await startFakeOsrm();
    await closed.close();
    expect(await fetchRoadRoute(closed.url, POINTS)).toBeUndefined();
    osrm.mode = 'road';
    expect((await fetchRoadRoute(osrm.url, POINTS))?.legs).toHaveLength(2);
  });

  it.each([
    ['', 'points'],
    ['?points=48.8,16.6', 'points'],
    ['?points=48.8,16.6;91,16.7', 'points'],
    ['?points=48.8,16.6;48.7,181', 'points'],
    ['?points=48.8,16.6;48.7', 'points'],
    ['?points=48.8,16.6;abc,16.7', 'points'],
    ['?points=48.8,16.6;;48.7,16.7', 'points'],
    [`?points=${Array.from({ length: 26 }, (_, i) => `48.${i},16.6`).join(';')}`, 'points'],
    [`?points=${'48.123456789,16.123456789;'.repeat(60)}48.1,16.1`, 'points'],
  ])('answers 400 naming the field for %s', async (query, field) => {
    osrm.requests.length = 0;
    const { status, body } = await withRouting.getJson<Fields>(`/api/trip/route${query}`);
    expect(status).toBe(400);
    expect(body.error).toBe('validation_failed');
    expect(body.fields.map((f) => f.path)).toEqual([field]);
    expect(osrm.requests).toEqual([]);
  });

  it('takes 25 points', async () => {
    osrm.mode = 'road';
    const points = Array.from({ length: 25 }, (_, i): RoutePoint => [48.7 + i * 0.01, 16.6 + i * 0.01]);
    const { status, body } = await withRouting.getJson<Route>(routePath(points));
    expect(status).toBe(200);
    expect(body.source).toBe('road');
    expect(body.legs).toHaveLength(24);
  });
});

describe('events along a trip', () => {
  type Item = { id: number; type: string; dateFrom: string; dateTo: string | null; distanceKm: number; url: string };
  const eventsPath = (dateFrom: string, dateTo: string, points: readonly RoutePoint[], locale = 'cs') =>
    `/api/trip/route-events?dateFrom=${dateFrom}&dateTo=${dateTo}&points=${routePointsParam(points)}&locale=${locale}`;

  it('finds the events on the dates within the radius of a point, nearest first on a day', async () => {
    const [event] = await without.db.query<{
      id: number;
      latitude: number;
      longitude: number;
      from: string;
      to: string;
    }>(
      `SELECT entity_id AS id, latitude, longitude, to_char(date_from, 'YYYY-MM-DD') AS from,
              to_char(coalesce(date_to, date_from), 'YYYY-MM-DD') AS to
       FROM search_documents WHERE place_type = 'event' AND latitude IS NOT NULL AND date_from IS NOT NULL
       ORDER BY date_from, entity_id LIMIT 1`,
    );
    if (!event) throw new Error('the seed has no located event');
    // A route passing 3 km north of the event (and a far point): it is found; 7 km north it is not.
    const near: RoutePoint[] = [
      [event.latitude + 3 / 111.2, event.longitude],
      [50.08, 14.42],
    ];
    const far: RoutePoint[] = [
      [event.latitude + 7 / 111.2, event.longitude],
      [50.08, 14.42],
    ];
    const found = await without.getJson<{ items: Item[] }>(eventsPath(event.to, event.to, near, 'en'));
    expect(found.status).toBe(200);
    const item = found.body.items.find((i) => i.id === event.id);
    expect(item).toBeDefined();
    expect(item?.type).toBe('event');
    expect(item?.distanceKm).toBeCloseTo(haversineKm(event, at(near[0] as RoutePoint)), 2);
    expect(item?.url.startsWith('/en/')).toBe(true);
    for (const other of found.body.items) {
      expect(other.distanceKm).toBeLessThanOrEqual(ROUTE_EVENT_RADIUS_KM);
      expect(other.dateFrom <= event.to && (other.dateTo ?? other.dateFrom) >= event.to).toBe(true);
    }
    // The same as measured here over every located event on that day.
    const all = await without.db.query<{ id: number; latitude: number; longitude: number }>(
      `SELECT DISTINCT entity_id AS id, latitude, longitude FROM search_documents
       WHERE place_type = 'event' AND latitude IS NOT NULL AND date_from <= $1::date AND coalesce(date_to, date_from) >= $1::date`,
      [event.to],
    );
    const expected = all
      .filter((e) => near.some((p) => haversineKm(e, at(p)) <= ROUTE_EVENT_RADIUS_KM))
      .map((e) => e.id)
      .sort((a, b) => a - b);
    expect(found.body.items.map((i) => i.id).sort((a, b) => a - b)).toEqual(expected);

    const tooFar = await without.getJson<{ items: Item[] }>(eventsPath(event.to, event.to, far));
    expect(tooFar.body.items.some((i) => i.id === event.id)).toBe(false);
    // The day after the event ends it is not suggested.
    const after = new Date(Date.parse(event.to) + 86_400_000).toISOString().slice(0, 10);
    const later = await without.getJson<{ items: Item[] }>(eventsPath(after, after, near));
    expect(later.body.items.some((i) => i.id === event.id)).toBe(false);
  });

  it.each([
    ['dateFrom=2026-05-01&dateTo=2026-04-30&points=48.8,16.6;48.7,16.7', 'dateTo'],
    ['dateFrom=2026-05-01&dateTo=2026-06-01&points=48.8,16.6;48.7,16.7', 'dateTo'],
    ['dateFrom=2026-5-1&dateTo=2026-05-02&points=48.8,16.6;48.7,16.7', 'dateFrom'],
    ['dateFrom=2026-05-01&dateTo=2026-05-02&points=48.8,16.6', 'points'],
  ])('answers 400 naming the field for %s', async (query, field) => {
    const { status, body } = await without.getJson<Fields>(`/api/trip/route-events?${query}`);
    expect(status).toBe(400);
    expect(body.fields.map((f) => f.path)).toEqual([field]);
  });
});
