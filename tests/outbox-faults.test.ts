import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TripPlace } from '../src/shared/api/calls/trips.ts';
import type { PlaceFlags } from '../src/app/lib/place-flags.ts';
import { withPending } from '../src/app/lib/place-states.ts';
import { overlayTrip } from '../src/app/lib/trip-overlay.ts';
import { localDb } from '../src/app/offline/local-db.ts';
import { enqueue, flushOutbox } from '../src/app/offline/outbox.ts';
import { flushQueue } from '../src/app/offline/outbox-flush.ts';
import { placeSubject } from '../src/app/offline/place-subjects.ts';
import { tripSubject } from '../src/app/offline/trip-subjects.ts';
import { createTestAccount } from './support/test-account.ts';
import { openTestApp, type TestApp } from './support/test-app.ts';

type Fault = 'drop' | 'lostAnswer' | 'serverError' | 'tooMany' | 'timeout';
type Change =
  | { kind: 'flag'; place: number; value: boolean }
  | { kind: 'rate'; place: number; score: number }
  | { kind: 'add'; place: number }
  | { kind: 'remove'; place: number }
  | { kind: 'rename'; title: string };
type Step = { do: 'act' } | { do: 'offline' } | { do: 'online' } | { do: 'flush' } | { do: 'fault'; fault: Fault };

/**
 * Fault injection between the app's real outbox (Dexie) and the real server and database: requests that never
 * arrive, answers lost after the server committed, 500, 429 with Retry-After, timeouts, a tab closed mid-replay, a
 * service worker killed mid-replay, and randomized schedules of all of them with offline/online toggles and user
 * actions. Each ends with zero lost and zero duplicated mutations.
 */
