/** Web-Mercator tile maths for saving a trip's map for offline use (DESIGN.md: zoom range and tile count capped). */

export interface Bounds {
  south: number;
  west: number;
  north: number;
  east: number;
}
export interface TileRange {
  z: number;
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
}

/** A trip's prefetch never exceeds this many tiles. */
export const OFFLINE_TILE_CAP = 2500;
export const OFFLINE_MIN_ZOOM = 8;
export const OFFLINE_MAX_ZOOM = 16;
/** Average size of one 256 px map tile, for the estimate shown before starting. */
export const AVERAGE_TILE_BYTES = 18_000;
/** Room around the trip's places, in degrees (about 2 km), so the edge stops are not at the map's edge. */
export const BOUNDS_MARGIN_DEG = 0.02;

/** The box around the points that have a location; null when none has. */
export function boundsOf(points: readonly { latitude: number | null; longitude: number | null }[]): Bounds | null {
  const located = points.filter((point) => point.latitude !== null && point.longitude !== null);
  if (located.length === 0) return null;
  const latitudes = located.map((point) => point.latitude ?? 0);
  const longitudes = located.map((point) => point.longitude ?? 0);
  return {
    south: Math.min(...latitudes),
    west: Math.min(...longitudes),
    north: Math.max(...latitudes),
    east: Math.max(...longitudes),
  };
}

const clampLat = (lat: number) => Math.max(-85.0511, Math.min(85.0511, lat));

export function tileX(lon: number, z: number): number {
  return Math.min(2 ** z - 1, Math.max(0, Math.floor(((lon + 180) / 360) * 2 ** z)));
}

export function tileY(lat: number, z: number): number {
  const rad = (clampLat(lat) * Math.PI) / 180;
  return Math.min(
    2 ** z - 1,
    Math.max(0, Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * 2 ** z)),
  );
}

export function tileRange(bounds: Bounds, z: number): TileRange {
  return {
    z,
    minX: tileX(bounds.west, z),
    maxX: tileX(bounds.east, z),
    minY: tileY(bounds.north, z),
    maxY: tileY(bounds.south, z),
  };
}

export const rangeSize = (range: TileRange): number => (range.maxX - range.minX + 1) * (range.maxY - range.minY + 1);

/**
 * The zoom levels to store: from OFFLINE_MIN_ZOOM up, as deep as the cap allows (never past OFFLINE_MAX_ZOOM), with
 * the margin added to the bounds. A large trip gets fewer levels; the lowest level is always kept.
 */
export function offlineTilePlan(
  bounds: Bounds,
  cap = OFFLINE_TILE_CAP,
): { ranges: TileRange[]; tiles: number; zoom: [number, number] } {
  const padded = {
    south: bounds.south - BOUNDS_MARGIN_DEG,
    west: bounds.west - BOUNDS_MARGIN_DEG,
    north: bounds.north + BOUNDS_MARGIN_DEG,
    east: bounds.east + BOUNDS_MARGIN_DEG,
  };
  const ranges: TileRange[] = [];
  let tiles = 0;
  for (let z = OFFLINE_MIN_ZOOM; z <= OFFLINE_MAX_ZOOM; z += 1) {
    const range = tileRange(padded, z);
    const size = rangeSize(range);
    if (ranges.length > 0 && tiles + size > cap) break;
    ranges.push(range);
    tiles += size;
  }
  return { ranges, tiles, zoom: [OFFLINE_MIN_ZOOM, OFFLINE_MIN_ZOOM + ranges.length - 1] };
}

/** Every tile URL of a plan, from a `{z}/{x}/{y}` template (`{s}` gets the first subdomain). */
export function* tileUrls(template: string, ranges: readonly TileRange[]): Generator<string> {
  for (const range of ranges) {
    for (let x = range.minX; x <= range.maxX; x += 1) {
      for (let y = range.minY; y <= range.maxY; y += 1) {
        yield template
          .replace('{s}', 'a')
          .replace('{z}', String(range.z))
          .replace('{x}', String(x))
          .replace('{y}', String(y))
          .replace('{r}', '');
      }
    }
  }
}
