import { describe, expect, it } from 'vitest';
import type { RoutePoint } from '../../../../shared/domain/route-points.ts';
import { estimateLeg } from '../../../../shared/domain/trip-plan/legs.ts';
import { tripPlace } from '../../../../../tests/support/trip-place.ts';
import { estimatedRoute, joinRoute, routeChunks, tripRouteChunks, type DayRoute } from './day-route.ts';

const points = (n: number): RoutePoint[] => Array.from({ length: n }, (_, i) => [48.7 + i * 0.01, 16.6 + i * 0.02]);
const road = (chunk: readonly RoutePoint[]): DayRoute => ({
  source: 'road',
  legs: chunk.slice(1).map((_, i) => ({ distanceKm: i + 1, minutes: i + 2, estimated: false })),
  line: chunk.flatMap(([lat, lng], i): [number, number][] =>
    i === 0
      ? [[lat, lng]]
      : [
          [lat - 0.001, lng],
          [lat, lng],
        ],
  ),
});

describe('a day route in pieces the route call takes', () => {
  it('asks nothing for fewer than two points and one piece for up to 25', () => {
    expect(routeChunks(points(0))).toEqual([]);
    expect(routeChunks(points(1))).toEqual([]);
    expect(routeChunks(points(2))).toEqual([points(2)]);
    expect(routeChunks(points(25))).toEqual([points(25)]);
  });

  it('splits a longer route into pieces of at most 25 points, each starting where the one before ended', () => {
    const all = points(60);
    const chunks = routeChunks(all);
    expect(chunks.map((chunk) => chunk.length)).toEqual([25, 25, 12]);
    expect(chunks[1]?.[0]).toEqual(chunks[0]?.[24]);
    expect(chunks[2]?.[0]).toEqual(chunks[1]?.[24]);
    expect(chunks[2]?.at(-1)).toEqual(all.at(-1));
    // Every leg once: 59 legs in all.
    expect(chunks.reduce((legs, chunk) => legs + chunk.length - 1, 0)).toBe(59);
  });

  it('estimates a piece not answered, and is by road only when every piece is', () => {
    const chunks = routeChunks(points(30));
    const estimate = joinRoute(chunks, [undefined, undefined]);
    expect(estimate.source).toBe('estimate');
    expect(estimate.legs).toHaveLength(29);
    const [a, b] = [points(30)[3] as RoutePoint, points(30)[4] as RoutePoint];
    expect(estimate.legs[3]).toEqual(
      estimateLeg({ latitude: a[0], longitude: a[1] }, { latitude: b[0], longitude: b[1] }),
    );
    expect(estimate.line).toEqual(points(30));

    const mixed = joinRoute(chunks, [road(chunks[0] ?? []), undefined]);
    expect(mixed.source).toBe('estimate');
    expect(mixed.legs.slice(0, 24).every((leg) => !leg.estimated)).toBe(true);
    expect(mixed.legs.slice(24).every((leg) => leg.estimated)).toBe(true);

    const both = joinRoute(chunks, chunks.map(road));
    expect(both.source).toBe('road');
    expect(both.legs).toHaveLength(29);
    // The joint point is in the line once.
    expect(both.line).toHaveLength(1 + 29 * 2);
  });

  it('estimates a piece whose answer has the wrong number of legs', () => {
    const chunk = points(3);
    const odd: DayRoute = { ...road(chunk), legs: road(chunk).legs.slice(1) };
    expect(joinRoute([chunk], [odd])).toEqual(estimatedRoute(chunk));
  });
});

describe("the route calls of a trip's days, as 'available offline' reads them ahead", () => {
  const place = (id: number, latitude: number | null, longitude: number | null) =>
    tripPlace(id, { latitude, longitude });
  const stop = (placeId: number, dayId: string | null, position: number) => ({
    placeId,
    placeType: 'wine_entity' as const,
    dayId,
    position,
    note: '',
    notBefore: null,
  });

  it("is one call per day with two located stops or more, in the day's order, skipping stops without a position", () => {
    const trip = {
      places: [
        place(1, 48.8, 16.6),
        place(2, 48.7, 16.7),
        place(3, null, null),
        place(4, 48.9, 16.8),
        place(5, 48.6, 16.5),
      ],
      days: [
        { id: 'd1', position: 0, date: null, startTime: null },
        { id: 'd2', position: 1, date: null, startTime: null },
      ],
      stops: [stop(2, 'd1', 0), stop(1, 'd1', 1), stop(3, 'd1', 2), stop(4, 'd2', 0), stop(5, null, 0)],
      logs: [],
    };
    expect(tripRouteChunks(trip)).toEqual([
      [
        [48.7, 16.7],
        [48.8, 16.6],
      ],
    ]);
    expect(tripRouteChunks(undefined)).toEqual([]);
  });
});
