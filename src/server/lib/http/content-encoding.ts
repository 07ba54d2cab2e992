import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

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
 * Compresses what is made per request (a page, an answer) on the thread pool, so the event loop (and, with the
 * embedded database, the queries on it) go on meanwhile.
 */
export function compressPerRequest(bytes: Uint8Array, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotliAsync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
    : gzipAsync(bytes);
}
