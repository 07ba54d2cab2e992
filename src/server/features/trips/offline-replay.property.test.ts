import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAccount } from '../../../../tests/support/test-account.ts';
import { openTestApp, type TestApp } from '../../../../tests/support/test-app.ts';

type Mutation =
  | { kind: 'flags'; place: number; isVisited?: boolean | undefined; isFavorite?: boolean | undefined; userRating?: number | null | undefined }
  | { kind: 'add'; place: number }
  | { kind: 'remove'; place: number };

/**
 * DESIGN.md's merge rules, end to end: an outbox that delivers its queue of place-state and trip-place mutations in
 * any order, some twice (lost answers, retries), leaves the server as sending each once in order does.
 */
describe('offline replay of place-state and trip-place mutations', () => {
  let t: TestApp;
  let placeIds: number[];

  beforeAll(async () => {
    t = await openTestApp();
    placeIds = (await t.db.query<{ id: number }>('SELECT id FROM wine_entities ORDER BY id LIMIT 3')).map((row) => row.id);
  });
  afterAll(async () => {
    await t.close();
  });

  const newUserWithTrip = async () => {
    const { userId, token: accessToken } = await createTestAccount(t.db, 'Replay');
    const tripId = randomUUID();
    const headers = (key: string) => ({ Authorization: `Bearer ${accessToken}`, 'Idempotency-Key': key });
    await t.postJson('/api/trip/create', { id: tripId, title: 'Replay', userId }, headers(`create-${tripId}`));
    return { userId, tripId, accessToken, headers };
  };
  type Account = Awaited<ReturnType<typeof newUserWithTrip>>;

  const send = (account: Account, mutation: Mutation, changedAt: string, key: string) => {
    const placeId = placeIds[mutation.place] ?? 0;
    if (mutation.kind === 'flags') {
      const { kind: _kind, place: _place, ...flags } = mutation;
      return t.postJson('/api/user/setPlaceState', { userId: account.userId, placeType: 'wine_entity', placeId, ...flags, changedAt }, account.headers(key));
    }
    if (mutation.kind === 'add') {
      return t.postJson('/api/trip/add-places', { tripId: account.tripId, places: [{ placeId, placeType: 'wine_entity' }], changedAt }, account.headers(key));
    }
    return t.postJson('/api/trip/delete-place', { tripId: account.tripId, placeId, placeType: 'wine_entity', changedAt }, account.headers(key));
  };

  const finalState = async (account: Account) => {
    const trip = await t.getWith<{ data: { trip: { tripPlaces: { place: { placeId: number } }[] } } }>(`/api/trip/places?tripId=${account.tripId}`, {});
    const states = await t.getWith<{ data: Record<string, { isVisited: boolean; isFavorite: boolean; userRating: number | null }> }>(
      `/api/user/getPlacesData?userId=${account.userId}&placeType=wine_entity`, { Authorization: `Bearer ${account.accessToken}` });
    return {
      tripPlaces: trip.body.data.trip.tripPlaces.map(({ place }) => place.placeId).sort((a, b) => a - b),
      flags: Object.values(states.body.data).map(({ isVisited, isFavorite, userRating }) => ({ isVisited, isFavorite, userRating })),
    };
  };

  it('any delivery order with duplicates ends in the in-order state', async () => {
    const flag = fc.option(fc.boolean(), { nil: undefined });
    const place = fc.integer({ min: 0, max: 2 });
    const mutation: fc.Arbitrary<Mutation> = fc.oneof(
      fc.record({ kind: fc.constant('flags' as const), place, isVisited: flag, isFavorite: flag, userRating: fc.option(fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }), { nil: undefined }) })
        .filter((m) => m.isVisited !== undefined || m.isFavorite !== undefined || m.userRating !== undefined),
      fc.record({ kind: fc.constant('add' as const), place }),
      fc.record({ kind: fc.constant('remove' as const), place }),
    );
    let run = 0;
    await fc.assert(fc.asyncProperty(
      fc.array(mutation, { minLength: 1, maxLength: 8 }),
      fc.array(fc.nat(), { maxLength: 6 }),
      fc.array(fc.integer(), { minLength: 14, maxLength: 14 }),
      async (mutations, extra, sortKeys) => {
        run += 1;
        const [inOrder, shuffled] = [await newUserWithTrip(), await newUserWithTrip()];
        const queued = mutations.map((m, i) => ({ m, changedAt: new Date(Date.UTC(2030, 0, 1, 0, 0, i)).toISOString(), key: `replay-${run}-${i}` }));
        for (const { m, changedAt, key } of queued) expect((await send(inOrder, m, changedAt, `${key}-a`)).status).toBe(200);
        const deliveries = [...queued.map((_, i) => i), ...extra.map((n) => n % queued.length)]
          .map((index, position) => ({ index, order: sortKeys[position % sortKeys.length] ?? 0 }))
          .sort((a, b) => a.order - b.order)
          .map(({ index }) => index);
        for (const index of deliveries) {
          const entry = queued[index];
          if (entry) expect((await send(shuffled, entry.m, entry.changedAt, `${entry.key}-b`)).status).toBe(200);
        }
        expect(await finalState(shuffled)).toEqual(await finalState(inOrder));
      },
    ), { numRuns: 25 });
  });
});
