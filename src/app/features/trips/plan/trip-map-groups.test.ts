import { describe, expect, it } from 'vitest';
import { tripPlace } from '../../../../../tests/support/trip-place.ts';
import type { TripPlace } from '../../../../shared/api/calls/trips.ts';
import { tripMapRoutes, tripPlacePoint, tripStopKey, type TripMapGroup } from './trip-map-groups.ts';

const place = (id: number, latitude: number | null, longitude: number | null, over: Partial<TripPlace> = {}) =>
  tripPlace(id, { latitude, longitude, ...over });

const group = (key: string, stops: TripPlace[], over: Partial<TripMapGroup> = {}): TripMapGroup => ({
  key,
  label: key,
  colour: '#123456',
  stops,
  ...over,
});

describe('tripMapRoutes', () => {
  it('numbers each group from 1 and keys stops by type:id', () => {
    const routes = tripMapRoutes([
      group('Den 1', [place(1, 48.8, 16.6), place(2, 48.9, 16.7)]),
      group('Den 2', [place(3, 49, 16.8, { type: 'event', types: ['event'] })]),
    ]);
    expect(routes.map((route) => route.stops.map((stop) => [stop.key, stop.number]))).toEqual([
      [
        ['wine_entity:1', 1],
        ['wine_entity:2', 2],
      ],
      [['event:3', 1]],
    ]);
    expect(routes.map((route) => route.colour)).toEqual(['#123456', '#123456']);
  });

  it("skips a stop with no position, keeping its row's number unused and the line through the others", () => {
    const [route] = tripMapRoutes([group('Den 1', [place(1, 48.8, 16.6), place(2, null, null), place(3, 49, 16.8)])]);
    expect(route?.stops.map((stop) => stop.number)).toEqual([1, 3]);
    expect(route?.line).toEqual([
      [48.8, 16.6],
      [49, 16.8],
    ]);
    expect(route?.straight).toBe(true);
  });

  it('draws the road line when given, straight segments when not or when it has under two points', () => {
    const stops = [place(1, 48.8, 16.6), place(2, 48.9, 16.7)];
    const road: [number, number][] = [
      [48.8, 16.6],
      [48.85, 16.61],
      [48.9, 16.7],
    ];
    const [withRoad, withoutRoad, shortRoad] = tripMapRoutes([
      group('a', stops, { line: road }),
      group('b', stops),
      group('c', stops, { line: [[48.8, 16.6]] }),
    ]);
    expect(withRoad).toMatchObject({ line: road, straight: false });
    expect(withoutRoad).toMatchObject({
      line: [
        [48.8, 16.6],
        [48.9, 16.7],
      ],
      straight: true,
    });
    expect(shortRoad?.straight).toBe(true);
  });

  it('does not join a group marked not joined', () => {
    const [route] = tripMapRoutes([
      group('unplanned', [place(1, 48.8, 16.6), place(2, 48.9, 16.7)], { joined: false }),
    ]);
    expect(route?.line).toBeNull();
    expect(route?.stops).toHaveLength(2);
  });

  it("names a pin by its number and title, and by its group's label when the map shows several", () => {
    const one = tripMapRoutes([group('Den 1', [place(7, 48.8, 16.6)])]);
    expect(one[0]?.stops[0]?.name).toBe('1. Vinařství 7');
    const two = tripMapRoutes([group('Den 1', [place(7, 48.8, 16.6)]), group('Den 2', [place(8, 48.9, 16.6)])]);
    expect(two[1]?.stops[0]?.name).toBe('1. Vinařství 8 (Den 2)');
  });
});

describe('tripPlacePoint', () => {
  it("is the place as a map point with its first category as the bubble's type", () => {
    expect(tripPlacePoint(place(4, 48.8, 16.6, { types: ['cellar', 'winemaker'] }))).toMatchObject({
      id: 4,
      type: 'cellar',
      title: 'Vinařství 4',
      location: 'Mikulov',
      latitude: 48.8,
      longitude: 16.6,
    });
    expect(tripPlacePoint(place(4, 48.8, null))).toBeNull();
    expect(tripStopKey({ type: 'restaurant', id: 4 })).toBe('restaurant:4');
  });
});
