import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** The client's address for rate limits (the socket's: forwarded headers are not trusted). */
export function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
