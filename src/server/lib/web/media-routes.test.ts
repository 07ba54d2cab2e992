import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DiskStorage } from '../storage/disk-storage.ts';
import { registerMediaRoutes } from './media-routes.ts';

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="16" height="9"/>';

describe('GET /media/…', () => {
  let root: string;
  const app = new Hono();
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'media-routes-'));
    const storage = new DiskStorage(path.join(root, 'media'));
    await storage.write('seed/vineyard-0.svg', Buffer.from(SVG));
    await storage.write('seed/audio/episode-1.wav', Buffer.from('RIFF'));
    await new DiskStorage(root).write('secret.png', Buffer.from('not for anyone'));
    registerMediaRoutes(app, storage);
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('serves a stored file typed by its extension, with its ETag, and answers 304 to it', async () => {
    const served = await app.request('/media/seed/vineyard-0.svg');
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/svg+xml');
    expect(served.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(await served.text()).toBe(SVG);
    const etag = served.headers.get('etag') ?? '';
    expect(etag).toMatch(/^".+"$/);
    expect((await app.request('/media/seed/vineyard-0.svg', { headers: { 'if-none-match': etag } })).status).toBe(304);
    const audio = await app.request('/media/seed/audio/episode-1.wav');
    expect(audio.headers.get('content-type')).toBe('audio/wav');
    expect(audio.headers.get('content-length')).toBe('4');
  });

  it('answers 404 for a missing file and for any path that would leave the media folder', async () => {
    for (const url of [
      '/media/seed/missing.svg',
      '/media/..%2fsecret.png',
      '/media/seed/..%2f..%2fsecret.png',
      '/media/%252e%252e/secret.png',
      '/media/seed',
      '/media/',
    ]) {
      const response = await app.request(url);
      expect(response.status, url).toBe(404);
      expect(await response.json(), url).toEqual({ error: 'not_found', message: 'No such media file' });
    }
  });
});
