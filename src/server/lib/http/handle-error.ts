import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { ApiError } from './api-error.ts';
import { clientFaultLog, oneLine, serverFaultLog } from './bounded-log.ts';

/** The stack of a real fault, cut short: an error message may carry a request's input. */
const MAX_FAULT_LOG_CHARS = 4000;
const BROKEN_STREAM_CODES = new Set(['ECONNRESET', 'ECONNABORTED', 'EPIPE', 'ERR_STREAM_PREMATURE_CLOSE']);

/** The request stopped arriving: the client closed the connection, or Node refused a broken body (a bad chunk). */
function isBrokenRequest(error: Error, c: Context): boolean {
  const code = (error as { code?: unknown }).code;
  return (
    c.req.raw.signal.aborted || (typeof code === 'string' && (BROKEN_STREAM_CODES.has(code) || code.startsWith('HPE_')))
  );
}

/** Every failure becomes a JSON body; only a real fault is a 500, and it is logged (a bounded number a minute). */
export function handleError(error: Error, c: Context): Response {
  if (error instanceof ApiError) {
    for (const [name, value] of Object.entries(error.headers ?? {})) c.header(name, value);
    return c.json(
      { error: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) },
      error.status,
    );
  }
  if (error instanceof HTTPException) {
    const status = error.status;
    return c.json({ error: status === 413 ? 'payload_too_large' : 'bad_request', message: error.message }, status);
  }
  const request = oneLine(`${c.req.method} ${c.req.path}`);
  if (isBrokenRequest(error, c)) {
    clientFaultLog.log(`[server] ${request}: the request broke off (${oneLine(error.message, 80)})`);
    return c.json({ error: 'bad_request', message: 'The request did not arrive whole' }, 400);
  }
  serverFaultLog.log(`[server] ${request} failed: ${(error.stack ?? String(error)).slice(0, MAX_FAULT_LOG_CHARS)}`);
  return c.json({ error: 'internal_error', message: 'Something went wrong on our side' }, 500);
}
