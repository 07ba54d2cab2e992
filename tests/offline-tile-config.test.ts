import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/server/config.ts';
import { securityHeaders } from '../src/server/lib/web/security-headers.ts';
import { openTestApp, type TestApp } from './support/test-app.ts';

const OFFLINE = 'https://tiles.example.org/osm/{z}/{x}/{y}.png';

/** The CSP's connect-src of an answer under these settings. */
async function connectSrc(env: NodeJS.ProcessEnv): Promise<string[]> {
  const app = new Hono().use(securityHeaders(loadConfig({ NODE_ENV: 'test', ...env }))).get('/', (c) => c.text('ok'));
  const policy = (await app.request('/')).headers.get('content-security-policy') ?? '';
  return /connect-src ([^;]+)/.exec(policy)?.[1]?.split(' ') ?? [];
}

describe('MAP_OFFLINE_TILE_URL', () => {
  it('is unset by default (the public OpenStreetMap tiles must not be prefetched) and empty means unset', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).mapOfflineTileUrl).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'test', MAP_OFFLINE_TILE_URL: '' }).mapOfflineTileUrl).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'test', MAP_OFFLINE_TILE_URL: OFFLINE }).mapOfflineTileUrl).toBe(OFFLINE);
  });

  it("lets the app's pages fetch from its origin (CSP connect-src), and only when it is set", async () => {
    expect(await connectSrc({ MAP_OFFLINE_TILE_URL: OFFLINE })).toContain('https://tiles.example.org');
    expect(await connectSrc({})).not.toContain('https://tiles.example.org');
  });

  describe('in /api/config', () => {
    let app: TestApp;
    beforeAll(async () => {
      app = await openTestApp({ mapOfflineTileUrl: OFFLINE });
    });
    afterAll(async () => {
      await app.close();
    });

    it('is handed to the app beside the map tiles; null when unset', async () => {
      expect((await app.getJson('/api/config')).body).toMatchObject({ mapOfflineTileUrl: OFFLINE });
      // A server without the setting, on a test database of its own (a second app on this one kept working on it
      // after the file had closed it, and its log came after the file's end).
      const unset = await openTestApp();
      try {
        expect((await unset.getJson('/api/config')).body).toMatchObject({ mapOfflineTileUrl: null });
      } finally {
        await unset.close();
      }
    });
  });
});
