import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allCalls } from '../src/shared/api/registry.ts';
import { cacheControlFor, PRIVATE_NO_STORE, PUBLIC_CACHE } from '../src/server/lib/http/cache-policy.ts';
import { etagOf } from '../src/server/lib/http/etag.ts';
import { openTestApp, type TestApp } from './support/test-app.ts';

describe('HTTP caching of answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  for (const path of [
    '/api/wineEntity?t=winemaker&limit=10',
    '/api/map?t=restaurant',
    '/api/search?locale=cs&query=sklep',
    '/api/event?limit=5',
  ]) {
    it(`${path} carries a weak ETag and public Cache-Control, and a matching If-None-Match gets an empty 304`, async () => {
      const first = await t.app.request(path);
      expect(first.status).toBe(200);
      const tag = first.headers.get('etag');
      expect(tag).toMatch(/^W\/"/);
      expect(first.headers.get('cache-control')).toBe(PUBLIC_CACHE);
      const again = await t.app.request(path, { headers: { 'if-none-match': tag ?? '' } });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
      const changed = await t.app.request(path, { headers: { 'if-none-match': 'W/"stale"' } });
      expect(changed.status).toBe(200);
    });
  }

  it('an answer not kept in memory (/api/health) carries the hash of its own body as ETag and revalidates to 304', async () => {
    const first = await t.app.request('/api/health');
    expect(first.status).toBe(200);
    const tag = first.headers.get('etag');
    expect(tag).toBe(etagOf(Buffer.from(await first.arrayBuffer())));
    const again = await t.app.request('/api/health', { headers: { 'if-none-match': tag ?? '' } });
    expect(again.status).toBe(304);
  });

  it('a public read has one body and ETag, gzipped or in brotli for clients that accept it, and a 304 in any', async () => {
    const path = '/api/wineEntity?locale=cs&t=cellar&limit=10&offset=10';
    const plain = await t.app.request(path);
    const body = await plain.json();
    const gzipped = await t.app.request(path, { headers: { 'accept-encoding': 'gzip, deflate' } });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gzipped.headers.get('vary')).toContain('Accept-Encoding');
    expect(gzipped.headers.get('etag')).toBe(plain.headers.get('etag'));
    const gzippedBytes = Buffer.from(await gzipped.arrayBuffer());
    expect(Number(gzipped.headers.get('content-length'))).toBe(gzippedBytes.byteLength);
    expect(JSON.parse(gunzipSync(gzippedBytes).toString())).toEqual(body);
    const brotli = await t.app.request(path, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('etag')).toBe(plain.headers.get('etag'));
    expect(JSON.parse(brotliDecompressSync(Buffer.from(await brotli.arrayBuffer())).toString())).toEqual(body);
    const revalidated = await t.app.request(path, {
      headers: { 'accept-encoding': 'gzip, br', 'if-none-match': plain.headers.get('etag') ?? '' },
    });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');
    const reordered = await t.app.request('/api/wineEntity?offset=10&limit=10&t=cellar&locale=cs');
    expect(reordered.headers.get('etag')).toBe(plain.headers.get('etag'));
  });

  it('bad input is refused before the answer cache and names the field', async () => {
    const bad = await t.app.request('/api/wineEntity?limit=abc');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain('limit');
  });

  it('different answers get different ETags', async () => {
    const a = await t.app.request('/api/wineEntity?t=winemaker&offset=0');
    const b = await t.app.request('/api/wineEntity?t=winemaker&offset=10');
    expect(a.headers.get('etag')).not.toBe(b.headers.get('etag'));
  });

  it('answers that depend on the session are never stored by shared caches', async () => {
    const session = await t.app.request('/api/auth/session');
    expect(session.headers.get('cache-control')).toBe(PRIVATE_NO_STORE);
    const userCalls = allCalls.filter((call) => call.auth !== 'public');
    expect(userCalls.length).toBeGreaterThan(5);
    for (const call of userCalls) expect(cacheControlFor(call)).toBe(PRIVATE_NO_STORE);
  });

  it('compresses answers for clients that accept gzip, and a map point carries only its image address', async () => {
    const zipped = await t.app.request('/api/map?locale=cs', { headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    const { items } = (await (await t.app.request('/api/map?locale=cs')).json()) as { items: { image: unknown }[] };
    expect(items.length).toBeGreaterThan(100);
    expect(items.some((item) => typeof item.image === 'string')).toBe(true);
    expect(
      items.every((item) => item.image === null || (typeof item.image === 'string' && item.image.startsWith('/'))),
    ).toBe(true);
  });

  it('health is revalidated every time', async () => {
    expect((await t.app.request('/api/health')).headers.get('cache-control')).toBe('no-cache');
  });
});
