import type { Context } from 'hono';

/**
 * Sends JSON bytes with their ETag and length: the etag middleware need not clone the Response to hash it (each
 * clone is registered for finalization, and what that held outlived the young generation until a full collection),
 * and the compress middleware leaves a small or already encoded answer as it is (without a length it streams every
 * answer, even a 100-byte one, through a CompressionStream).
 */
export function sendJson(c: Context, bytes: Uint8Array, etag: string): Response {
  c.header('Content-Type', 'application/json');
  c.header('ETag', etag);
  c.header('Content-Length', String(bytes.byteLength));
  return c.body(bytes as Uint8Array<ArrayBuffer>);
}
