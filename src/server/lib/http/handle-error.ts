import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { ApiError } from './api-error.ts';

/** Every failure becomes a JSON body; only a real fault is a 500, and it is logged. */
export function handleError(error: Error, c: Context): Response {
  if (error instanceof ApiError) {
    for (const [name, value] of Object.entries(error.headers ?? {})) c.header(name, value);
    return c.json({ error: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) }, error.status);
  }
  if (error instanceof HTTPException) {
    const status = error.status;
    return c.json({ error: status === 413 ? 'payload_too_large' : 'bad_request', message: error.message }, status);
  }
  console.error(`[server] ${c.req.method} ${c.req.path} failed:`, error);
  return c.json({ error: 'internal_error', message: 'Something went wrong on our side' }, 500);
}
