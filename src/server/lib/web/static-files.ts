import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';

const CONTENT_TYPES: Record<string, string> = {
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

/** A file as a streamed response, or undefined when it does not exist. */
export async function fileResponse(file: string, cacheControl: string, status = 200): Promise<Response | undefined> {
  try {
    const info = await stat(file);
    if (!info.isFile()) return undefined;
    const type = CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
    const body = Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>;
    return new Response(body, {
      status,
      headers: {
        'content-type': type,
        'content-length': String(info.size),
        'cache-control': cacheControl,
        'last-modified': info.mtime.toUTCString(),
      },
    });
  } catch {
    return undefined;
  }
}
