import type { Context } from 'hono';
import { compressPerRequest, preferredEncoding, type Encoding } from './content-encoding.ts';

/** Below this, compressing costs more than the bytes it saves (as Hono's compress middleware reckons). */
const COMPRESS_FROM_BYTES = 1024;

/**
 * Sends JSON bytes with their ETag (of the uncompressed bytes) and length, compressed here when the client admits it:
 * the etag middleware need not clone the Response to hash it, and the compress middleware, which would stream every
 * answer through a CompressionStream (about ten times the CPU of zlib on the thread pool), leaves it as it is.
 * `encoded` says the bytes are already gzipped (a stored map answer).
 */
export async function sendJson(c: Context, bytes: Uint8Array, etag: string, encoded?: Encoding): Promise<Response> {
  c.header('Content-Type', 'application/json');
  c.header('ETag', etag);
  const compressible = !encoded && bytes.byteLength >= COMPRESS_FROM_BYTES;
  if (encoded || compressible) c.header('Vary', 'Accept-Encoding');
  // A revalidation that the etag middleware answers with 304 sends no body: nothing to compress.
  const revalidated = c.req.header('If-None-Match')?.includes(etag) ?? false;
  const encoding =
    encoded ?? (compressible && !revalidated ? preferredEncoding(c.req.header('Accept-Encoding')) : undefined);
  const body = encoding && !encoded ? await compressPerRequest(bytes, encoding, c.get('compressInPlaceUpTo')) : bytes;
  if (encoding) c.header('Content-Encoding', encoding);
  c.header('Content-Length', String(body.byteLength));
  return c.body(body as Uint8Array<ArrayBuffer>);
}
