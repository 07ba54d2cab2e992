import { describe, expect, it } from 'vitest';
import { mapPointKey, pointsInView } from './map-points.ts';

const at = (id: number, latitude: number, longitude: number) => ({ id, type: 'cellar', latitude, longitude });
const view = { west: 16, south: 48.8, east: 17, north: 49.2 };

describe('points in the map view', () => {
  it('keeps the points inside the view and on its edges, in their order', () => {
    const points = [
      at(1, 49, 16.5),
      at(2, 48.8, 16),
      at(3, 49.2, 17),
      at(4, 49, 15.99),
      at(5, 49.3, 16.5),
      at(6, 48.79, 16.5),
    ];
    expect(pointsInView(points, view).map((point) => point.id)).toEqual([1, 2, 3]);
  });

  it('follows the view as it moves', () => {
    const points = [at(1, 49, 16.5), at(2, 49, 17.5)];
    expect(pointsInView(points, { ...view, west: 17.2, east: 18 }).map((point) => point.id)).toEqual([2]);
  });

  it('keys a point by its type and id', () => {
    expect(mapPointKey({ id: 7, type: 'event' })).toBe('event:7');
    expect(mapPointKey({ id: 7, type: 'cellar' })).not.toBe(mapPointKey({ id: 7, type: 'event' }));
  });
});
