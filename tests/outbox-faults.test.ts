import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDb } from '../src/app/lib/local-db.ts';
import { enqueue, flushOutbox } from '../src/app/lib/outbox.ts';
import { createSession } from '../src/server/lib/auth/sessions.ts';
import { openTestApp, type TestApp } from './support/test-app.ts';

type Fault = 'none' | 'offline' | 'lostAnswer' | 'serverError' | 'tooMany' | 'timeout';
const FAULTS: readonly Fault[] = ['none', 'offline', 'lostAnswer', 'serverError', 'tooMany', 'timeout'];

/**
 * Fault injection between the app's real outbox (Dexie) and the real server: requests that never arrive, answers
 * lost after the server applied the change, 500, 429 and timeouts, in any mix. Flushing until the outbox is empty
 * must leave the server as if every change had arrived once, in order.
 */
describe('outbox under injected faults', () => {
  let t: TestApp;
  let placeIds: number[];

  beforeAll(async () => {
    t = await openTestApp();
    placeIds = (await t.db.query<{ id: number }>('SELECT id FROM wine_entities ORDER BY id LIMIT 3')).map((row) => row.id);
  });
  afterAll(async () => {
    await t.close();
  });

  const account = async () => {
    const userId = randomUUID();
    await t.db.query("INSERT INTO users (id, email, name) VALUES ($1, $2, 'Faults')", [userId, `${userId}@example.cz`]);
    return { userId, token: (await createSession(t.db, userId)).accessToken };
  };

  /** The server behind a wire that fails as `faults` says, one fault per request (then clean). */
  const faultyWire = (token: string, faults: Fault[]) => (async (input: RequestInfo | URL, init?: RequestInit) => {
    const fault = faults.shift() ?? 'none';
    if (fault === 'offline') throw new TypeError('Failed to fetch');
    if (fault === 'serverError') return new Response(JSON.stringify({ message: 'injected 500' }), { status: 500 });
    if (fault === 'tooMany') return new Response(JSON.stringify({ message: 'injected 429' }), { status: 429 });
    if (fault === 'timeout') return new Response(JSON.stringify({ message: 'injected timeout' }), { status: 408 });
    const headers = new Headers(init?.headers);
    headers.set('authorization', `Bearer ${token}`);
    const answer = await t.app.request(String(input), { method: init?.method ?? 'GET', body: init?.body ?? null, headers });
    if (fault === 'lostAnswer') throw new TypeError('The connection dropped before the answer');
    return answer;
  }) as typeof fetch;

  const stateOf = async (userId: string, tripId: string) => ({
    trip: (await t.db.query('SELECT title, description FROM trips WHERE id = $1 AND deleted_at IS NULL', [tripId]))[0] ?? null,
    places: (await t.db.query<{ place_id: number }>('SELECT place_id FROM trip_places WHERE trip_id = $1 AND (removed_at IS NULL OR added_at > removed_at) ORDER BY place_id', [tripId])).map((row) => row.place_id),
    flags: await t.db.query('SELECT place_id, is_visited, is_favorite FROM place_states WHERE user_id = $1 ORDER BY place_id', [userId]),
    ratings: await t.db.query('SELECT place_id, score FROM ratings WHERE user_id = $1 ORDER BY place_id', [userId]),
    trips: Number((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM trips WHERE user_id = $1', [userId]))[0]?.n),
  });

  it('delivers every queued change exactly once whatever fails on the way', async () => {
    const change = fc.oneof(
      fc.record({ kind: fc.constant('flag' as const), place: fc.nat(2), value: fc.boolean() }),
      fc.record({ kind: fc.constant('rate' as const), place: fc.nat(2), score: fc.integer({ min: 1, max: 5 }) }),
      fc.record({ kind: fc.constant('add' as const), place: fc.nat(2) }),
      fc.record({ kind: fc.constant('remove' as const), place: fc.nat(2) }),
      fc.record({ kind: fc.constant('rename' as const), title: fc.constantFrom('Pálava', 'Znojmo', 'Mělník') }),
    );
    await fc.assert(fc.asyncProperty(fc.array(change, { minLength: 1, maxLength: 8 }), fc.array(fc.constantFrom(...FAULTS), { maxLength: 24 }), async (changes, faults) => {
      await localDb.outbox.clear();
      const [clean, faulty] = [await account(), await account()];
      const tripOf = new Map<string, string>();
      const queue = async (who: { userId: string }) => {
        const tripId = randomUUID();
        tripOf.set(who.userId, tripId);
        await enqueue('/api/trip/create', { id: tripId, title: 'Start', description: '', userId: who.userId }, `trip:${tripId}`);
        for (const [i, c] of changes.entries()) {
          const changedAt = new Date(Date.UTC(2030, 0, 1, 0, 0, i)).toISOString();
          const placeId = placeIds[c.kind === 'rename' ? 0 : c.place] ?? 0;
          if (c.kind === 'flag') await enqueue('/api/user/setPlaceState', { userId: who.userId, placeType: 'wine_entity', placeId, isVisited: c.value, isFavorite: !c.value, changedAt }, `place:wine_entity:${placeId}`);
          if (c.kind === 'rate') await enqueue('/api/user/setPlaceState', { userId: who.userId, placeType: 'wine_entity', placeId, userRating: c.score, changedAt }, `place:wine_entity:${placeId}`);
          if (c.kind === 'add') await enqueue('/api/trip/add-places', { tripId, places: [{ placeId, placeType: 'wine_entity' }], changedAt }, `trip:${tripId}`);
          if (c.kind === 'remove') await enqueue('/api/trip/delete-place', { tripId, placeId, placeType: 'wine_entity', changedAt }, `trip:${tripId}`);
          if (c.kind === 'rename') await enqueue('/api/trip/update', { tripId, title: c.title, description: '', changedAt }, `trip:${tripId}`);
        }
      };
      await queue(clean);
      while ((await flushOutbox(faultyWire(clean.token, []))) !== 'done');
      await queue(faulty);
      const wire = faultyWire(faulty.token, [...faults]);
      for (let pass = 0; pass < 100 && (await flushOutbox(wire)) !== 'done'; pass += 1);
      expect(await localDb.outbox.count()).toBe(0);
      const expected = await stateOf(clean.userId, tripOf.get(clean.userId) ?? '');
      expect(await stateOf(faulty.userId, tripOf.get(faulty.userId) ?? '')).toEqual(expected);
      expect(expected.trips).toBe(1);
    }), { numRuns: 25 });
  });
});