describe('outbox under injected faults', () => {
  let t: TestApp;
  let placeIds: number[];

  beforeAll(async () => {
    t = await openTestApp();
    placeIds = (await t.db.query<{ id: number }>('SELECT id FROM wine_entities ORDER BY id LIMIT 3')).map(
      (row) => row.id,
    );
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await localDb.outbox.clear();
  });

  const account = async () => ({ ...(await createTestAccount(t.db, 'Faults')), tripId: randomUUID() });
  type Account = Awaited<ReturnType<typeof account>>;

  /** The server behind a wire: `state.offline` drops everything, `faults` fail the next requests one by one. */
  const wire = (who: Account, state: { offline: boolean; faults: Fault[]; commits: number }) =>
    (async (input: RequestInfo | URL, init?: RequestInit) => {
      if (state.offline) throw new TypeError('Failed to fetch');
      const fault = state.faults.shift();
      if (fault === 'drop') throw new TypeError('Failed to fetch');
      if (fault === 'serverError') return new Response(JSON.stringify({ message: 'injected 500' }), { status: 500 });
      if (fault === 'tooMany')
        return new Response(JSON.stringify({ message: 'injected 429' }), {
          status: 429,
          headers: { 'retry-after': '0' },
        });
      if (fault === 'timeout') return new Response(JSON.stringify({ message: 'injected timeout' }), { status: 408 });
      const headers = new Headers(init?.headers);
      headers.set('authorization', `Bearer ${who.token}`);
      const answer = await t.app.request(String(input), {
        method: init?.method ?? 'GET',
        body: init?.body ?? null,
        headers,
      });
      if (answer.ok) state.commits += 1;
      if (fault === 'lostAnswer') throw new TypeError('The connection dropped after the server committed');
      return answer;
    }) as typeof fetch;

  const queueChange = async (who: Account, c: Change, i: number) => {
    const changedAt = new Date(Date.UTC(2030, 0, 1, 0, 0, i)).toISOString();
    const placeId = placeIds[c.kind === 'rename' ? 0 : c.place] ?? 0;
    const tripId = who.tripId;
    if (c.kind === 'flag')
      await enqueue(
        '/api/user/setPlaceState',
        { userId: who.userId, placeType: 'wine_entity', placeId, isVisited: c.value, isFavorite: !c.value, changedAt },
        placeSubject('wine_entity', placeId),
      );
    if (c.kind === 'rate')
      await enqueue(
        '/api/user/setPlaceState',
        { userId: who.userId, placeType: 'wine_entity', placeId, userRating: c.score, changedAt },
        placeSubject('wine_entity', placeId),
      );
    if (c.kind === 'add')
      await enqueue(
        '/api/trip/add-places',
        { tripId, places: [{ placeId, placeType: 'wine_entity' }], changedAt },
        tripSubject(tripId),
      );
    if (c.kind === 'remove')
      await enqueue(
        '/api/trip/delete-place',
        { tripId, placeId, placeType: 'wine_entity', changedAt },
        tripSubject(tripId),
      );
    if (c.kind === 'rename')
      await enqueue('/api/trip/update', { tripId, title: c.title, description: '', changedAt }, tripSubject(tripId));
  };

  const serverState = async (who: Account) => ({
    title:
      (
        await t.db.query<{ title: string }>('SELECT title FROM trips WHERE id = $1 AND deleted_at IS NULL', [
          who.tripId,
        ])
      )[0]?.title ?? null,
    places: (
      await t.db.query<{ place_id: number }>(
        'SELECT place_id FROM trip_places WHERE trip_id = $1 AND (removed_at IS NULL OR added_at > removed_at) ORDER BY place_id',
        [who.tripId],
      )
    ).map((row) => row.place_id),
    flags: await t.db.query<{ place_id: number; is_visited: boolean; is_favorite: boolean }>(
      'SELECT place_id, is_visited, is_favorite FROM place_states WHERE user_id = $1 ORDER BY place_id',
      [who.userId],
    ),
    ratings: await t.db.query<{ place_id: number; score: number }>(
      'SELECT place_id, score FROM ratings WHERE user_id = $1 ORDER BY place_id',
      [who.userId],
    ),
    trips: Number(
      (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM trips WHERE user_id = $1', [who.userId]))[0]?.n,
    ),
    storedAnswers: Number(
      (
        await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM idempotency_keys WHERE user_id = $1', [
          who.userId,
        ])
      )[0]?.n,
    ),
  });

  /** Every change once, in order: the state the server must end in (DESIGN.md merge rules). */
  const expectedState = (changes: readonly Change[]) => {
    let title = 'Start';
    const places = new Set<number>();
    const flags = new Map<number, { is_visited: boolean; is_favorite: boolean }>();
    const ratings = new Map<number, number>();
    for (const c of changes) {
      const placeId = placeIds[c.kind === 'rename' ? 0 : c.place] ?? 0;
      if (c.kind === 'rename') title = c.title;
      if (c.kind === 'add') places.add(placeId);
      if (c.kind === 'remove') places.delete(placeId);
      if (c.kind === 'flag') flags.set(placeId, { is_visited: c.value, is_favorite: !c.value });
      if (c.kind === 'rate') {
        ratings.set(placeId, c.score);
        if (!flags.has(placeId)) flags.set(placeId, { is_visited: false, is_favorite: false });
      }
    }
    return {
      title,
      places: [...places].sort((a, b) => a - b),
      trips: 1,
      storedAnswers: changes.length + 1,
      flags: [...flags].sort(([a], [b]) => a - b).map(([place_id, f]) => ({ place_id, ...f })),
      ratings: [...ratings].sort(([a], [b]) => a - b).map(([place_id, score]) => ({ place_id, score })),
    };
  };

  /** What the app shows before the queue is sent: the server's copy with the unsent changes laid over it. */
  const clientView = async (who: Account) => {
    const pending = await localDb.outbox.where('status').equals('pending').sortBy('seq');
    const server = await serverState(who);
    const base =
      server.title === null
        ? null
        : {
            trip: {
              id: who.tripId,
              title: server.title,
              description: '',
              slug: '',
              image: null,
              userId: who.userId,
              updatedAt: '',
              tripPlaces: server.places.map((placeId) => ({ place: { placeId, placeType: 'wine_entity' as const } })),
            },
            places: server.places.map((id): TripPlace => ({
              id,
              slug: '',
              title: '',
              types: [],
              type: 'wine_entity',
              dateFrom: null,
              dateTo: null,
              city: null,
              image: null,
              url: '',
              latitude: null,
              longitude: null,
            })),
          };
    const trip = overlayTrip(
      base,
      pending.filter((entry) => entry.subject === tripSubject(who.tripId)),
    );
    const flags = placeIds.map((placeId) => {
      const saved = server.flags.find((row) => row.place_id === placeId);
      const savedFlags: PlaceFlags = {
        isVisited: saved?.is_visited ?? false,
        isFavorite: saved?.is_favorite ?? false,
        isPlannedToVisit: false,
        userRating: server.ratings.find((row) => row.place_id === placeId)?.score ?? null,
        note: '',
      };
      const changes = pending
        .filter((entry) => entry.subject === placeSubject('wine_entity', placeId))
        .map((entry) => entry.payload as Partial<PlaceFlags>);
      const shown = withPending(savedFlags, changes);
      return { placeId, isVisited: shown.isVisited, isFavorite: shown.isFavorite, userRating: shown.userRating };
    });
    return {
      title: trip?.trip.title ?? null,
      places: (trip?.places.map((place) => place.id) ?? []).sort((a, b) => a - b),
      flags,
    };
  };
  const shownFromServer = (server: Awaited<ReturnType<typeof serverState>>) => ({
    title: server.title,
    places: server.places,
    flags: placeIds.map((placeId) => {
      const saved = server.flags.find((row) => row.place_id === placeId);
      return {
        placeId,
        isVisited: saved?.is_visited ?? false,
        isFavorite: saved?.is_favorite ?? false,
        userRating: server.ratings.find((row) => row.place_id === placeId)?.score ?? null,
      };
    }),
  });

  const startTrip = (who: Account) =>
    enqueue(
      '/api/trip/create',
      { id: who.tripId, title: 'Start', description: '', userId: who.userId },
      tripSubject(who.tripId),
    );
  const drain = async (send: typeof fetch) => {
    for (let pass = 0; pass < 200; pass += 1) if ((await flushOutbox(send)) === 'done') return;
    throw new Error('the outbox did not drain');
  };
  const SOME: Change[] = [
    { kind: 'add', place: 0 },
    { kind: 'flag', place: 1, value: true },
    { kind: 'rate', place: 2, score: 4 },
    { kind: 'rename', title: 'Pálava' },
    { kind: 'remove', place: 0 },
    { kind: 'add', place: 1 },
  ];

  it.each<[string, Fault[]]>([
    ['the server commits but the answer is lost', ['lostAnswer', 'lostAnswer']],
    ['500, then 200', ['serverError', 'serverError']],
    ['429 with Retry-After, then 200', ['tooMany']],
    ['a timeout, then 200', ['timeout']],
  ])('%s: nothing lost, nothing twice', async (_name, faults) => {
    const who = await account();
    await startTrip(who);
    for (const [i, c] of SOME.entries()) await queueChange(who, c, i);
    const state = { offline: false, faults: [...faults], commits: 0 };
    await drain(wire(who, state));
    expect(await localDb.outbox.count()).toBe(0);
    expect(await serverState(who)).toEqual(expectedState(SOME));
  });

  it('waits for Retry-After before asking again', async () => {
    const who = await account();
    await startTrip(who);
    let requests = 0;
    const busy = (async () => {
      requests += 1;
      return new Response(JSON.stringify({ message: 'busy' }), { status: 429, headers: { 'retry-after': '120' } });
    }) as typeof fetch;
    expect(await flushOutbox(busy)).toBe('retry');
    expect(await flushOutbox(busy)).toBe('retry');
    expect(requests).toBe(1);
    expect((await localDb.outbox.toArray())[0]?.notBefore).toBeDefined();
  });

  it('a tab closed mid-replay and opened again, and a service worker killed mid-replay while the page sends: each change once', async () => {
    const who = await account();
    await startTrip(who);
    for (const [i, c] of SOME.entries()) await queueChange(who, c, i);
    const state = { offline: false, faults: [] as Fault[], commits: 0 };
    const send = wire(who, state);
    // The first "tab" sends until its third request reaches the server, then never hears back (the tab is gone).
    let calls = 0;
    const closingTab = (async (input: RequestInfo | URL, init?: RequestInit) => {
      calls += 1;
      if (calls > 3) return new Promise<Response>(() => undefined);
      const answer = await send(input, init);
      // Gone after its third request reached the server: it hears nothing back and sends nothing more.
      if (calls === 3) return new Promise<Response>(() => undefined);
      return answer;
    }) as typeof fetch;
    void flushOutbox(closingTab);
    await expect.poll(() => calls).toBeGreaterThanOrEqual(3);
    // The reopened tab and the service worker send the same queue at once; one of them is killed after two requests.
    let workerCalls = 0;
    const killedWorker = (async (input: RequestInfo | URL, init?: RequestInit) => {
      workerCalls += 1;
      if (workerCalls > 2) return new Promise<Response>(() => undefined);
      return send(input, init);
    }) as typeof fetch;
    void flushQueue(killedWorker, () => who.token);
    await drain(send);
    expect(await localDb.outbox.count()).toBe(0);
    expect(await serverState(who)).toEqual(expectedState(SOME));
  });

  it('randomized: 500 schedules of offline/online, faults and user actions end with client and server in the same state', async () => {
    const change: fc.Arbitrary<Change> = fc.oneof(
      fc.record({ kind: fc.constant('flag' as const), place: fc.nat(2), value: fc.boolean() }),
      fc.record({ kind: fc.constant('rate' as const), place: fc.nat(2), score: fc.integer({ min: 1, max: 5 }) }),
      fc.record({ kind: fc.constant('add' as const), place: fc.nat(2) }),
      fc.record({ kind: fc.constant('remove' as const), place: fc.nat(2) }),
      fc.record({ kind: fc.constant('rename' as const), title: fc.constantFrom('Pálava', 'Znojmo', 'Mělník') }),
    );
    const step: fc.Arbitrary<Step> = fc.oneof(
      { arbitrary: fc.constant({ do: 'act' as const }), weight: 4 },
      { arbitrary: fc.constant({ do: 'offline' as const }), weight: 1 },
      { arbitrary: fc.constant({ do: 'online' as const }), weight: 1 },
      { arbitrary: fc.constant({ do: 'flush' as const }), weight: 2 },
      {
        arbitrary: fc
          .constantFrom<Fault>('drop', 'lostAnswer', 'serverError', 'tooMany', 'timeout')
          .map((fault) => ({ do: 'fault' as const, fault })),
        weight: 2,
      },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(change, { minLength: 1, maxLength: 4 }),
        fc.array(step, { maxLength: 10 }),
        async (changes, steps) => {
          await localDb.outbox.clear();
          const who = await account();
          const state = { offline: false, faults: [] as Fault[], commits: 0 };
          const send = wire(who, state);
          await startTrip(who);
          let acted = 0;
          for (const s of steps) {
            const next = changes[acted];
            if (s.do === 'act' && next) await queueChange(who, next, (acted += 1));
            if (s.do === 'offline') state.offline = true;
            if (s.do === 'online') state.offline = false;
            if (s.do === 'fault') state.faults.push(s.fault);
            if (s.do === 'flush') await flushOutbox(send);
          }
          while (acted < changes.length) await queueChange(who, changes[acted] as Change, (acted += 1));
          const shownBefore = await clientView(who);
          state.offline = false;
          await drain(send);
          const server = await serverState(who);
          expect(await localDb.outbox.count()).toBe(0);
          expect(server).toEqual(expectedState(changes));
          expect(shownFromServer(server)).toEqual(shownBefore);
        },
      ),
      { numRuns: 500 },
    );
  }, 600_000);
});
