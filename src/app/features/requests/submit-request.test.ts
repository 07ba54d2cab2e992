import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveDraft } from '../../offline/drafts.ts';
import { localDb } from '../../offline/local-db.ts';
import { flushOutbox } from '../../offline/outbox.ts';
import { submitRequest } from './submit-request.ts';

const PATH = '/api/request/saveEshopRequest';
const payload = { title: 'Vína od potoka' };

/** The server's answer to the save: a status, or 0 for no connection. */
const server = (status: number, message = `status ${status}`) =>
  (async () => {
    if (status === 0) throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(status < 300 ? { id: 1 } : { error: 'x', message }), { status });
  }) as typeof fetch;

/** Submits the form's values and sends the outbox once with the given server. */
async function submitAgainst(fetcher: typeof fetch): Promise<PromiseSettledResult<string>> {
  // Settled from the start: a refusal may come while the outbox is still being sent, before anything awaits it.
  const outcome = Promise.allSettled([submitRequest('e-shop', 0, PATH, payload)]);
  // The outbox entry is written before the send, as the sync driver would find it.
  await new Promise((resolve) => setTimeout(resolve, 20));
  await flushOutbox(fetcher);
  const [settled] = await outcome;
  return settled as PromiseSettledResult<string>;
}

describe('submitting a request', () => {
  beforeEach(async () => {
    // The browser says it is online: what becomes of the request is the server's answer, or its absence.
    vi.stubGlobal('navigator', { onLine: true });
    await localDb.outbox.clear();
    await localDb.drafts.clear();
    await saveDraft('e-shop', 0, payload.title, payload);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is sent when the server takes it', async () => {
    expect(await submitAgainst(server(200))).toEqual({ status: 'fulfilled', value: 'sent' });
    expect(await localDb.outbox.count()).toBe(0);
  });

  it('is queued only without a connection, at once, and waits in the outbox', async () => {
    const started = Date.now();
    expect(await submitAgainst(server(0))).toEqual({ status: 'fulfilled', value: 'queued' });
    expect(Date.now() - started).toBeLessThan(2000);
    expect((await localDb.outbox.toArray()).map((entry) => entry.status)).toEqual(['pending']);
  });

  it("fails on a server error (500) without the server's words, kept refused and never sent again on its own", async () => {
    const result = await submitAgainst(server(500, 'Something went wrong on our side'));
    expect(result.status).toBe('rejected');
    expect((result as PromiseRejectedResult).reason).toEqual(new Error(''));
    expect((await localDb.outbox.toArray()).map((entry) => entry.status)).toEqual(['failed']);
  });

  it("fails on a refusal (422) with the server's reason; sending again replaces the refused copy", async () => {
    const result = await submitAgainst(server(422, 'title is too long'));
    expect((result as PromiseRejectedResult).reason).toEqual(new Error('title is too long'));
    expect(await submitAgainst(server(200))).toEqual({ status: 'fulfilled', value: 'sent' });
    expect(await localDb.outbox.count()).toBe(0);
  });
});
