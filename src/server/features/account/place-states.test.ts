import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../../../../tests/support/test-app.ts';

type Session = { user: { id: string }; accessToken: string };
type State = {
  placeId: number;
  placeType: string;
  isVisited: boolean;
  isFavorite: boolean;
  isPlannedToVisit: boolean;
  userRating: number | null;
};
type Counts = { counts: { visited: number; favorite: number; plannedToVisit: number } };

describe('place states API', () => {
  let t: TestApp;
  let jana: Session;
  let petr: Session;
  let placeId: number;
  let eventId: number;
  const auth = (session: Session, extra: Record<string, string> = {}) => ({
    Authorization: `Bearer ${session.accessToken}`,
    ...extra,
  });
  const set = (session: Session, body: Record<string, unknown>, extra: Record<string, string> = {}) =>
    t.postJson<{ place: State } & { error?: string }>(
      '/api/user/setPlaceState',
      { userId: session.user.id, placeType: 'wine_entity', placeId, ...body },
      auth(session, extra),
    );
  const counts = async (session: Session) =>
    (await t.postJson<Counts>('/api/user/defaultPlacesCount', { userId: session.user.id }, auth(session))).body.counts;

  beforeAll(async () => {
    t = await openTestApp();
    const signUp = async (email: string) =>
      (
        await t.postJson<Session>('/api/auth/sign-up', {
          email,
          name: email,
          password: 'ryzlink-2024',
          passwordConfirmation: 'ryzlink-2024',
        })
      ).body;
    jana = await signUp('jana@example.cz');
    petr = await signUp('petr@example.cz');
    [{ id: placeId } = { id: 0 }] = await t.db.query<{ id: number }>(
      'SELECT id FROM wine_entities ORDER BY id LIMIT 1',
    );
    [{ id: eventId } = { id: 0 }] = await t.db.query<{ id: number }>('SELECT id FROM events ORDER BY id LIMIT 1');
  });
  afterAll(async () => {
    await t.close();
  });

  it('sets flags for the signed-in user and shows them in the counts and both reads', async () => {
    const answer = await set(jana, { isVisited: true, isFavorite: true });
    expect(answer.status).toBe(200);
    expect(answer.body.place).toMatchObject({
      placeId,
      isVisited: true,
      isFavorite: true,
      isPlannedToVisit: false,
      userRating: null,
    });
    await set(jana, { placeType: 'event', placeId: eventId, isPlannedToVisit: true });
    expect(await counts(jana)).toEqual({ visited: 1, favorite: 1, plannedToVisit: 1 });
    const all = await t.getWith<{ data: Record<string, State> }>(
      `/api/user/getPlacesData?userId=${jana.user.id}&placeType=wine_entity`,
      auth(jana),
    );
    expect(Object.keys(all.body.data)).toEqual([String(placeId)]);
    const one = await t.getWith<{ place: State }>(
      `/api/user/getSinglePlaceData?userId=${jana.user.id}&placeType=event&placeId=${eventId}`,
      auth(jana),
    );
    expect(one.body.place).toMatchObject({ isPlannedToVisit: true, isVisited: false });
    expect(await counts(petr)).toEqual({ visited: 0, favorite: 0, plannedToVisit: 0 });
  });

  it("refuses another user's id with 403 on every call, and no session with 401", async () => {
    expect(
      (
        await t.postJson(
          '/api/user/setPlaceState',
          { userId: jana.user.id, placeType: 'wine_entity', placeId, isVisited: false },
          auth(petr),
        )
      ).status,
    ).toBe(403);
    expect((await t.postJson('/api/user/defaultPlacesCount', { userId: jana.user.id }, auth(petr))).status).toBe(403);
    expect(
      (await t.getWith(`/api/user/getPlacesData?userId=${jana.user.id}&placeType=wine_entity`, auth(petr))).status,
    ).toBe(403);
    expect(
      (
        await t.getWith(
          `/api/user/getSinglePlaceData?userId=${jana.user.id}&placeType=wine_entity&placeId=${placeId}`,
          auth(petr),
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await t.postJson('/api/user/setPlaceState', {
          userId: jana.user.id,
          placeType: 'wine_entity',
          placeId,
          isVisited: false,
        })
      ).status,
    ).toBe(401);
    expect((await counts(jana)).visited).toBe(1);
  });

  it('keeps the newest change of each flag by client time: a late older change does not undo a newer one', async () => {
    await set(petr, { isFavorite: true, changedAt: '2026-11-20T10:00:00.000Z' });
    const late = await set(petr, { isFavorite: false, isVisited: true, changedAt: '2026-11-19T10:00:00.000Z' });
    expect(late.body.place).toMatchObject({ isFavorite: true, isVisited: true });
    const newer = await set(petr, { isFavorite: false, changedAt: '2026-11-21T10:00:00.000Z' });
    expect(newer.body.place).toMatchObject({ isFavorite: false, isVisited: true });
  });

  it('replays the same Idempotency-Key with the stored answer and refuses it for another payload (422)', async () => {
    const key = { 'Idempotency-Key': 'a1b2c3d4-0000-4000-8000-000000000001' };
    const first = await set(petr, { isPlannedToVisit: true, changedAt: '2026-11-22T10:00:00.000Z' }, key);
    await set(petr, { isPlannedToVisit: false, changedAt: '2026-11-22T11:00:00.000Z' });
    const replay = await set(petr, { isPlannedToVisit: true, changedAt: '2026-11-22T10:00:00.000Z' }, key);
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual(first.body);
    expect((await counts(petr)).plannedToVisit).toBe(0);
    const other = await set(petr, { isPlannedToVisit: true, changedAt: '2026-11-22T12:00:00.000Z' }, key);
    expect(other.status).toBe(422);
    expect((await set(jana, { isPlannedToVisit: true, changedAt: '2026-11-22T10:00:00.000Z' }, key)).status).toBe(422);
  });

  it('answers 404 for a place that does not exist and 400 for a rating out of 1-5, changing nothing', async () => {
    const before = await counts(jana);
    expect((await set(jana, { placeId: 99_999_999, isVisited: true })).status).toBe(404);
    expect((await set(jana, { isPlannedToVisit: true, userRating: 6 })).status).toBe(400);
    expect((await set(jana, { isPlannedToVisit: true, userRating: 0 })).status).toBe(400);
    expect(await counts(jana)).toEqual(before);
  });

  it("rates a place: the user's rating is kept, the place's average and count move by it, a change and a clear move them back", async () => {
    const aggregate = async () =>
      (
        await t.db.query<{ rating_sum: number; rating_count: number }>(
          'SELECT rating_sum, rating_count FROM wine_entities WHERE id = $1',
          [placeId],
        )
      )[0];
    const before = await aggregate();
    const rated = await set(petr, { userRating: 5, changedAt: '2026-11-22T10:00:00.000Z' });
    expect(rated.status).toBe(200);
    expect(rated.body.place.userRating).toBe(5);
    expect(await aggregate()).toEqual({
      rating_sum: (before?.rating_sum ?? 0) + 5,
      rating_count: (before?.rating_count ?? 0) + 1,
    });
    expect((await set(petr, { userRating: 2, changedAt: '2026-11-22T11:00:00.000Z' })).body.place.userRating).toBe(2);
    expect(await aggregate()).toEqual({
      rating_sum: (before?.rating_sum ?? 0) + 2,
      rating_count: (before?.rating_count ?? 0) + 1,
    });
    const late = await set(petr, { userRating: 4, changedAt: '2026-11-22T09:00:00.000Z' });
    expect(late.body.place.userRating).toBe(2);
    const janaView = await t.getWith<{ place: State & { rating: number; ratingCount: number } }>(
      `/api/user/getSinglePlaceData?userId=${jana.user.id}&placeType=wine_entity&placeId=${placeId}`,
      auth(jana),
    );
    expect(janaView.body.place.ratingCount).toBe((before?.rating_count ?? 0) + 1);
    expect(janaView.body.place.rating).toBe(
      Math.round(((before?.rating_sum ?? 0) + 2) / ((before?.rating_count ?? 0) + 1)),
    );
    expect(
      (await set(petr, { userRating: null, changedAt: '2026-11-22T12:00:00.000Z' })).body.place.userRating,
    ).toBeNull();
    expect(await aggregate()).toEqual(before);
  });

  it("keeps the user's private note, newest edit by client time, and shows it only to them", async () => {
    const first = await set(petr, { note: 'Parkovat za kostelem', changedAt: '2026-11-22T14:00:00.000Z' });
    expect(first.status).toBe(200);
    expect(first.body.place).toMatchObject({ note: 'Parkovat za kostelem' });
    expect(
      (await set(petr, { note: 'Starší poznámka', changedAt: '2026-11-22T13:00:00.000Z' })).body.place,
    ).toMatchObject({ note: 'Parkovat za kostelem' });
    const janaView = await t.getWith<{ place: { note: string } }>(
      `/api/user/getSinglePlaceData?userId=${jana.user.id}&placeType=wine_entity&placeId=${placeId}`,
      auth(jana),
    );
    expect(janaView.body.place.note).toBe('');
    expect((await set(petr, { note: 'x'.repeat(2001) })).status).toBe(400);
    expect((await set(petr, { note: '', changedAt: '2026-11-22T15:00:00.000Z' })).body.place).toMatchObject({
      note: '',
    });
  });

  it('a rating does not move the catalogue version (the stored map answers stay)', async () => {
    const version = async () =>
      (await t.db.query<{ version: number }>('SELECT version FROM search_documents_version'))[0]?.version;
    const before = await version();
    await set(jana, { userRating: 3, changedAt: '2026-11-22T13:00:00.000Z' });
    expect(await version()).toBe(before);
    await t.db.query("UPDATE search_documents SET title = title WHERE place_type = 'wine_entity' AND entity_id = $1", [
      placeId,
    ]);
    expect(await version()).toBe((before ?? 0) + 1);
  });
});

describe('place states replay (property)', () => {
  let t: TestApp;
  let session: Session;
  let places: number[];
  beforeAll(async () => {
    t = await openTestApp();
    session = (
      await t.postJson<Session>('/api/auth/sign-up', {
        email: 'replay@example.cz',
        name: 'Replay',
        password: 'ryzlink-2024',
        passwordConfirmation: 'ryzlink-2024',
      })
    ).body;
    places = (await t.db.query<{ id: number }>('SELECT id FROM wine_entities ORDER BY id LIMIT 600')).map(
      (row) => row.id,
    );
  });
  afterAll(async () => {
    await t.close();
  });

  it('delivering queued changes in any order, some more than once, ends in the state of sending each once in order', async () => {
    const flag = fc.option(fc.boolean(), { nil: undefined });
    const change = fc
      .record({ isVisited: flag, isFavorite: flag, isPlannedToVisit: flag })
      .filter((c) => Object.values(c).some((v) => v !== undefined));
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(change, { minLength: 1, maxLength: 6 }),
        fc.array(fc.nat(), { minLength: 0, maxLength: 8 }),
        fc.array(fc.integer(), { minLength: 16, maxLength: 16 }),
        async (changes, extra, sortKeys) => {
          const [inOrder, shuffled] = [
            places[(run * 2) % places.length] ?? 0,
            places[(run * 2 + 1) % places.length] ?? 0,
          ];
          run += 1;
          const queued = changes.map((c, i) => ({
            ...c,
            changedAt: new Date(Date.UTC(2026, 10, 1, 0, 0, i)).toISOString(),
            key: `prop-${run}-${i}-0000`,
          }));
          const send = (placeId: number, entry: (typeof queued)[number], keySuffix: string) => {
            const { key, ...body } = entry;
            return t.postJson<{ place: State }>(
              '/api/user/setPlaceState',
              { userId: session.user.id, placeType: 'wine_entity', placeId, ...body },
              { Authorization: `Bearer ${session.accessToken}`, 'Idempotency-Key': `${key}-${keySuffix}` },
            );
          };
          for (const entry of queued) await send(inOrder, entry, 'a');
          // Every change at least once, then extra deliveries in an arbitrary order (retries after lost answers).
          const deliveries = [...queued.map((_, i) => i), ...extra.map((n) => n % queued.length)]
            .map((index, position) => ({ index, key: sortKeys[position % sortKeys.length] ?? 0 }))
            .sort((a, b) => a.key - b.key)
            .map(({ index }) => index);
          for (const i of deliveries) {
            const entry = queued[i];
            if (entry) await send(shuffled, entry, 'b');
          }
          const state = async (placeId: number) =>
            (
              await t.getWith<{ place: State }>(
                `/api/user/getSinglePlaceData?userId=${session.user.id}&placeType=wine_entity&placeId=${placeId}`,
                { Authorization: `Bearer ${session.accessToken}` },
              )
            ).body.place;
          const flags = ({ isVisited, isFavorite, isPlannedToVisit }: State) => ({
            isVisited,
            isFavorite,
            isPlannedToVisit,
          });
          expect(flags(await state(shuffled))).toEqual(flags(await state(inOrder)));
        },
      ),
      { numRuns: 20 },
    );
  });
});
