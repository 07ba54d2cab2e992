import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAccount } from '../../../../tests/support/test-account.ts';
import { openTestApp, type TestApp } from '../../../../tests/support/test-app.ts';

type PlaceRef = { placeId: number; placeType: 'wine_entity' };
type TripAnswer = { data: { trip: { title: string; tripPlaces: { place: PlaceRef }[] } } };

/**
 * The outbox sends a change again when its answer was lost: the same Idempotency-Key must answer what it answered the
 * first time without writing again, and the key reused for another change is a 422. Each write below is followed by a
 * newer change the replay would undo if it ran a second time (the writes carry no client time, so a rerun would be newest).
 */
describe('trip writes replayed with the same Idempotency-Key', () => {
  let t: TestApp;
  let places: PlaceRef[];

  beforeAll(async () => {
    t = await openTestApp();
    places = (await t.db.query<{ id: number }>('SELECT id FROM wine_entities ORDER BY id LIMIT 3')).map((row) => ({
      placeId: row.id,
      placeType: 'wine_entity',
    }));
  });
  afterAll(async () => {
    await t.close();
  });

  /** A new user with a trip holding the first two places. */
  const setUp = async () => {
    const { userId, token } = await createTestAccount(t.db, 'Replay');
    const tripId = randomUUID();
    const post = <T = unknown>(path: string, body: Record<string, unknown>, key?: string) =>
      t.postJson<T>(path, body, { Authorization: `Bearer ${token}`, ...(key ? { 'Idempotency-Key': key } : {}) });
    expect((await post('/api/trip/create', { id: tripId, title: 'Pálava', description: '', userId })).status).toBe(200);
    expect((await post('/api/trip/add-places', { tripId, places: places.slice(0, 2) })).status).toBe(200);
    const trip = async () => (await t.getWith<TripAnswer>(`/api/trip/places?tripId=${tripId}`, {})).body.data.trip;
    const keys = async () => (await trip()).tripPlaces.map(({ place }) => place.placeId);
    const visited = async () =>
      Object.values(
        (
          await t.getWith<{ data: Record<string, { placeId: number; isVisited: boolean }> }>(
            `/api/user/getPlacesData?userId=${userId}&placeType=wine_entity`,
            { Authorization: `Bearer ${token}` },
          )
        ).body.data,
      )
        .filter((state) => state.isVisited)
        .map((state) => state.placeId);
    return { userId, tripId, post, trip, keys, visited };
  };
  type Account = Awaited<ReturnType<typeof setUp>>;

  /** Sends the write with a key, then `after` (a newer change), replays the key, and checks the first answer came back unchanged. */
  const replayOnce = async (
    account: Account,
    path: string,
    body: Record<string, unknown>,
    other: Record<string, unknown>,
    after: () => Promise<unknown>,
  ) => {
    const key = `replay-${randomUUID()}`;
    const first = await account.post(path, body, key);
    expect(first.status, path).toBe(200);
    await after();
    const replay = await account.post(path, body, key);
    expect(replay.status, path).toBe(200);
    expect(replay.body, path).toEqual(first.body);
    expect((await account.post(path, other, key)).status, path).toBe(422);
  };

  it('update: applied once; a rename made after it stays', async () => {
    const a = await setUp();
    await replayOnce(
      a,
      '/api/trip/update',
      { tripId: a.tripId, title: 'Mikulov', description: '' },
      { tripId: a.tripId, title: 'Valtice', description: '' },
      () => a.post('/api/trip/update', { tripId: a.tripId, title: 'Lednice', description: '' }),
    );
    expect((await a.trip()).title).toBe('Lednice');
  });

  it('add-places: applied once; a removal made after it stays', async () => {
    const a = await setUp();
    const third = places[2];
    await replayOnce(
      a,
      '/api/trip/add-places',
      { tripId: a.tripId, places: [third] },
      { tripId: a.tripId, places: [places[0]] },
      () => a.post('/api/trip/delete-place', { tripId: a.tripId, ...third }),
    );
    expect(await a.keys()).toEqual(places.slice(0, 2).map((place) => place.placeId));
  });

  it('delete-place: applied once; an add made after it stays', async () => {
    const a = await setUp();
    const [first, second] = places;
    await replayOnce(a, '/api/trip/delete-place', { tripId: a.tripId, ...first }, { tripId: a.tripId, ...second }, () =>
      a.post('/api/trip/add-places', { tripId: a.tripId, places: [first] }),
    );
    expect(await a.keys()).toHaveLength(2);
  });

  it('reorder: applied once; an order saved after it stays', async () => {
    const a = await setUp();
    const [first, second] = places;
    await replayOnce(
      a,
      '/api/trip/reorder',
      { tripId: a.tripId, places: [second, first] },
      { tripId: a.tripId, places: [second] },
      () => a.post('/api/trip/reorder', { tripId: a.tripId, places: [first, second] }),
    );
    expect(await a.keys()).toEqual([first?.placeId, second?.placeId]);
  });

  it('delete: the replay answers OK again (a second run would find the trip gone, 404)', async () => {
    const a = await setUp();
    await replayOnce(
      a,
      '/api/trip/delete',
      { tripId: a.tripId, userId: a.userId },
      { tripId: randomUUID(), userId: a.userId },
      async () => undefined,
    );
    expect((await t.getJson(`/api/trip/places?tripId=${a.tripId}`)).status).toBe(404);
  });

  it('add-visited-places: applied once; an un-tick made after it stays', async () => {
    const a = await setUp();
    const [first, second] = places;
    await replayOnce(
      a,
      '/api/trip/add-visited-places',
      { userId: a.userId, places: [first, second] },
      { userId: a.userId, places: [first] },
      () => a.post('/api/user/setPlaceState', { userId: a.userId, ...first, isVisited: false }),
    );
    expect(await a.visited()).toEqual([second?.placeId]);
  });
});
