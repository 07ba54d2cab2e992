import { AVERAGE_TILE_BYTES, tileUrls, type TileRange } from '../../../shared/domain/map-tiles.ts';

/** One planned tile: where it is fetched from, and the address the map asks for (the cache key it is stored under). */
export interface PlannedTile {
  source: string;
  key: string;
}

/**
 * The tiles of a plan: fetched from the offline source (whose terms allow storing), stored under the map's own tile
 * address so the map finds them without a connection (the service worker answers tiles from the cache first).
 */
export function plannedTiles(
  mapTemplate: string,
  offlineTemplate: string,
  ranges: readonly TileRange[],
): PlannedTile[] {
  const keys = [...tileUrls(mapTemplate, ranges)];
  const sources = [...tileUrls(offlineTemplate, ranges)];
  return keys.map((key, index) => ({ key, source: sources[index] ?? key }));
}

type Fetcher = (url: string, init: RequestInit) => Promise<Response>;

/**
 * Stores one tile unless the cache has it; gives its size. Read with CORS so a missing tile (404) is seen and not
 * stored; a tile server without CORS headers is read opaquely (stored as answered, its size estimated).
 * Throws when the tile cannot be had, so the run skips and counts it.
 */
export async function storeTile(
  cache: Pick<Cache, 'match' | 'put'>,
  fetcher: Fetcher,
  tile: PlannedTile,
  signal: AbortSignal,
): Promise<number> {
  if (await cache.match(tile.key)) return 0;
  let response: Response;
  try {
    response = await fetcher(tile.source, { mode: 'cors', signal });
  } catch (error) {
    if (signal.aborted) throw error;
    response = await fetcher(tile.source, { mode: 'no-cors', signal });
  }
  if (response.type !== 'opaque' && !response.ok) throw new Error(`tile ${tile.source}: ${response.status}`);
  const size = response.type === 'opaque' ? AVERAGE_TILE_BYTES : (await response.clone().blob()).size;
  await cache.put(tile.key, response);
  return size;
}

/** How many of the map's tiles of a plan the cache already holds (the ones the user has viewed). */
export async function countCachedTiles(
  cache: Pick<Cache, 'keys'>,
  mapTemplate: string,
  ranges: readonly TileRange[],
): Promise<number> {
  const cached = new Set((await cache.keys()).map((request) => request.url));
  let count = 0;
  for (const url of tileUrls(mapTemplate, ranges)) if (cached.has(url)) count += 1;
  return count;
}
