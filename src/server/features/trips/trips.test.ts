import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TripPlace } from '../../../shared/api/calls/trips.ts';
import { openTestApp, type TestApp } from '../../../../tests/support/test-app.ts';

type TripAnswer = {
  data: {
    trip: {
      id: string;
      title: string;
      userId: string;
      image: { url: string } | null;
      tripPlaces: { place: { placeType: string; placeId: number } }[];
    };
    places: TripPlace[];
    placesMetaData: {
      count: number;
      isOwner: boolean;
      bounds: { south: number; west: number; north: number; east: number } | null;
    };
  };
};
type SearchAnswer = { counts: Record<string, number>; places: TripPlace[]; lists: Record<string, TripPlace[]> };
type ErrorAnswer = { error: string; fields?: { path: string; message: string }[] };

const UNKNOWN_TRIP = '22222222-2222-4222-8222-222222222222';
const USER = '11111111-1111-4111-8111-111111111111';
const fieldPaths = (body: unknown) => ((body as ErrorAnswer).fields ?? []).map((field) => field.path);

describe('trips API', () => {
  let t: TestApp;
  let tripId: string;
  let seededPlaces: { place_type: string; place_id: number }[];

  beforeAll(async () => {
    t = await openTestApp();
    const [trip] = await t.db.query<{ id: string }>(
      "SELECT t.id FROM trips t JOIN users u ON u.id = t.user_id WHERE u.email = 'jana.novakova@example.cz' ORDER BY t.created_at LIMIT 1",
    );
    tripId = trip?.id ?? '';
    seededPlaces = await t.db.query(
      'SELECT place_type, place_id FROM trip_places WHERE trip_id = $1 ORDER BY position',
      [tripId],
    );
  });
  afterAll(async () => {
    await t.close();
  });

  const postForm = (path: string, fields: Record<string, string>) => {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    return t.app.request(path, { method: 'POST', body: form });
  };
  const post = (path: string, body: unknown) => t.postJson<ErrorAnswer>(path, body);

  describe('GET /api/trip/places (a public, read-only share link)', () => {
    it("returns a seeded trip's places in trip order with the fields of a place in a trip", async () => {
      expect(seededPlaces.length).toBeGreaterThanOrEqual(4);
      const { status, body } = await t.getJson<TripAnswer>(`/api/trip/places?tripId=${tripId}&locale=cs`);
      expect(status).toBe(200);
      expect(body.data.trip.id).toBe(tripId);
      expect(body.data.places.map((place) => [place.type, place.id])).toEqual(
        seededPlaces.map((place) => [place.place_type, place.place_id]),
      );
      expect(body.data.trip.tripPlaces.map(({ place }) => [place.placeType, place.placeId])).toEqual(
        seededPlaces.map((place) => [place.place_type, place.place_id]),
      );
      expect(body.data.placesMetaData.count).toBe(seededPlaces.length);
      for (const place of body.data.places) {
        expect(place.title).not.toBe('');
        expect(place.url).toMatch(new RegExp(`^/cs/[a-z/-]+/${place.id}-${place.slug}$`));
        expect(place.types.length).toBeGreaterThan(0);
      }
    });

    it('takes the trip image from its first place and gives the bounds of its places', async () => {
      const { body } = await t.getJson<TripAnswer>(`/api/trip/places?tripId=${tripId}`);
      expect(body.data.trip.image?.url).toBe(body.data.places.find((place) => place.image !== null)?.image);
      const bounds = body.data.placesMetaData.bounds;
      expect(bounds).not.toBeNull();
      for (const place of body.data.places.filter((p) => p.latitude !== null)) {
        expect(place.latitude).toBeGreaterThanOrEqual(bounds?.south ?? 99);
        expect(place.latitude).toBeLessThanOrEqual(bounds?.north ?? -99);
      }
    });

    it('answers in the asked locale: English urls', async () => {
      const { body } = await t.getJson<TripAnswer>(`/api/trip/places?tripId=${tripId}&locale=en`);
      expect(body.data.places.every((place) => place.url.startsWith('/en/'))).toBe(true);
    });

    it('never makes the caller an owner from a userId parameter', async () => {
      const [trip] = await t.db.query<{ user_id: string }>('SELECT user_id FROM trips WHERE id = $1', [tripId]);
      const { body } = await t.getJson<TripAnswer>(`/api/trip/places?tripId=${tripId}&userId=${trip?.user_id ?? ''}`);
      expect(body.data.trip.userId).toBe(trip?.user_id);
      expect(body.data.placesMetaData.isOwner).toBe(false);
    });

    it('is a 404 for an unknown trip and a 400 naming tripId for a non-UUID', async () => {
      expect((await t.getJson(`/api/trip/places?tripId=${UNKNOWN_TRIP}`)).status).toBe(404);
      const bad = await t.getJson('/api/trip/places?tripId=x');
      expect(bad.status).toBe(400);
      expect(fieldPaths(bad.body)).toContain('tripId');
    });
  });

  describe('GET /api/trip/places-search', () => {
    it('counts every category and the total, and lists places per category', async () => {
      const { status, body } = await t.getJson<SearchAnswer>('/api/trip/places-search?locale=cs');
      expect(status).toBe(200);
      expect(Object.keys(body.counts).sort()).toEqual([
        'accommodation',
        'cellar',
        'event',
        'restaurant',
        'total',
        'winebar',
        'winemaker',
        'wineshop',
      ]);
      expect(body.counts.winemaker).toBeGreaterThan(0);
      expect(body.counts.total).toBeGreaterThanOrEqual(body.counts.winemaker ?? 0);
      expect(body.lists.winemaker?.every((place) => place.types.includes('winemaker'))).toBe(true);
      expect(body.lists.winemaker?.length).toBe(Math.min(50, body.counts.winemaker ?? 0));
      const keys = body.places.map((place) => `${place.type}:${place.id}`);
      expect(new Set(keys).size).toBe(keys.length);
    });

    it('narrows by the words of s, ignoring diacritics and case', async () => {
      const { body } = await t.getJson<SearchAnswer>('/api/trip/places-search?s=MIKULOV');
      expect(body.counts.total).toBeGreaterThan(0);
      const all = await t.getJson<SearchAnswer>('/api/trip/places-search');
      expect(body.counts.total).toBeLessThan(all.body.counts.total ?? 0);
      const czech = await t.getJson<SearchAnswer>(`/api/trip/places-search?s=${encodeURIComponent('vinařství')}`);
      const plain = await t.getJson<SearchAnswer>('/api/trip/places-search?s=vinarstvi');
      expect(plain.body.counts).toEqual(czech.body.counts);
    });

    it('lists only the chosen categories t, while every category keeps its count', async () => {
      const all = await t.getJson<SearchAnswer>('/api/trip/places-search');
      const { body } = await t.getJson<SearchAnswer>('/api/trip/places-search?t=cellar&t=restaurant&limit=5');
      expect(Object.keys(body.lists).sort()).toEqual(['cellar', 'restaurant']);
      expect(body.lists.cellar?.length).toBeLessThanOrEqual(5);
      expect(body.places.every((place) => place.types.includes('cellar') || place.type === 'restaurant')).toBe(true);
      expect(body.counts.winemaker).toBe(all.body.counts.winemaker);
      expect(body.counts.total).toBeLessThan(all.body.counts.total ?? 0);
    });

    it("asks for a session to search the user's own lists", async () => {
      expect((await t.getJson(`/api/trip/places-search?type=favorite&userId=${USER}`)).status).toBe(401);
    });

    it.each([
      ['t=castle', 't'],
      ['type=castle', 'type'],
      ['userId=nobody', 'userId'],
      ['limit=201', 'limit'],
      ['locale=xx', 'locale'],
    ])('is a 400 naming the field for %s', async (query, field) => {
      const { status, body } = await t.getJson(`/api/trip/places-search?${query}`);
      expect(status).toBe(400);
      expect(fieldPaths(body).some((path) => path === field || path.startsWith(`${field}.`))).toBe(true);
    });
  });

  describe('write calls validate, and need a session (401)', () => {
    it('POST /api/trip/create: a client-generated id is accepted; a blank title, a bad id or userId are 400', async () => {
      expect(
        (await postForm('/api/trip/create', { id: UNKNOWN_TRIP, title: 'Pálava', description: '', userId: USER }))
          .status,
      ).toBe(401);
      expect((await postForm('/api/trip/create', { title: 'Pálava', userId: USER })).status).toBe(401);
      const bad = await postForm('/api/trip/create', { id: 'not-a-uuid', title: ' ', userId: 'x' });
      expect(bad.status).toBe(400);
      const body = (await bad.json()) as ErrorAnswer;
      expect(fieldPaths(body)).toEqual(expect.arrayContaining(['id', 'title', 'userId']));
      expect(body.fields?.find((field) => field.path === 'title')?.message).toBe('Povinné pole');
    });

    it('POST /api/trip/update: valid without a session is 401; a missing title or a tripId "x" is 400', async () => {
      expect((await postForm('/api/trip/update', { title: 'Nový název', description: 'Popis', tripId })).status).toBe(
        401,
      );
      const bad = await postForm('/api/trip/update', { description: 'Popis', tripId: 'x' });
      expect(bad.status).toBe(400);
      expect(fieldPaths(await bad.json())).toEqual(expect.arrayContaining(['title', 'tripId']));
    });

    it('POST /api/trip/add-places: JSON and a form whose places is a JSON string are both read', async () => {
      const places = [
        { placeId: 1001, placeType: 'wine_entity' },
        { placeId: 70001, placeType: 'event' },
      ];
      expect((await post('/api/trip/add-places', { tripId, places })).status).toBe(401);
      expect((await postForm('/api/trip/add-places', { tripId, places: JSON.stringify(places) })).status).toBe(401);
      const bad = await post('/api/trip/add-places', { tripId, places: [{ placeId: 1001, placeType: 'castle' }] });
      expect(bad.status).toBe(400);
      expect(fieldPaths(bad.body)).toContain('places.0.placeType');
      expect(fieldPaths((await post('/api/trip/add-places', { tripId, places: [] })).body)).toContain('places');
    });

    it('POST /api/trip/add-visited-places: ids as repeated fields, a list or pairs; a non-id is 400', async () => {
      const form = new FormData();
      form.append('places', '1001');
      form.append('places', '50000');
      form.append('userId', USER);
      expect((await t.app.request('/api/trip/add-visited-places', { method: 'POST', body: form })).status).toBe(401);
      expect((await postForm('/api/trip/add-visited-places', { places: '1001,50000', userId: USER })).status).toBe(401);
      expect(
        (
          await postForm('/api/trip/add-visited-places', {
            places: '[{"placeId":1001,"placeType":"wine_entity"}]',
            userId: USER,
          })
        ).status,
      ).toBe(401);
      const bad = await postForm('/api/trip/add-visited-places', { places: 'abc', userId: USER });
      expect(bad.status).toBe(400);
      expect(fieldPaths(await bad.json()).some((path) => path.startsWith('places'))).toBe(true);
    });

    it('POST /api/trip/delete-place: valid without a session is 401; tripId "x" is 400', async () => {
      expect((await post('/api/trip/delete-place', { tripId, placeId: 1001 })).status).toBe(401);
      const bad = await post('/api/trip/delete-place', { tripId: 'x', placeId: 1001 });
      expect(bad.status).toBe(400);
      expect(fieldPaths(bad.body)).toContain('tripId');
    });

    it('POST /api/trip/delete: valid without a session is 401; a missing userId is 400', async () => {
      expect((await postForm('/api/trip/delete', { userId: USER, tripId })).status).toBe(401);
      const bad = await postForm('/api/trip/delete', { tripId });
      expect(bad.status).toBe(400);
      expect(fieldPaths(await bad.json())).toContain('userId');
    });
  });
});
