import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAccount } from '../../../../tests/support/test-account.ts';
import { openTestApp, type TestApp } from '../../../../tests/support/test-app.ts';

type Mutation =
  | {
      kind: 'flags';
      place: number;
      isVisited?: boolean | undefined;
      isFavorite?: boolean | undefined;
      userRating?: number | null | undefined;
    }
  | { kind: 'add'; place: number }
  | { kind: 'remove'; place: number }
  | { kind: 'visitAll'; places: number[] }
  | { kind: 'rename'; title: string };
type Flags = { isVisited: boolean; isFavorite: boolean; userRating: number | null };
type EndState = { title: string; tripPlaces: number[]; flags: Record<string, Flags> };

const CREATED_TITLE = 'Replay';

/**
 * What the queue means, applied once in order: the newest change of every field wins (DESIGN.md merge rules). The
 * server must end here whatever order the outbox delivered in.
 */
function expectedState(mutations: readonly Mutation[], placeIds: readonly number[]): EndState {
  let title = CREATED_TITLE;
  const inTrip = new Set<number>();
  const flags = new Map<number, Flags>();
  const flagsOf = (place: number) => flags.get(place) ?? { isVisited: false, isFavorite: false, userRating: null };
  for (const m of mutations) {
    if (m.kind === 'rename') title = m.title;
    else if (m.kind === 'add') inTrip.add(m.place);
    else if (m.kind === 'remove') inTrip.delete(m.place);
    else if (m.kind === 'visitAll')
      for (const place of m.places) flags.set(place, { ...flagsOf(place), isVisited: true });
    else {
      const before = flagsOf(m.place);
      flags.set(m.place, {
        isVisited: m.isVisited ?? before.isVisited,
        isFavorite: m.isFavorite ?? before.isFavorite,
        userRating: m.userRating === undefined ? before.userRating : m.userRating,
      });
    }
  }
  const id = (place: number) => placeIds[place] ?? 0;
  return {
    title,
    tripPlaces: [...inTrip].map(id).sort((a, b) => a - b),
    // The server lists only places with something set.
    flags: Object.fromEntries(
      [...flags]
        .filter(([, f]) => f.isVisited || f.isFavorite || f.userRating !== null)
        .map(([place, f]) => [String(id(place)), f]),
    ),
  };
}

/**
 * DESIGN.md's merge rules, end to end: an outbox that delivers its queue of trip create/rename, trip-place,
 * mark-all-visited and place-state mutations in any order, some twice (lost answers, retries), leaves the server as
 * the queue means. Client times lie in the past, as an offline queue's do when it finally reaches the server.
 */
