import { describe, expect, it } from 'vitest';
import { convexHull, pinColor, usableMapPoints } from './map-points.ts';
import type { MapPoint } from './place-map-props.ts';

const point = (latitude: number, longitude: number): MapPoint => ({
  id: 1,
  type: 'winemaker',
  title: 'x',
  location: null,
  url: '/cs',
  image: null,
  latitude,
  longitude,
});

describe('map points', () => {
  it('uses only points with a latitude within 48.5–51 and a longitude', () => {
    const kept = usableMapPoints([
      point(48.5, 16),
      point(51, 14),
      point(48.49, 16),
      point(51.01, 16),
      point(49, Number.NaN),
    ]);
    expect(kept.map((p) => p.latitude)).toEqual([48.5, 51]);
  });

  it('colours pins per type as the spec gives, purple for anything else', () => {
    expect(pinColor('event')).not.toBe(pinColor('winemaker'));
    expect(pinColor('restaurant')).toBe(pinColor('accommodation'));
    expect(pinColor('unknown')).toBe(pinColor('location'));
  });

  it('outlines a set of points by their convex hull', () => {
    expect(
      convexHull([
        [0, 0],
        [2, 0],
        [1, 1],
        [2, 2],
        [0, 2],
      ]),
    ).toEqual([
      [0, 0],
      [2, 0],
      [2, 2],
      [0, 2],
    ]);
  });
});
