import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { haversineKm } from '../../src/shared/domain/trip-route.ts';

/** How the fake answers: by road, with a server error, too slowly (after `slowMs`), or with something not OSRM's. */
export type FakeOsrmMode = 'road' | 'error' | 'slow' | 'garbage';

/** The fake's roads: 1.25 × the straight line at 60 km/h, each leg's line bent through a point beside its middle. */
export const FAKE_ROAD_FACTOR = 1.25;
export const FAKE_ROAD_SPEED_KMH = 60;

export interface FakeOsrm {
  /** Its ROUTING_URL. */
  readonly url: string;
  /** The request paths (with query) it was asked, in order. */
  readonly requests: string[];
  mode: FakeOsrmMode;
  close(): Promise<void>;
}

type Coordinate = [number, number];

/** The OSRM route answer (`code`, `routes[0].legs`, GeoJSON geometry as [lng, lat]) for coordinates in [lng, lat]. */
export function fakeRoute(coordinates: readonly Coordinate[]) {
  const legs = coordinates.slice(1).map((to, i) => {
    const from = coordinates[i] as Coordinate;
    const km = haversineKm({ latitude: from[1], longitude: from[0] }, { latitude: to[1], longitude: to[0] });
    const meters = km * FAKE_ROAD_FACTOR * 1000;
    return { distance: meters, duration: (meters / 1000 / FAKE_ROAD_SPEED_KMH) * 3600, steps: [], summary: '' };
  });
  const line: Coordinate[] = [coordinates[0] as Coordinate];
  coordinates.slice(1).forEach((to, i) => {
    const from = coordinates[i] as Coordinate;
    line.push([(from[0] + to[0]) / 2 + 0.001, (from[1] + to[1]) / 2 + 0.001], to);
  });
  const distance = legs.reduce((sum, leg) => sum + leg.distance, 0);
  const duration = legs.reduce((sum, leg) => sum + leg.duration, 0);
  return {
    code: 'Ok',
    routes: [{ distance, duration, weight: duration, geometry: { type: 'LineString', coordinates: line }, legs }],
    waypoints: coordinates.map((location) => ({ location, name: '' })),
  };
}

const ROUTE_PATH = /^\/route\/v1\/driving\/([^?]+)$/;

/**
 * A small OSRM-compatible routing service on loopback (`GET /route/v1/driving/{lng,lat;…}`), for tests and the e2e
 * server: a real HTTP server, so the app's requests, time-outs and failures are the real ones.
 */
export async function startFakeOsrm(port = 0, { slowMs = 10_000 } = {}): Promise<FakeOsrm> {
  const requests: string[] = [];
  const pending = new Set<NodeJS.Timeout>();
  const state = { mode: 'road' as FakeOsrmMode };
  const answer = (response: ServerResponse, status: number, body: unknown) => {
    response.statusCode = status;
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(body));
  };
  const handle = (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://osrm');
    requests.push(`${url.pathname}${url.search}`);
    const match = ROUTE_PATH.exec(url.pathname);
    const coordinates = match?.[1]
      ?.split(';')
      .map((pair) => pair.split(',').map(Number))
      .filter((pair): pair is Coordinate => pair.length === 2 && pair.every(Number.isFinite));
    if (!match || !coordinates || coordinates.length < 2) {
      answer(response, 400, { code: 'InvalidUrl', message: 'URL string malformed' });
      return;
    }
    if (state.mode === 'error') answer(response, 500, { code: 'InternalError' });
    else if (state.mode === 'garbage') answer(response, 200, { code: 'Ok', routes: [{ legs: 'none' }] });
    else if (state.mode === 'slow') {
      const timer = setTimeout(() => {
        pending.delete(timer);
        answer(response, 200, fakeRoute(coordinates));
      }, slowMs);
      pending.add(timer);
    } else answer(response, 200, fakeRoute(coordinates));
  };
  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    requests,
    get mode() {
      return state.mode;
    },
    set mode(mode: FakeOsrmMode) {
      state.mode = mode;
    },
    async close() {
      for (const timer of pending) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
