import path from 'node:path';
import type { Hono } from 'hono';
import { mediaKeyOf } from '../storage/media-storage.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { CONTENT_TYPES } from './static-files.ts';

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
    const headers = {
      'content-type': CONTENT_TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream',
      'cache-control': MEDIA_CACHE,
      etag: object.etag,
      'last-modified': new Date(object.modifiedMs).toUTCString(),
    };
    if (
      c.req
        .header('If-None-Match')
        ?.split(/\s*,\s*/)
        .includes(object.etag)
    ) {
      await object.body.cancel();
      return c.body(null, 304, headers);
    }
    return c.body(object.body, 200, { ...headers, 'content-length': String(object.size) });
  });
}
