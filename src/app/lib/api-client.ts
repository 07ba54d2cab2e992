import type { z } from 'zod';
import type { CallDefinition } from '../../shared/api/define-call.ts';

/** An answer other than 2xx, with the server's error code. */
export class ApiRequestError extends Error {
  constructor(readonly status: number, readonly code: string, message: string) {
    super(message);
  }
}

/** The browser has no connection (or the server cannot be reached at all). */
export class OfflineError extends Error {}

/** Calls a GET contract call with its query and validates the answer with the call's schema. */
export async function apiGet<C extends CallDefinition>(call: C, input: z.input<C['input']>): Promise<z.output<C['output']>> {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(input as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) query.append(key, String(item));
  }
  let response: Response;
  try {
    response = await fetch(`${call.path}?${query.toString()}`, { headers: { accept: 'application/json' } });
  } catch {
    throw new OfflineError('offline');
  }
  const body: unknown = await response.json().catch(() => ({}));
  if (!response.ok) {
    const error = body as { error?: string; message?: string };
    throw new ApiRequestError(response.status, error.error ?? 'error', error.message ?? response.statusText);
  }
  return call.output.parse(body) as z.output<C['output']>;
}
