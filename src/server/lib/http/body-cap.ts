import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { CallDefinition } from '../../../shared/api/define-call.ts';
import { MAX_BODY_BYTES } from './input-limits.ts';

const megabytes = (bytes: number) => `${Number((bytes / (1024 * 1024)).toFixed(2))} MB`;

/** Whether the router reads the call's body (JSON or a form); the upload PUT reads its raw body itself, with its own cap. */
export const readsBody = (call: CallDefinition) => call.method !== 'GET' && call.encoding !== 'query';

/**
 * Refuses a body over `maxBytes` with a 413 naming the limit. Hono's bodyLimit refuses by Content-Length before
 * reading anything (Node never hands on more bytes than that header declares), and counts a chunked body while it
 * streams in, stopping at the limit. @hono/node-server then reads and drops what still comes for half a second (at
 * most 64 MB), so the client sees the 413 rather than a reset connection, and closes the connection.
 */
export function bodyCap(maxBytes = MAX_BODY_BYTES): MiddlewareHandler {
  return bodyLimit({
    maxSize: maxBytes,
    onError: (c) =>
      c.json(
        { error: 'payload_too_large', message: `The body is larger than ${megabytes(maxBytes)}`, limit: maxBytes },
        413,
      ),
  });
}
