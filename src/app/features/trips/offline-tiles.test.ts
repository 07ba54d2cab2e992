import { describe, expect, it } from 'vitest';
import { countCachedTiles, plannedTiles, storeTile, type PlannedTile } from './offline-tiles.ts';

/** A Cache Storage cache in memory (what the tile code uses of it). */
function memoryCache(keys: string[] = []) {
  const stored = new Map<string, Response>(keys.map((key) => [key, new Response('x')]));
  return {
    stored,
    match: (key: RequestInfo | URL) => Promise.resolve(stored.get(String(key))),
    put: (key: RequestInfo | URL, response: Response) => {
      stored.set(String(key), response);
      return Promise.resolve();
    },
    keys: () => Promise.resolve([...stored.keys()].map((key) => new Request(key))),
  };
}

const tile: PlannedTile = { source: 'https://offline.example/8/1/2.png', key: 'https://map.example/8/1/2.png' };
const signal = new AbortController().signal;

describe('plannedTiles', () => {
  it('fetches from the offline source and keys each tile by the map’s own address of the same tile', () => {
    const planned = plannedTiles(
      'https://{s}.map.example/{z}/{x}/{y}.png',
      'https://offline.example/t/{z}/{x}/{y}.png',
      [{ z: 9, minX: 3, maxX: 4, minY: 7, maxY: 7 }],
    );
    expect(planned).toEqual([
      { key: 'https://a.map.example/9/3/7.png', source: 'https://offline.example/t/9/3/7.png' },
      { key: 'https://a.map.example/9/4/7.png', source: 'https://offline.example/t/9/4/7.png' },
    ]);
  });
});

describe('storeTile', () => {
  it('stores a fetched tile under the map’s address and gives its size', async () => {
    const cache = memoryCache();
    const asked: string[] = [];
    const size = await storeTile(
      cache,
      (url) => {
        asked.push(url);
        return Promise.resolve(new Response(new Uint8Array(321), { status: 200 }));
      },
      tile,
      signal,
    );
    expect(size).toBe(321);
    expect(asked).toEqual([tile.source]);
    expect([...cache.stored.keys()]).toEqual([tile.key]);
  });

  it('throws on a missing tile (404) and stores nothing, so the run counts it as skipped', async () => {
    const cache = memoryCache();
    await expect(
      storeTile(cache, () => Promise.resolve(new Response('no', { status: 404 })), tile, signal),
    ).rejects.toThrow('404');
    expect(cache.stored.size).toBe(0);
  });

  it('does not fetch a tile the cache already holds', async () => {
    const cache = memoryCache([tile.key]);
    let fetched = 0;
    const size = await storeTile(
      cache,
      () => {
        fetched += 1;
        return Promise.resolve(new Response('x'));
      },
      tile,
      signal,
    );
    expect(size).toBe(0);
    expect(fetched).toBe(0);
  });

  it('reads a tile server without CORS headers opaquely when the CORS read fails', async () => {
    const cache = memoryCache();
    const modes: (RequestMode | undefined)[] = [];
    const opaque = { type: 'opaque', ok: false, status: 0 } as Response;
    await storeTile(
      cache,
      (_url, init) => {
        modes.push(init.mode);
        return init.mode === 'cors' ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(opaque);
      },
      tile,
      signal,
    );
    expect(modes).toEqual(['cors', 'no-cors']);
    expect(cache.stored.get(tile.key)).toBe(opaque);
  });

  it('fails when the tile cannot be had at all', async () => {
    await expect(
      storeTile(memoryCache(), () => Promise.reject(new TypeError('Failed to fetch')), tile, signal),
    ).rejects.toThrow('Failed to fetch');
  });
});

describe('countCachedTiles', () => {
  it('counts the map’s tiles of the plan that were viewed (are in the cache), not other areas’', async () => {
    const cache = memoryCache([
      'https://a.map.example/9/3/7.png',
      'https://a.map.example/9/4/8.png',
      'https://a.map.example/12/30/70.png',
    ]);
    const count = await countCachedTiles(cache, 'https://{s}.map.example/{z}/{x}/{y}.png', [
      { z: 9, minX: 3, maxX: 4, minY: 7, maxY: 8 },
    ]);
    expect(count).toBe(2);
  });
});