describe('offline replay of trip, trip-place and place-state mutations', () => {
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

  const newUser = async () => {
    const { userId, token: accessToken } = await createTestAccount(t.db, 'Replay');
    const headers = (key: string) => ({ Authorization: `Bearer ${accessToken}`, 'Idempotency-Key': key });
    return { userId, tripId: randomUUID(), accessToken, headers };
  };
  type Account = Awaited<ReturnType<typeof newUser>>;

  const create = (account: Account, changedAt: string, key: string) =>
    t.postJson(
      '/api/trip/create',
      { id: account.tripId, title: CREATED_TITLE, description: '', userId: account.userId, changedAt },
      account.headers(key),
    );

  const send = (account: Account, mutation: Mutation, changedAt: string, key: string) => {
    const ref = (place: number) => ({ placeId: placeIds[place] ?? 0, placeType: 'wine_entity' });
    const { tripId, userId } = account;
    switch (mutation.kind) {
      case 'flags': {
        const { kind: _kind, place, ...flags } = mutation;
        return t.postJson(
          '/api/user/setPlaceState',
          { userId, ...ref(place), ...flags, changedAt },
          account.headers(key),
        );
      }
      case 'add':
        return t.postJson(
          '/api/trip/add-places',
          { tripId, places: [ref(mutation.place)], changedAt },
          account.headers(key),
        );
      case 'remove':
        return t.postJson(
          '/api/trip/delete-place',
          { tripId, ...ref(mutation.place), changedAt },
          account.headers(key),
        );
      case 'visitAll':
        return t.postJson(
          '/api/trip/add-visited-places',
          { userId, places: mutation.places.map(ref), changedAt },
          account.headers(key),
        );
      case 'rename':
        return t.postJson(
          '/api/trip/update',
          { tripId, title: mutation.title, description: '', changedAt },
          account.headers(key),
        );
    }
  };

  const finalState = async (account: Account): Promise<EndState> => {
    const trip = await t.getWith<{ data: { trip: { title: string; tripPlaces: { place: { placeId: number } }[] } } }>(
      `/api/trip/places?tripId=${account.tripId}`,
      {},
    );
    const states = await t.getWith<{ data: Record<string, Flags> }>(
      `/api/user/getPlacesData?userId=${account.userId}&placeType=wine_entity`,
      { Authorization: `Bearer ${account.accessToken}` },
    );
    return {
      title: trip.body.data.trip.title,
      tripPlaces: trip.body.data.trip.tripPlaces.map(({ place }) => place.placeId).sort((a, b) => a - b),
      flags: Object.fromEntries(
        Object.entries(states.body.data).map(([id, { isVisited, isFavorite, userRating }]) => [
          id,
          { isVisited, isFavorite, userRating },
        ]),
      ),
    };
  };

  it('any delivery order with duplicates ends in the state the queue means', async () => {
    const flag = fc.option(fc.boolean(), { nil: undefined });
    const place = fc.integer({ min: 0, max: 2 });
    const mutation: fc.Arbitrary<Mutation> = fc.oneof(
      fc
        .record({
          kind: fc.constant('flags' as const),
          place,
          isVisited: flag,
          isFavorite: flag,
          userRating: fc.option(fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }), { nil: undefined }),
        })
        .filter((m) => m.isVisited !== undefined || m.isFavorite !== undefined || m.userRating !== undefined),
      fc.record({ kind: fc.constant('add' as const), place }),
      fc.record({ kind: fc.constant('remove' as const), place }),
      fc.record({
        kind: fc.constant('visitAll' as const),
        places: fc.uniqueArray(place, { minLength: 1, maxLength: 3 }),
      }),
      fc.record({ kind: fc.constant('rename' as const), title: fc.constantFrom('Pálava', 'Mikulovsko', 'Znojemsko') }),
    );
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(mutation, { minLength: 1, maxLength: 10 }),
        fc.array(fc.record({ index: fc.nat(), sameKey: fc.boolean() }), { maxLength: 6 }),
        fc.array(fc.integer(), { minLength: 16, maxLength: 16 }),
        async (mutations, extra, sortKeys) => {
          run += 1;
          // Made offline within the last hour, one change a second, sent now.
          const start = Date.now() - 60 * 60_000;
          const at = (i: number) => new Date(start + i * 1000).toISOString();
          const queued = mutations.map((m, i) => ({ m, changedAt: at(i + 1), key: `replay-${run}-${i}` }));
          const [inOrder, shuffled] = [await newUser(), await newUser()];

          expect((await create(inOrder, at(0), `replay-${run}-create-a`)).status).toBe(200);
          for (const { m, changedAt, key } of queued)
            expect((await send(inOrder, m, changedAt, `${key}-a`)).status).toBe(200);

          // The create goes first (the other changes need the trip); the rest in any order, some again: with the same
          // key (a lost answer) or a new one (a retry after the stored answers expired).
          expect((await create(shuffled, at(0), `replay-${run}-create-b`)).status).toBe(200);
          const deliveries = [
            ...queued.map((_, index) => ({ index, sameKey: true })),
            ...extra.map(({ index, sameKey }) => ({ index: index % queued.length, sameKey })),
          ]
            .map((delivery, position) => ({ ...delivery, position, order: sortKeys[position % sortKeys.length] ?? 0 }))
            .sort((a, b) => a.order - b.order);
          for (const { index, sameKey, position } of deliveries) {
            const entry = queued[index];
            if (entry)
              expect(
                (
                  await send(
                    shuffled,
                    entry.m,
                    entry.changedAt,
                    sameKey ? `${entry.key}-b` : `${entry.key}-b${position}`,
                  )
                ).status,
              ).toBe(200);
          }
          // A create replayed late (its answer was lost) changes nothing either.
          expect((await create(shuffled, at(0), `replay-${run}-create-again`)).status).toBe(200);

          const expected = expectedState(mutations, placeIds);
          expect(await finalState(inOrder)).toEqual(expected);
          expect(await finalState(shuffled)).toEqual(expected);
        },
      ),
      { numRuns: 25 },
    );
  });
});
