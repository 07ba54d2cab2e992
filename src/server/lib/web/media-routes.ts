import path from 'node:path';
import type { Hono } from 'hono';
import { mediaKeyOf } from '../storage/media-storage.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { CONTENT_TYPES } from './static-files.ts';
import { objectResponse } from '../storage/object-response.ts';

const MEDIA_CACHE = 'public, max-age=86400';

/**
 * `GET /media/{path}`: the seed's generated images and recordings, streamed from the media storage (the bucket's
 * `media/` folder with object storage), so every process serves what the seeding process wrote.
 */
export function registerMediaRoutes(app: Hono, storage: FileStorage): void {
  app.get('/media/*', async (c) => {
    const key = mediaKeyOf(c.req.path.slice('/media/'.length));
    const object = key ? await storage.open(key) : undefined;
    if (!key || !object) return c.json({ error: 'not_found', message: 'No such media file' }, 404);
    return objectResponse(
      c,
      object,
      CONTENT_TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream',
      MEDIA_CACHE,
    );
  });
}
