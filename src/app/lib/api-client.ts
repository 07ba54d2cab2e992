import type { z } from 'zod';
import type { GetCallAt, GetCallPath, JsonPostCallAt, JsonPostCallPath } from '../../shared/api/registry.ts';
import { sessionToken } from './session-token.ts';

/** An answer other than 2xx, with the server's error code. */
export class ApiRequestError extends Error {
  constructor(readonly status: number, readonly code: string, message: string) {
    super(message);
  }
}

/** The browser has no connection (or the server cannot be reached at all). */
export class OfflineError extends Error {}

/**
 * Calls a GET contract call by its path, typed by the call's schemas. The answer is not re-validated here: the
 * server validates every answer against the same schema before sending it (tests/contract), and keeping the
 * schemas out of the client keeps zod out of the initial JavaScript.
 */
export async function apiGet<P extends GetCallPath>(path: P, input: z.input<GetCallAt<P>['input']>): Promise<z.output<GetCallAt<P>['output']>> {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(input as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) query.append(key, String(item));
  }
  let response: Response;
  try {
    response = await fetch(`${path}?${query.toString()}`, { headers: withSession({ accept: 'application/json' }) });
  } catch {
    throw new OfflineError('offline');
  }
  const body: unknown = await response.json().catch(() => ({}));
  if (!response.ok) {
    const error = body as { error?: string; message?: string };
    throw new ApiRequestError(response.status, error.error ?? 'error', error.message ?? response.statusText);
  }
  return body as z.output<GetCallAt<P>['output']>;
}

/** An answer field error, as the server names it (e.g. { path: 'password', message: 'Hesla nejsou shodná' }). */
export interface FieldError { path: string; message: string }

/** A refused write: the server's code, message and field errors. */
export class ApiWriteError extends ApiRequestError {
  constructor(status: number, code: string, message: string, readonly fields: FieldError[]) {
    super(status, code, message);
  }
}

function withSession(headers: Record<string, string>): Record<string, string> {
  const token = sessionToken();
  return token ? { ...headers, authorization: `Bearer ${token}` } : headers;
}

/** Calls a JSON POST contract call by its path, with the session's token when signed in. */
export async function apiPost<P extends JsonPostCallPath>(path: P, body: z.input<JsonPostCallAt<P>['input']>): Promise<z.output<JsonPostCallAt<P>['output']>> {
  let response: Response;
  try {
    response = await fetch(path, { method: 'POST', body: JSON.stringify(body), headers: withSession({ accept: 'application/json', 'content-type': 'application/json' }) });
  } catch {
    throw new OfflineError('offline');
  }
  const answer: unknown = await response.json().catch(() => ({}));
  if (!response.ok) {
    const error = answer as { error?: string; message?: string; fields?: FieldError[] };
    throw new ApiWriteError(response.status, error.error ?? 'error', error.message ?? response.statusText, error.fields ?? []);
  }
  return answer as z.output<JsonPostCallAt<P>['output']>;
}
