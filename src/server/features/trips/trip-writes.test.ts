import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAccount } from '../../../../tests/support/test-account.ts';
import { openTestApp, type TestApp } from '../../../../tests/support/test-app.ts';

type Session = { user: { id: string }; accessToken: string };
type Trip = {
  id: string;
  title: string;
  description: string;
  userId: string;
  tripPlaces: { place: { placeType: string; placeId: number } }[];
};
type TripAnswer = {
  data: { trip: Trip; places: { id: number; type: string }[]; placesMetaData: { isOwner: boolean; count: number } };
};

describe('trip writes: ownership, idempotent replay, merge rules', () => {
  let t: TestApp;
  let jana: Session;
  let petr: Session;
  let places: { placeId: number; placeType: string }[];
  const auth = (session: Session, key?: string): Record<string, string> => ({
    Authorization: `Bearer ${session.accessToken}`,
    ...(key ? { 'Idempotency-Key': key } : {}),
  });
  const post = <T = { status?: string; error?: string }>(
    path: string,
    session: Session,
    body: Record<string, unknown>,
    key?: string,
  ) => t.postJson<T>(path, body, auth(session, key));
  const read = async (tripId: string, session?: Session) =>
    await t.getWith<TripAnswer>(`/api/trip/places?tripId=${tripId}&locale=cs`, session ? auth(session) : {});
  const create = async (session: Session, title = 'Pálava za dva dny') => {
    const id = randomUUID();
    const answer = await post<{ trip: Trip }>('/api/trip/create', session, {
      id,
      title,
      description: 'Víno a kopce',
      userId: session.user.id,
    });
    expect(answer.status).toBe(200);
    return id;
  };
  /** A client time some minutes before now, as an outbox entry made earlier carries it. */
  const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
  const newSession = async (name: string): Promise<Session> => {
    const { userId, token } = await createTestAccount(t.db, name);
    return { user: { id: userId }, accessToken: token };
  };
  const placeKeys = async (tripId: string) =>
    (await read(tripId)).body.data.trip.tripPlaces.map(({ place }) => `${place.placeType}:${place.placeId}`);

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
    jana = await signUp('jana.trips@example.cz');
    petr = await signUp('petr.trips@example.cz');
    const wineEntities = await t.db.query<{ id: number }>('SELECT id FROM wine_entities ORDER BY id LIMIT 4');
    const [event] = await t.db.query<{ id: number }>(
      "SELECT entity_id AS id FROM search_documents WHERE doc_type = 'event' AND date_to >= current_date ORDER BY entity_id LIMIT 1",
    );
    places = [
      ...wineEntities.map((row) => ({ placeId: row.id, placeType: 'wine_entity' })),
      { placeId: event?.id ?? 0, placeType: 'event' },
    ];
  });
  afterAll(async () => {
    await t.close();
  });

  it('creates a trip under its client id; the same Idempotency-Key twice is one trip with the same answer', async () => {
    const id = randomUUID();
    const body = { id, title: 'Znojemsko', description: '', userId: jana.user.id };
    const first = await post<{ trip: Trip }>('/api/trip/create', jana, body, `create-${id}`);
    const again = await post<{ trip: Trip }>('/api/trip/create', jana, body, `create-${id}`);
    expect(first.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect((await t.db.query('SELECT 1 FROM trips WHERE id = $1', [id])).length).toBe(1);
    // A replay without its key (or after the keys expired) is still the same trip, never a second.
    expect((await post('/api/trip/create', jana, body)).status).toBe(200);
    expect(
      (await t.db.query('SELECT 1 FROM trips WHERE user_id = $1 AND title = $2', [jana.user.id, 'Znojemsko'])).length,
    ).toBe(1);
    expect((await post('/api/trip/create', jana, { ...body, title: 'Jiný' }, `create-${id}`)).status).toBe(422);
    expect((await post('/api/trip/create', petr, { ...body, userId: petr.user.id })).status).toBe(409);
  });

  it('refuses a userId that is not the session user (403) on create, delete, add-visited-places, profile, update and delete account', async () => {
    const tripId = await create(jana);
    expect((await post('/api/trip/create', petr, { title: 'X', userId: jana.user.id })).status).toBe(403);
    expect((await post('/api/trip/delete', petr, { tripId, userId: jana.user.id })).status).toBe(403);
    expect(
      (await post('/api/trip/add-visited-places', petr, { places: [places[0]], userId: jana.user.id })).status,
    ).toBe(403);
    expect(
      (await t.getWith(`/api/user/profile?locale=cs&userId=${jana.user.id}&includeTrips=1`, auth(petr))).status,
    ).toBe(403);
    expect(
      (await post('/api/user/update', petr, { name: 'X', email: 'jana.trips@example.cz', userId: jana.user.id }))
        .status,
    ).toBe(403);
    expect((await post('/api/user/delete', petr, { userId: jana.user.id })).status).toBe(403);
    expect((await t.getWith(`/api/trip/places-search?type=favorite&userId=${jana.user.id}`, auth(petr))).status).toBe(
      403,
    );
    expect((await read(tripId)).status).toBe(200);
  });

  it("answers 403 for someone else's trip and 404 for none on update, add-places, delete-place, reorder and delete; nothing changes", async () => {
    const tripId = await create(jana);
    await post('/api/trip/add-places', jana, { tripId, places: places.slice(0, 2) });
    const calls: [string, Record<string, unknown>][] = [
      ['/api/trip/update', { tripId, title: 'Cizí', description: '' }],
      ['/api/trip/add-places', { tripId, places: [places[3]] }],
      ['/api/trip/delete-place', { tripId, placeId: places[0]?.placeId, placeType: 'wine_entity' }],
      ['/api/trip/reorder', { tripId, places: [places[1], places[0]] }],
      ['/api/trip/delete', { tripId, userId: petr.user.id }],
    ];
    for (const [path, body] of calls) {
      expect((await post(path, petr, body)).status, path).toBe(403);
      expect((await post(path, petr, { ...body, tripId: randomUUID() })).status, path).toBe(404);
    }
    const after = (await read(tripId)).body.data.trip;
    expect(after.title).toBe('Pálava za dva dny');
    expect(after.tripPlaces).toHaveLength(2);
  });

  it('validates before anything changes (400)', async () => {
    const tripId = await create(jana);
    await post('/api/trip/add-places', jana, { tripId, places: places.slice(0, 2) });
    const fields = (answer: { body: { fields?: { path: string }[] } }) =>
      answer.body.fields?.map((field) => field.path.split('.')[0]);
    const reorders = [
      [{ tripId, places: [] }, 'places'],
      [{ tripId, places: [{ placeId: 1, placeType: 'castle' }] }, 'places'],
      [{ tripId, places: 'nic' }, 'places'],
      [{ tripId: 'x', places: [places[1]] }, 'tripId'],
      [{ places: [places[1]] }, 'tripId'],
    ] as const;
    for (const [body, field] of reorders) {
      const answer = await post<{ fields?: { path: string }[] }>('/api/trip/reorder', jana, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(fields(answer)).toContain(field);
    }
    expect(await placeKeys(tripId)).toEqual(places.slice(0, 2).map((place) => `${place.placeType}:${place.placeId}`));
    expect((await post('/api/trip/update', jana, { tripId, title: ' ', description: '' })).status).toBe(400);
    expect(
      (await post('/api/trip/add-places', jana, { tripId, places: [{ placeId: 1, placeType: 'castle' }] })).status,
    ).toBe(400);
    expect((await post('/api/trip/delete-place', jana, { tripId, placeId: 'x' })).status).toBe(400);
    expect((await post('/api/trip/create', jana, { title: '', userId: jana.user.id })).status).toBe(400);
    expect(
      (await post('/api/trip/create', jana, { title: 'Včera', userId: jana.user.id, changedAt: 'včera' })).status,
    ).toBe(400);
    expect(
      (
        await post('/api/trip/add-visited-places', jana, {
          places: [places[0]],
          userId: jana.user.id,
          changedAt: 'dnes',
        })
      ).status,
    ).toBe(400);
    expect((await read(tripId)).body.data.trip.title).toBe('Pálava za dva dny');
  });

  it('the owner adds, reorders and removes places, and edits; the share link is read-only for others', async () => {
    const tripId = await create(jana);
    expect((await post('/api/trip/add-places', jana, { tripId, places })).status).toBe(200);
    expect((await post('/api/trip/add-places', jana, { tripId, places: [places[0], places[0]] })).status).toBe(200);
    expect(await placeKeys(tripId)).toEqual(places.map((place) => `${place.placeType}:${place.placeId}`));
    const reversed = [...places].reverse();
    expect((await post('/api/trip/reorder', jana, { tripId, places: reversed })).status).toBe(200);
    expect(await placeKeys(tripId)).toEqual(reversed.map((place) => `${place.placeType}:${place.placeId}`));
    expect(
      (await post('/api/trip/delete-place', jana, { tripId, placeId: places[0]?.placeId, placeType: 'wine_entity' }))
        .status,
    ).toBe(200);
    expect(await placeKeys(tripId)).toHaveLength(places.length - 1);
    const edited = await post<{ trip: Trip }>('/api/trip/update', jana, {
      tripId,
      title: 'Mikulovsko',
      description: 'Nový popis',
    });
    expect(edited.body.trip).toMatchObject({ title: 'Mikulovsko', description: 'Nový popis' });
    expect((await read(tripId, jana)).body.data.placesMetaData.isOwner).toBe(true);
    expect((await read(tripId, petr)).body.data.placesMetaData.isOwner).toBe(false);
    expect((await read(tripId)).body.data.placesMetaData.isOwner).toBe(false);
  });

  it('keeps the newest title by client time and commutes adds and removals of one place', async () => {
    const tripId = await create(jana);
    await post('/api/trip/update', jana, {
      tripId,
      title: 'Novější',
      description: 'B',
      changedAt: '2030-01-02T10:00:00.000Z',
    });
    await post('/api/trip/update', jana, {
      tripId,
      title: 'Starší',
      description: 'A',
      changedAt: '2030-01-01T10:00:00.000Z',
    });
    expect((await read(tripId)).body.data.trip).toMatchObject({ title: 'Novější', description: 'B' });
    const place = places[1];
    // In order: add at 10:00, remove at 11:00 → absent. Replayed the other way round it must end the same.
    await post('/api/trip/delete-place', jana, {
      tripId,
      placeId: place?.placeId,
      placeType: place?.placeType,
      changedAt: '2030-01-01T11:00:00.000Z',
    });
    await post('/api/trip/add-places', jana, { tripId, places: [place], changedAt: '2030-01-01T10:00:00.000Z' });
    expect(await placeKeys(tripId)).toEqual([]);
    await post('/api/trip/add-places', jana, { tripId, places: [place], changedAt: '2030-01-01T12:00:00.000Z' });
    expect(await placeKeys(tripId)).toEqual([`${place?.placeType}:${place?.placeId}`]);
  });

  it('keeps a rename made after the create by client time, though both reach the server later (offline, or a clock behind)', async () => {
    const id = randomUUID();
    const createBody = { id, title: 'Offline', description: '', userId: jana.user.id, changedAt: minutesAgo(30) };
    const created = await post<{ trip: Trip }>('/api/trip/create', jana, createBody, `create-${id}`);
    expect(created.status).toBe(200);
    expect(
      (
        await post('/api/trip/update', jana, {
          tripId: id,
          title: 'Přejmenováno',
          description: 'Popis',
          changedAt: minutesAgo(20),
        })
      ).status,
    ).toBe(200);
    expect((await read(id)).body.data.trip).toMatchObject({ title: 'Přejmenováno', description: 'Popis' });
    // The create replayed (lost answer) changes nothing; an edit older than the create does not win either.
    expect((await post('/api/trip/create', jana, createBody, `create-${id}`)).status).toBe(200);
    await post('/api/trip/update', jana, { tripId: id, title: 'Starší', description: '', changedAt: minutesAgo(40) });
    expect((await read(id)).body.data.trip).toMatchObject({ title: 'Přejmenováno', description: 'Popis' });
  });

  it('marks all as visited by client time: an un-tick made after it wins, and a late older mark-all does not undo one', async () => {
    const eva = await newSession('Eva');
    const [first, second] = places;
    const visited = async () =>
      Object.values(
        (
          await t.getWith<{ data: Record<string, { placeId: number; isVisited: boolean }> }>(
            `/api/user/getPlacesData?userId=${eva.user.id}&placeType=wine_entity`,
            auth(eva),
          )
        ).body.data,
      )
        .filter((state) => state.isVisited)
        .map((state) => state.placeId);
    expect(
      (
        await post('/api/trip/add-visited-places', eva, {
          places: [first, second],
          userId: eva.user.id,
          changedAt: minutesAgo(20),
        })
      ).status,
    ).toBe(200);
    expect(await visited()).toEqual([first?.placeId, second?.placeId]);
    await post('/api/user/setPlaceState', eva, {
      userId: eva.user.id,
      ...first,
      isVisited: false,
      changedAt: minutesAgo(10),
    });
    expect(await visited()).toEqual([second?.placeId]);
    await post('/api/user/setPlaceState', eva, {
      userId: eva.user.id,
      ...second,
      isVisited: false,
      changedAt: minutesAgo(5),
    });
    expect(
      (
        await post('/api/trip/add-visited-places', eva, {
          places: [second],
          userId: eva.user.id,
          changedAt: minutesAgo(15),
        })
      ).status,
    ).toBe(200);
    expect(await visited()).toEqual([]);
  });

  it('deletes a trip: its link is gone (404), a late edit finds it gone, the profile no longer lists it', async () => {
    const tripId = await create(jana, 'Ke smazání');
    expect((await post('/api/trip/delete', jana, { tripId, userId: jana.user.id })).status).toBe(200);
    expect((await read(tripId)).status).toBe(404);
    expect((await post('/api/trip/update', jana, { tripId, title: 'Pozdě', description: '' })).status).toBe(404);
    const profile = await t.getWith<{ trips: Trip[] }>(
      `/api/user/profile?locale=cs&userId=${jana.user.id}&includeTrips=1`,
      auth(jana),
    );
    expect(profile.body.trips.map((trip) => trip.id)).not.toContain(tripId);
  });

  it("marks places visited for the session user, and the favorites picker lists only that user's favorites", async () => {
    const [first, second] = places;
    expect(
      (await post('/api/trip/add-visited-places', petr, { places: [first, second], userId: petr.user.id })).status,
    ).toBe(200);
    const counts = await t.postJson<{ counts: { visited: number } }>(
      '/api/user/defaultPlacesCount',
      { userId: petr.user.id },
      auth(petr),
    );
    expect(counts.body.counts.visited).toBe(2);
    await t.postJson('/api/user/setPlaceState', { userId: petr.user.id, ...first, isFavorite: true }, auth(petr));
    const picker = await t.getWith<{ places: { id: number; type: string }[] }>(
      `/api/trip/places-search?type=favorite&locale=cs&userId=${petr.user.id}`,
      auth(petr),
    );
    expect(picker.body.places.map((place) => [place.type, place.id])).toEqual([[first?.placeType, first?.placeId]]);
    expect((await t.getJson('/api/trip/places-search?type=favorite')).status).toBe(401);
  });

  it("a user's own list keeps its past events, which the search for places to add leaves out", async () => {
    // The seed's events are all ahead; the last of them is moved into the past (other tests take the first ones).
    const [past] = await t.db.query<{ id: number; title: string }>(
      `UPDATE search_documents SET date_from = current_date - 12, date_to = current_date - 10
       WHERE doc_type = 'event' AND entity_id = (SELECT max(entity_id) FROM search_documents WHERE doc_type = 'event')
       RETURNING entity_id AS id, title->>'cs' AS title`,
    );
    if (!past) throw new Error('the data set has no event');
    await t.postJson(
      '/api/user/setPlaceState',
      { userId: jana.user.id, placeType: 'event', placeId: past.id, isFavorite: true },
      auth(jana),
    );
    const favorites = await t.getWith<{ places: { id: number; type: string }[] }>(
      `/api/trip/places-search?type=favorite&locale=cs&userId=${jana.user.id}`,
      auth(jana),
    );
    expect(favorites.body.places).toContainEqual(expect.objectContaining({ type: 'event', id: past.id }));
    const search = await t.getJson<{ places: { id: number; type: string }[] }>(
      `/api/trip/places-search?locale=cs&s=${encodeURIComponent(past.title)}`,
    );
    expect(search.body.places).not.toContainEqual(expect.objectContaining({ type: 'event', id: past.id }));
  });

  it('profile lists trips newest first; update saves name and newsletters, not the e-mail; delete removes the account and its ratings share', async () => {
    const karel = (
      await t.postJson<Session>('/api/auth/sign-up', {
        email: 'karel@example.cz',
        name: 'Karel',
        password: 'ryzlink-2024',
        passwordConfirmation: 'ryzlink-2024',
      })
    ).body;
    const older = await create(karel, 'Starší výlet');
    const newer = await create(karel, 'Novější výlet');
    const profile = await t.getWith<{ profile: { name: string }; trips: Trip[] }>(
      `/api/user/profile?locale=cs&userId=${karel.user.id}&includeTrips=1`,
      auth(karel),
    );
    expect(profile.body.trips.map((trip) => trip.id)).toEqual([newer, older]);
    expect(
      (
        await post('/api/user/update', karel, {
          name: 'Karel Veselý',
          email: 'karel@example.cz',
          newsletterPublic: true,
          userId: karel.user.id,
        })
      ).status,
    ).toBe(200);
    expect(
      (await post('/api/user/update', karel, { name: 'Karel', email: 'jiny@example.cz', userId: karel.user.id }))
        .status,
    ).toBe(403);
    const saved = await t.getWith<{
      email: string;
      profile: { name: string; newsletterPublic: boolean; newsletterProfessionals: boolean };
    }>(`/api/user/profile?locale=cs&userId=${karel.user.id}`, auth(karel));
    expect(saved.body).toMatchObject({
      email: 'karel@example.cz',
      profile: { name: 'Karel Veselý', newsletterPublic: true, newsletterProfessionals: false },
    });
    const [place] = places;
    const before = (
      await t.db.query<{ rating_sum: number; rating_count: number }>(
        'SELECT rating_sum, rating_count FROM wine_entities WHERE id = $1',
        [place?.placeId],
      )
    )[0];
    await t.postJson('/api/user/setPlaceState', { userId: karel.user.id, ...place, userRating: 5 }, auth(karel));
    expect((await post('/api/user/delete', karel, { userId: karel.user.id })).status).toBe(200);
    expect(
      (
        await t.db.query<{ rating_sum: number; rating_count: number }>(
          'SELECT rating_sum, rating_count FROM wine_entities WHERE id = $1',
          [place?.placeId],
        )
      )[0],
    ).toEqual(before);
    expect((await read(older)).status).toBe(404);
    expect((await t.getWith(`/api/user/profile?locale=cs&userId=${karel.user.id}`, auth(karel))).status).toBe(401);
    expect(
      (await t.postJson('/api/auth/sign-in', { email: 'karel@example.cz', password: 'ryzlink-2024' })).status,
    ).toBe(401);
  });
});
