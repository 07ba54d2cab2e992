import { describe, expect, it } from 'vitest';
import { pointsRoute, routeLine, routesFitKey } from './map-routes.ts';
import type { MapPoint, MapRoute } from './place-map-props.ts';

const point = (id: number, latitude: number, longitude: number): MapPoint => ({
  id,
  type: 'winemaker',
  title: `P${id}`,
  location: null,
  url: `/p${id}`,
  image: null,
  latitude,
  longitude,
});

const route = (key: string, ids: number[]): MapRoute => ({
  key,
  colour: 'red',
  stops: ids.map((id, i) => ({ key: `s:${id}`, number: i + 1, name: `${i + 1}`, point: point(id, 49, 16) })),
  line: null,
  straight: true,
});

describe('routeLine', () => {
  it('is the road line when it has two points, else straight between the stops', () => {
    const stops = [point(1, 49, 16), point(2, 49.1, 16.1)];
    expect(
      routeLine(stops, [
        [49, 16],
        [49.05, 16.02],
        [49.1, 16.1],
      ]),
    ).toEqual({
      line: [
        [49, 16],
        [49.05, 16.02],
        [49.1, 16.1],
      ],
      straight: false,
    });
    expect(routeLine(stops, [])).toEqual({
      line: [
        [49, 16],
        [49.1, 16.1],
      ],
      straight: true,
    });
    expect(routeLine(stops, null)).toEqual({
      line: [
        [49, 16],
        [49.1, 16.1],
      ],
      straight: true,
    });
  });
});

describe('routesFitKey', () => {
  it('stays the same when stops are reordered or move between routes, and changes when one is added or removed', () => {
    const key = routesFitKey([route('a', [1, 2]), route('b', [3])]);
    expect(routesFitKey([route('a', [3, 1]), route('b', [2])])).toBe(key);
    expect(routesFitKey([route('a', [1, 2]), route('b', [3, 4])])).not.toBe(key);
    expect(routesFitKey([route('a', [1, 2])])).not.toBe(key);
  });
});

describe('pointsRoute', () => {
  it('numbers the usable points in order and joins them straight', () => {
    const drawn = pointsRoute([point(1, 49, 16), point(2, 60, 16), point(3, 49.2, 16.2)]);
    expect(drawn.stops.map((stop) => [stop.key, stop.number, stop.name])).toEqual([
      ['winemaker:1', 1, '1. P1'],
      ['winemaker:3', 2, '2. P3'],
    ]);
    expect(drawn).toMatchObject({
      line: [
        [49, 16],
        [49.2, 16.2],
      ],
      straight: true,
    });
  });
});
