import path from 'node:path';
import type { Hono } from 'hono';
import { registerImageRoutes } from '../images/image-routes.ts';
import { IMMUTABLE_CACHE } from '../http/cache-policy.ts';
import { mediaStorage } from '../storage/media-storage.ts';
import { uploadStorage } from '../storage/upload-storage.ts';
import { registerUploadRoutes } from '../uploads/upload-routes.ts';
import type { ServerDeps } from '../server-deps.ts';
import { registerMediaRoutes } from './media-routes.ts';
import { createPageResponder } from './page-responses.ts';
import { fileResponse, resolveInside } from './static-files.ts';

const REVALIDATE = 'no-cache';

/**
 * Serves image renditions, uploaded/seeded media, the built PWA, and every other GET as a page the app renders on the
 * server (any /{locale}/{slug…} path, and its 404 page).
 */
export function registerStaticRoutes(app: Hono, { config, loadAppRenderer }: ServerDeps): void {
  const staticRoot = config.staticDir;
  registerImageRoutes(app, config);
  registerMediaRoutes(app, mediaStorage(config));
  registerUploadRoutes(app, uploadStorage(config));

  const appPage = createPageResponder(app, config, loadAppRenderer);

  app.get('*', async (c) => {
    const requested = c.req.path;
    if (requested !== '/' && !requested.endsWith('/')) {
      const file = resolveInside(staticRoot, requested.slice(1));
      if (file && path.basename(file) !== 'index.html') {
        const hashed = requested.startsWith('/assets/');
        const response = await fileResponse(
          file,
          hashed ? IMMUTABLE_CACHE : REVALIDATE,
          200,
          c.req.header('Accept-Encoding'),
        );
        if (response) return response;
        if (hashed || path.extname(requested) !== '') return c.text('Not found', 404);
      }
    }
    return appPage(c);
  });
}
