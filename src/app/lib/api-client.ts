import { onlineManager } from '@tanstack/react-query';
import type { z } from 'zod';
import type { GetCallAt, GetCallPath, PostCallAt, PostCallPath } from '../../shared/api/registry.ts';
import { sessionToken } from './session-token.ts';

/** An answer field error, as the server names it (e.g. { path: 'password', message: 'Hesla nejsou shodná' }). */
export interface FieldError {
  path: string;
  message: string;
}

/** An answer other than 2xx, with the server's error code and, for bad input, the fields it names. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: FieldError[] = [],
  ) {
    super(message);
  }
}

/** The browser has no connection (or the server cannot be reached at all). */
export class OfflineError extends Error {}

/** Whether a read failed for want of a connection: no answer came, or the browser says it is offline. */
export const isOfflineFailure = (error: unknown): boolean => error instanceof OfflineError || !onlineManager.isOnline();

/** Request headers with the signed-in session's bearer token, when there is one. */
export function withSession(headers: Record<string, string>): Record<string, string> {
  const token = sessionToken();
  return token ? { ...headers, authorization: `Bearer ${token}` } : headers;
}

type Send = (url: string, init: RequestInit) => Promise<Response>;
let send: Send = (url, init) => fetch(url, init);

/** Where calls go: the browser fetches them; the server's render answers them in its own process. */
export function sendApiCallsThrough(sender: Send): void {
  send = sender;
}

/** One call to the server: OfflineError when it cannot be reached, ApiRequestError for an answer other than 2xx. */
async function request(
  url: string,
  init: { method?: string; body?: string; headers: Record<string, string> },
): Promise<unknown> {
  let response: Response;
  try {
    response = await send(url, { ...init, headers: withSession({ accept: 'application/json', ...init.headers }) });
  } catch {
    throw new OfflineError('offline');
  }
  const body: unknown = await response.json().catch(() => undefined);
  // An answer cut off on its way (the connection dropped, the page moved on) is no answer: read as empty, a session
  // check would have taken it for "signed out".
  if (response.ok && body === undefined) throw new OfflineError('the answer broke off');
  if (!response.ok) {
    const error = (body ?? {}) as { error?: string; message?: string; fields?: FieldError[] };
    throw new ApiRequestError(
      response.status,
      error.error ?? 'error',
      error.message ?? response.statusText,
      error.fields ?? [],
    );
  }
  return body;
}

/** A GET call's input as its query string: absent values left out, a list as repeated keys. */
function queryOf(input: unknown): URLSearchParams {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(input as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) query.append(key, String(item));
  }
  return query;
}

/**
 * Calls a GET contract call by its path, typed by the call's schemas. The answer is not re-validated here: the
 * server validates every answer against the same schema before sending it (tests/contract), and keeping the
 * schemas out of the client keeps zod out of the initial JavaScript.
 */
export async function apiGet<P extends GetCallPath>(
  path: P,
  input: z.input<GetCallAt<P>['input']>,
): Promise<z.output<GetCallAt<P>['output']>> {
  const query = queryOf(input);
  const url = `${path}?${query.toString()}`;
  return (await request(url, { headers: {} })) as z.output<GetCallAt<P>['output']>;
}

/** Calls a JSON POST contract call by its path, with the session's token when signed in. */
export async function apiPost<P extends PostCallPath>(
  path: P,
  body: z.input<PostCallAt<P>['input']>,
): Promise<z.output<PostCallAt<P>['output']>> {
  return (await request(path, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  })) as z.output<PostCallAt<P>['output']>;
}
