import { createHash } from 'node:crypto';

/** A weak validator from a hash of the uncompressed body, as Hono's etag middleware would compute it. */
export const etagOf = (json: Uint8Array): string => `W/"${createHash('sha1').update(json).digest('base64url')}"`;
