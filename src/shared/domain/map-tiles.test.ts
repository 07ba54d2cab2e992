import { describe, expect, it } from 'vitest';
import {
  boundsOf,
  OFFLINE_MIN_ZOOM,
  OFFLINE_TILE_CAP,
  offlineTilePlan,
  rangeSize,
  tileUrls,
  tileX,
  tileY,
} from './map-tiles.ts';

describe('map tiles', () => {
  it('finds the tile of a point as the slippy-map formula gives (Mikulov at zoom 13)', () => {
    // 48.8056 N, 16.6378 E: x = floor((16.6378 + 180) / 360 * 8192) = 4474; y = floor((1 - asinh(tan(48.8056°)) / π) / 2 * 8192) = 2820.
    expect(tileX(16.6378, 13)).toBe(4474);
    expect(tileY(48.8056, 13)).toBe(2820);
    expect(tileX(-180, 3)).toBe(0);
    expect(tileX(180, 3)).toBe(7);
  });

  it('stores as many zoom levels as the cap allows, never more tiles than the cap', () => {
    const palava = { south: 48.78, west: 16.55, north: 48.88, east: 16.72 };
    const plan = offlineTilePlan(palava);
    expect(plan.tiles).toBeLessThanOrEqual(OFFLINE_TILE_CAP);
    expect(plan.tiles).toBe(plan.ranges.reduce((sum, range) => sum + rangeSize(range), 0));
    expect(plan.zoom[0]).toBe(OFFLINE_MIN_ZOOM);
    expect(plan.zoom[1]).toBeGreaterThanOrEqual(14);
    const moravia = { south: 48.6, west: 16.0, north: 49.6, east: 17.9 };
    const wide = offlineTilePlan(moravia);
    expect(wide.tiles).toBeLessThanOrEqual(OFFLINE_TILE_CAP);
    expect(wide.zoom[1]).toBeLessThan(plan.zoom[1]);
  });

  it('boxes the located points only, and has no box without one', () => {
    expect(
      boundsOf([
        { latitude: 48.8, longitude: 16.6 },
        { latitude: null, longitude: null },
        { latitude: 48.9, longitude: 16.5 },
      ]),
    ).toEqual({ south: 48.8, west: 16.5, north: 48.9, east: 16.6 });
    expect(boundsOf([{ latitude: null, longitude: 16.6 }])).toBeNull();
  });

  it('lists every tile of the plan once, as URLs of the template', () => {
    const plan = offlineTilePlan({ south: 48.8, west: 16.6, north: 48.81, east: 16.61 }, 60);
    const urls = [...tileUrls('https://{s}.tiles.example/{z}/{x}/{y}.png', plan.ranges)];
    expect(urls).toHaveLength(plan.tiles);
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls[0]).toMatch(/^https:\/\/a\.tiles\.example\/8\/\d+\/\d+\.png$/);
  });
});
