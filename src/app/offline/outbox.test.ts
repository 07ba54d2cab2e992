import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { localDb } from './local-db.ts';
import { enqueue, flushOutbox, onSent } from './outbox.ts';
import { flushQueue } from './outbox-flush.ts';

type Call = { path: string; key: string | null; body: unknown };

const PATH = '/api/user/setPlaceState';
/** A place-state change told apart by its place id. */
const change = (n: number) => ({
  userId: '11111111-1111-4111-8111-111111111111',
  placeType: 'event' as const,
  placeId: n,
  isVisited: true,
});

/** A server stand-in that answers each request with the status the test chooses. */
function fakeServer(statuses: number[]) {
  const calls: Call[] = [];
  const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const status = statuses.shift() ?? 200;
    const headers = new Headers(init?.headers);
    calls.push({ path: String(input), key: headers.get('idempotency-key'), body: JSON.parse(String(init?.body)) });
    if (status === 0) throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(status < 300 ? { place: { ok: true } } : { message: `status ${status}` }), {
      status,
    });
  }) as typeof fetch;
  return { calls, fetcher };
}

describe('outbox', () => {
  beforeEach(async () => {
    await localDb.outbox.clear();
  });

  it('sends entries in order with their own Idempotency-Key and forgets each once sent', async () => {
    await enqueue(PATH, change(1), 'place:event:1');
    await enqueue(PATH, change(2), 'place:event:1');
    const sent: unknown[] = [];
    const stop = onSent((entry) => sent.push(entry.payload));
    const server = fakeServer([200, 200]);
    expect(await flushOutbox(server.fetcher)).toBe('done');
    stop();
    expect(server.calls.map((call) => call.body)).toEqual([change(1), change(2)]);
    expect(new Set(server.calls.map((call) => call.key)).size).toBe(2);
    expect(sent).toEqual([change(1), change(2)]);
    expect(await localDb.outbox.count()).toBe(0);
  });

  it('forgets a sent entry only once what the screens made of its answer is kept', async () => {
    await enqueue(PATH, change(1), 'place:event:1');
    const keptWhileStillInOutbox: number[] = [];
    const result = await flushQueue(
      fakeServer([200]).fetcher,
      () => null,
      async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        keptWhileStillInOutbox.push(await localDb.outbox.count());
      },
    );
    expect(result).toBe('done');
    expect(keptWhileStillInOutbox).toEqual([1]);
    expect(await localDb.outbox.count()).toBe(0);
  });

  it('keeps everything from the first entry that must wait (offline, 5xx, 429, 401) and retries it with the same key', async () => {
    await enqueue(PATH, change(1), 's');
    await enqueue(PATH, change(2), 's');
    for (const status of [0, 503, 429, 401]) {
      const server = fakeServer([status]);
      expect(await flushOutbox(server.fetcher)).toBe('retry');
      expect(server.calls).toHaveLength(1);
    }
    const entries = await localDb.outbox.orderBy('seq').toArray();
    expect(entries.map((entry) => [entry.payload.placeId, entry.status, entry.attempts])).toEqual([
      [1, 'pending', 4],
      [2, 'pending', 0],
    ]);
    const server = fakeServer([200, 200]);
    expect(await flushOutbox(server.fetcher)).toBe('done');
    expect(server.calls[0]?.key).toBe(entries[0]?.id);
  });

  it('sends other subjects while one subject waits, and keeps that subject in order', async () => {
    await enqueue(PATH, change(1), 'place:a');
    await enqueue(PATH, change(2), 'place:a');
    await enqueue(PATH, change(3), 'place:b');
    const calls: number[] = [];
    const fetcher = (async (_input: RequestInfo | URL, init?: RequestInit) => {
      const placeId = (JSON.parse(String(init?.body)) as { placeId: number }).placeId;
      calls.push(placeId);
      return new Response(JSON.stringify(placeId === 1 ? { message: 'down' } : { place: {} }), {
        status: placeId === 1 ? 503 : 200,
      });
    }) as typeof fetch;
    expect(await flushOutbox(fetcher)).toBe('retry');
    expect(calls.sort()).toEqual([1, 3]);
    expect((await localDb.outbox.orderBy('seq').toArray()).map((entry) => entry.payload.placeId)).toEqual([1, 2]);
  });

  it('marks a refused entry (4xx) as failed with its reason, keeps it, and goes on with the next', async () => {
    await enqueue(PATH, change(1), 's');
    await enqueue(PATH, change(2), 's');
    const server = fakeServer([404, 200]);
    expect(await flushOutbox(server.fetcher)).toBe('done');
    const left = await localDb.outbox.toArray();
    expect(left.map((entry) => [entry.payload.placeId, entry.status, entry.lastError])).toEqual([
      [1, 'failed', 'status 404'],
    ]);
  });

  it('refuses a change the user waits for at any answer that does not take it (5xx, 429, 401) and keeps it waiting only offline', async () => {
    for (const status of [500, 503, 429, 401]) {
      await localDb.outbox.clear();
      await enqueue(PATH, change(1), 's', undefined, { waitsOnlyOffline: true });
      const server = fakeServer([status]);
      expect(await flushOutbox(server.fetcher)).toBe('done');
      const [entry] = await localDb.outbox.toArray();
      expect([entry?.status, entry?.lastStatus, entry?.lastError]).toEqual(['failed', status, `status ${status}`]);
    }
    await localDb.outbox.clear();
    await enqueue(PATH, change(1), 's', undefined, { waitsOnlyOffline: true });
    expect(await flushOutbox(fakeServer([0]).fetcher)).toBe('retry');
    const [offline] = await localDb.outbox.toArray();
    expect([offline?.status, offline?.attempts, offline?.lastStatus]).toEqual(['pending', 1, undefined]);
  });
});
