import { afterEach, describe, expect, it } from 'vitest';
import { apiGet, ApiRequestError, OfflineError, sendApiCallsThrough } from './api-client.ts';

/** An answer whose body stops half-way, as when the connection drops or the page moves on while it arrives. */
function cutOff(status: number): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('{"user":{"id":"'));
      controller.error(new TypeError('network error'));
    },
  });
  return new Response(body, { status, headers: { 'content-type': 'application/json' } });
}

const answering = (response: () => Response) => sendApiCallsThrough(() => Promise.resolve(response()));

afterEach(() => sendApiCallsThrough((url, init) => fetch(url, init)));

describe('what a read makes of the answer', () => {
  it('gives the answer the server sent', async () => {
    answering(() => Response.json({ user: null }));
    await expect(apiGet('/api/auth/session', {})).resolves.toEqual({ user: null });
  });

  it('takes a 2xx answer cut off on its way for no answer (offline), never for an empty one', async () => {
    answering(() => cutOff(200));
    await expect(apiGet('/api/auth/session', {})).rejects.toBeInstanceOf(OfflineError);
  });

  it('keeps the status of a refusal whose body cannot be read', async () => {
    answering(() => cutOff(503));
    const error: unknown = await apiGet('/api/auth/session', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).status).toBe(503);
  });
});
