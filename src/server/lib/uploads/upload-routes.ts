import type { Hono } from 'hono';
import { IMMUTABLE_CACHE } from '../http/cache-policy.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { storedUploadType } from './upload-names.ts';
import { objectResponse } from '../storage/object-response.ts';

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
    return objectResponse(c, object, type, IMMUTABLE_CACHE);
  });
}
