import path from 'node:path';
import type { Context, Hono } from 'hono';
import type { ServerConfig } from '../../config.ts';
import { IMMUTABLE_CACHE } from '../http/cache-policy.ts';
import { mediaStorage } from '../storage/media-storage.ts';
import { uploadStorage } from '../storage/upload-storage.ts';
import { parseImageRequest } from './image-request.ts';
import { findImageSource } from './image-source.ts';
import { renderImage } from './render-image.ts';
import { RenditionCache } from './rendition-cache.ts';

const notFound = (c: Context) => c.json({ error: 'not_found', message: 'No such image' }, 404);

/**
 * `GET /img/{w}x{h}/{/media/… or /uploads/…}?q=75&fp=x,y`: our own images resized (and cropped around the focal
 * point) as WebP or JPEG, made once and then served from DATA_DIR/cache/img. Renditions are a cache on this machine's
 * disk: any process makes them again from the source (read from the media or the upload storage).
 */
export function registerImageRoutes(
  app: Hono,
  config: Pick<ServerConfig, 'dataDir' | 'mediaDir' | 'uploadsDir' | 's3'>,
): void {
  const cache = new RenditionCache(path.join(config.dataDir, 'cache', 'img'));
  const roots = { media: mediaStorage(config), uploads: uploadStorage(config) };

  app.get('/img/*', async (c) => {
    const url = new URL(c.req.url);
    const request = parseImageRequest(url.pathname, url.searchParams, c.req.header('Accept'));
    if (!request) return notFound(c);
    if ('errors' in request)
      return c.json(
        { error: 'validation_failed', message: 'The image address has invalid parts', fields: request.errors },
        400,
      );
    const source = await findImageSource(request.source, roots);
    if (!source) return notFound(c);

    const key = RenditionCache.keyOf(request, source.version);
    const etag = `"${key}"`;
    const headers = { 'Cache-Control': IMMUTABLE_CACHE, ETag: etag, Vary: 'Accept' };
    if (
      c.req
        .header('If-None-Match')
        ?.split(/\s*,\s*/)
        .includes(etag)
    )
      return c.body(null, 304, headers);
    try {
      const rendition = await cache.rendition(key, request.format, async () =>
        renderImage(await source.read(), request),
      );
      return c.body(rendition.body as Uint8Array<ArrayBuffer>, 200, {
        ...headers,
        'Content-Type': request.format === 'webp' ? 'image/webp' : 'image/jpeg',
        'Content-Length': String(rendition.body.length),
        'X-Image-Cache': rendition.fromCache ? 'hit' : 'miss',
      });
    } catch {
      // A source the decoder cannot read (a damaged or disguised file) has no renditions.
      return notFound(c);
    }
  });
}
