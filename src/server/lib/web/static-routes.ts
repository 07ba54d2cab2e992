import path from 'node:path';
import type { Hono } from 'hono';
import { registerImageRoutes } from '../images/image-routes.ts';
import { IMMUTABLE_CACHE } from '../http/cache-policy.ts';
import { uploadStorage } from '../storage/upload-storage.ts';
import { registerUploadRoutes } from '../uploads/upload-routes.ts';
import type { ServerDeps } from '../server-deps.ts';
import { createPageShell } from './page-shell.ts';
import { fileResponse, resolveInside } from './static-files.ts';

const REVALIDATE = 'no-cache';
const MEDIA = 'public, max-age=86400';

/**
 * Serves image renditions, uploaded/seeded media, the built PWA, and index.html for every other GET so that the
 * client router renders any /{locale}/{slug…} path (and its own 404 page); a page's first HTML already shows it.
 */
export function registerStaticRoutes(app: Hono, { config }: ServerDeps): void {
  const staticRoot = config.staticDir;
  const mediaRoot = config.mediaDir;
  registerImageRoutes(app, config);

  app.get('/media/*', async (c) => {
    const file = resolveInside(mediaRoot, c.req.path.slice('/media/'.length));
    const response = file ? await fileResponse(file, MEDIA) : undefined;
    return response ?? c.json({ error: 'not_found', message: 'No such media file' }, 404);
  });

  registerUploadRoutes(app, uploadStorage(config));

  const appShell = createPageShell(app, config);

  app.get('*', async (c) => {
    const requested = c.req.path;
    if (requested !== '/' && !requested.endsWith('/')) {
      const file = resolveInside(staticRoot, requested.slice(1));
      if (file && path.basename(file) !== 'index.html') {
        const hashed = requested.startsWith('/assets/');
        const response = await fileResponse(file, hashed ? IMMUTABLE_CACHE : REVALIDATE, 200, c.req.header('Accept-Encoding'));
        if (response) return response;
        if (hashed || path.extname(requested) !== '') return c.text('Not found', 404);
      }
    }
    return appShell(c);
  });
}
