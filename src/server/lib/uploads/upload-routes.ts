import type { Hono } from 'hono';
import { IMMUTABLE_CACHE } from '../http/cache-policy.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { storedUploadType } from './upload-names.ts';

/**
 * `GET /uploads/{id}.{ext}`: files sent with the request forms, streamed from the upload storage (so every process
 * serves every upload), typed by their checked extension. Only names the upload step gives, never a path.
 */
export function registerUploadRoutes(app: Hono, storage: FileStorage): void {
  app.get('/uploads/:file', async (c) => {
    const name = c.req.param('file');
    const type = storedUploadType(name);
    const object = type ? await storage.open(name) : undefined;
    if (!type || !object) return c.json({ error: 'not_found', message: 'No such upload' }, 404);
    const headers = {
      'content-type': type,
      'cache-control': IMMUTABLE_CACHE,
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
