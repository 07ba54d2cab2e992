import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { preferredEncoding, type Encoding } from '../http/content-encoding.ts';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The Content-Type of a file by its extension (lower case, with the dot). */
export const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.wav': 'audio/wav',
  '.mp3': 'audio/mpeg',
  '.pdf': 'application/pdf',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * Resolves a URL path inside `root`, refusing anything that would leave it ("..", encoded
 * slashes, NUL). Returns undefined when the path is unsafe.
 */
export function resolveInside(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const target = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`);
  return target === root || target.startsWith(`${root}${path.sep}`) ? target : undefined;
}

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.svg', '.txt']);
/** Compressed copies of the built files, made once per file version: they are few, small and asked for by every visit. */
const compressed = new Map<string, { mtimeMs: number; body: Buffer }>();

async function compressedCopy(file: string, mtimeMs: number, encoding: Encoding): Promise<Buffer> {
  const key = `${file}\n${encoding}`;
  const known = compressed.get(key);
  if (known && known.mtimeMs === mtimeMs) return known.body;
  const raw = await readFile(file);
  const body =
    encoding === 'br'
      ? await brotliAsync(raw, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
        })
      : await gzipAsync(raw, { level: 9 });
  compressed.set(key, { mtimeMs, body });
  return body;
}

/**
 * A file as a response, or undefined when it does not exist. Text files go out compressed (brotli, else gzip)
 * when the request accepts it; other files are streamed.
 */
export async function fileResponse(
  file: string,
  cacheControl: string,
  status = 200,
  acceptEncoding?: string,
): Promise<Response | undefined> {
  try {
    const info = await stat(file);
    if (!info.isFile()) return undefined;
    const extension = path.extname(file).toLowerCase();
    const type = CONTENT_TYPES[extension] ?? 'application/octet-stream';
    const headers: Record<string, string> = {
      'content-type': type,
      'cache-control': cacheControl,
      'last-modified': info.mtime.toUTCString(),
    };
    const encoding = COMPRESSIBLE.has(extension) ? preferredEncoding(acceptEncoding) : undefined;
    if (COMPRESSIBLE.has(extension)) headers.vary = 'Accept-Encoding';
    if (encoding) {
      const body = await compressedCopy(file, info.mtimeMs, encoding);
      return new Response(body as Uint8Array<ArrayBuffer>, {
        status,
        headers: { ...headers, 'content-encoding': encoding, 'content-length': String(body.length) },
      });
    }
    const body = Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>;
    return new Response(body, { status, headers: { ...headers, 'content-length': String(info.size) } });
  } catch {
    return undefined;
  }
}
