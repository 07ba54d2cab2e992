import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';

/** The client addresses a trusted proxy named, kept per request for clientAddress. */
const forwardedClients = new WeakMap<Request, string>();

/** `::ffff:127.0.0.1` (an IPv4 client of a dual-stack socket) as `127.0.0.1`. */
const plainAddress = (address: string): string => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

/**
 * The client behind a chain of trusted proxies: X-Forwarded-For read from the right (each proxy appends the address
 * it was reached from), skipping the trusted ones. A client can write anything into the header, so only the hops
 * added by trusted proxies count; with no trusted proxy in front, the socket's address is the client.
 */
export function forwardedClient(
  socket: string,
  forwardedFor: string | undefined,
  trusted: ReadonlySet<string>,
): string {
  let client = plainAddress(socket);
  if (!trusted.has(client) || !forwardedFor) return client;
  const hops = forwardedFor
    .split(',')
    .map((hop) => plainAddress(hop.trim()))
    .filter(Boolean);
  for (let i = hops.length - 1; i >= 0; i -= 1) {
    client = hops[i] ?? client;
    if (!trusted.has(client)) break;
  }
  return client;
}

/** Reads the client's address through the proxies of TRUSTED_PROXIES (none: the socket's address). */
export function trustProxies(addresses: readonly string[]): MiddlewareHandler {
  const trusted = new Set(addresses.map(plainAddress));
  return async (c, next) => {
    const socket = socketAddress(c);
    if (trusted.size > 0 && socket)
      forwardedClients.set(c.req.raw, forwardedClient(socket, c.req.header('X-Forwarded-For'), trusted));
    await next();
  };
}

/** The client's address for rate limits: the socket's, or the one a trusted proxy forwarded (trustProxies). */
export function clientAddress(c: Context): string {
  return forwardedClients.get(c.req.raw) ?? socketAddress(c) ?? 'unknown';
}
