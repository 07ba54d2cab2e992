import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../../../tests/support/memory-storage.ts';
import { localDb } from './local-db.ts';
import { enqueue, flushOutbox } from './outbox.ts';

const PATH = '/api/user/setPlaceState';
const change = (placeId: number) => ({
  userId: '11111111-1111-4111-8111-111111111111',
  placeType: 'event' as const,
  placeId,
  isVisited: true,
});

/** A server that takes everything, and the Idempotency-Key and body of each call. */
function acceptingServer() {
  const calls: { key: string | null; body: unknown }[] = [];
  const fetcher = (async (_input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ key: new Headers(init?.headers).get('idempotency-key'), body: JSON.parse(String(init?.body)) });
    return new Response(JSON.stringify({ place: { ok: true } }), { status: 200 });
  }) as typeof fetch;
  return { calls, fetcher };
}

/** The outbox's add fails once, as it does when the page unloads before IndexedDB has the entry. */
const abortNextAdd = () =>
  vi.spyOn(localDb.outbox, 'add').mockRejectedValueOnce(new DOMException('The page unloaded', 'AbortError'));

describe('a change made while the page unloads', () => {
  beforeEach(async () => {
    vi.stubGlobal('localStorage', new MemoryStorage());
    await localDb.outbox.clear();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('leaves no copy in localStorage once the outbox has it', async () => {
    await enqueue(PATH, change(1), 'place:event:1');
    expect(await localDb.outbox.count()).toBe(1);
    expect(localStorage.length).toBe(0);
  });

  it('is queued on the next start when the outbox write did not land, and reaches the server once, in order', async () => {
    await enqueue(PATH, change(1), 'place:event:1');
    abortNextAdd();
    await expect(enqueue(PATH, change(2), 'place:event:2')).rejects.toThrow('The page unloaded');
    expect(await localDb.outbox.count()).toBe(1);
    expect(localStorage.length).toBe(1);

    const server = acceptingServer();
    expect(await flushOutbox(server.fetcher)).toBe('done');
    expect(server.calls.map((call) => call.body)).toEqual([change(1), change(2)]);
    expect(new Set(server.calls.map((call) => call.key)).size).toBe(2);
    expect(localStorage.length).toBe(0);
    expect(await flushOutbox(server.fetcher)).toBe('done');
    expect(server.calls).toHaveLength(2);
  });

  it('is not queued twice when the outbox had it after all', async () => {
    const stored = localDb.outbox.add.bind(localDb.outbox);
    // The write lands, but the page is gone before the copy is forgotten.
    vi.spyOn(localDb.outbox, 'add').mockImplementationOnce((entry) =>
      stored(entry).then(() => {
        throw new DOMException('The page unloaded', 'AbortError');
      }),
    );
    await expect(enqueue(PATH, change(3), 'place:event:3')).rejects.toThrow('The page unloaded');
    expect(localStorage.length).toBe(1);

    const server = acceptingServer();
    expect(await flushOutbox(server.fetcher)).toBe('done');
    expect(server.calls.map((call) => call.body)).toEqual([change(3)]);
    expect(localStorage.length).toBe(0);
  });

  it('drops a copy it cannot read, and sends nothing of it', async () => {
    localStorage.setItem('vm.untilStored.outbox.x', '{"id": 1');
    localStorage.setItem('vm.untilStored.outbox.y', JSON.stringify({ id: 'y', path: PATH, payload: 'text' }));
    const server = acceptingServer();
    expect(await flushOutbox(server.fetcher)).toBe('done');
    expect(server.calls).toEqual([]);
    expect(localStorage.length).toBe(0);
  });
});
