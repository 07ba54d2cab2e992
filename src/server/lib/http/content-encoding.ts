import { promisify } from 'node:util';
import type { MiddlewareHandler } from 'hono';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync, type BrotliOptions } from 'node:zlib';

/** The encodings answers go out in. */
export type Encoding = 'br' | 'gzip';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
/** Fast settings: what is made per request, unlike the built files compressed once at the highest level. */
const BROTLI_QUALITY = 5;

/** `encoding` named in Accept-Encoding and not refused with q=0. */
const admitted = (encoding: Encoding) => new RegExp(`\\b${encoding}\\b(?!\\s*;\\s*q=0(?:\\.0{0,3})?(?![\\d.]))`, 'i');
/** Read on every answer: made once. */
const ADMITTED: Record<Encoding, RegExp> = { br: admitted('br'), gzip: admitted('gzip') };

/** True when the request's Accept-Encoding admits `encoding`. */
export function acceptsEncoding(acceptEncoding: string | undefined, encoding: Encoding): boolean {
  return ADMITTED[encoding].test(acceptEncoding ?? '');
}

/** The encoding to send in: brotli when admitted, else gzip, else none. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (acceptsEncoding(acceptEncoding, 'br')) return 'br';
  return acceptsEncoding(acceptEncoding, 'gzip') ? 'gzip' : undefined;
}

/**
 * Where a process on PostgreSQL compresses an answer: up to this size on the event loop (brotli at quality 5: about
 * 0.3 ms for 70 kB, 1 ms for 300 kB), a larger one on the thread pool. Handing a compression to the pool and back
 * costs far more CPU than compressing a small answer (Node 24, two cores: brotli of a 5 kB answer, 0.07 ms in place,
 * 0.7 ms through the pool), and there the other cores run the database. On the embedded database the event loop
 * runs the queries too, and every compression goes to the pool, where another core does it (decision 040).
 */
const IN_PLACE_UP_TO_BYTES = 256 * 1024;

declare module 'hono' {
  interface ContextVariableMap {
    /** Answers up to this size are compressed on the event loop (see `compressionPlace`). */
    compressInPlaceUpTo: number;
  }
}

/** Tells the app's answers where to be compressed: `databaseInProcess` when the queries run on this event loop. */
export function compressionPlace(databaseInProcess: boolean): MiddlewareHandler {
  const upTo = databaseInProcess ? 0 : IN_PLACE_UP_TO_BYTES;
  return async (c, next) => {
    c.set('compressInPlaceUpTo', upTo);
    await next();
  };
}

const brotliOptions = (bytes: Uint8Array): BrotliOptions => ({
  params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength },
});

/** Compresses what is made per request (a page, an answer): on the event loop up to `inPlaceUpTo` bytes, else on the thread pool. */
export async function compressPerRequest(bytes: Uint8Array, encoding: Encoding, inPlaceUpTo = 0): Promise<Buffer> {
  if (bytes.byteLength <= inPlaceUpTo) {
    return encoding === 'br' ? brotliCompressSync(bytes, brotliOptions(bytes)) : gzipSync(bytes);
  }
  return encoding === 'br' ? brotliAsync(bytes, brotliOptions(bytes)) : gzipAsync(bytes);
}
