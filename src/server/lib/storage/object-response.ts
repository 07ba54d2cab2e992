import type { Context } from 'hono';
import type { ObjectBody } from './file-storage.ts';

/**
 * A stored file as the answer: its type, Cache-Control, ETag and modification time, a 304 when the client holds
 * this version (the body is then not read), else the body streamed with its length.
 */
export async function objectResponse(
  c: Context,
  object: ObjectBody,
  type: string,
  cacheControl: string,
): Promise<Response> {
  const headers = {
    'content-type': type,
    'cache-control': cacheControl,
    etag: object.etag,
    'last-modified': new Date(object.modifiedMs).toUTCString(),
  };
  const held = c.req.header('If-None-Match')?.split(/\s*,\s*/) ?? [];
  if (held.includes(object.etag)) {
    await object.body.cancel();
    return c.body(null, 304, headers);
  }
  return c.body(object.body, 200, { ...headers, 'content-length': String(object.size) });
}
