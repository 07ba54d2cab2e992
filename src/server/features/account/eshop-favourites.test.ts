import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../../../../tests/support/test-app.ts';

type Session = { user: { id: string }; accessToken: string };
type Counts = { counts: { visited: number; favorite: number; plannedToVisit: number } };
type Listed = { id: number; type: string; types: string[]; title: string; url: string; image: string | null };
type Search = { counts: Record<string, number>; places: Listed[]; lists: Record<string, Listed[]> };
type Answer = {
  place?: { placeType: string; placeId: number; isFavorite: boolean; isVisited: boolean };
  error?: string;
  fields?: { path: string }[];
};
type EshopDetail = { id: number; title: string; url: string; image: { url: string } | null };

describe('an e-shop as a favourite place', () => {
  let t: TestApp;
  let jana: Session;
  let eshop: EshopDetail;
  const auth = (session: Session) => ({ Authorization: `Bearer ${session.accessToken}` });
  const set = (body: Record<string, unknown>) =>
    t.postJson<Answer>(
      '/api/user/setPlaceState',
      { userId: jana.user.id, placeType: 'eshop', placeId: eshop.id, ...body },
      auth(jana),
    );
  const counts = async () =>
    (await t.postJson<Counts>('/api/user/defaultPlacesCount', { userId: jana.user.id }, auth(jana))).body.counts;
  const search = async (query: string) =>
    (await t.getWith<Search>(`/api/trip/places-search?userId=${jana.user.id}&locale=cs&limit=200&${query}`, auth(jana)))
      .body;
  const isTheEshop = (place: Listed) => place.type === 'eshop' && place.id === eshop.id;

  beforeAll(async () => {
    t = await openTestApp();
    jana = (
      await t.postJson<Session>('/api/auth/sign-up', {
        email: 'eshopy@example.cz',
        name: 'Jana',
        password: 'ryzlink-2024',
        passwordConfirmation: 'ryzlink-2024',
      })
    ).body;
    const [{ id } = { id: 0 }] = await t.db.query<{ id: number }>('SELECT id FROM eshops ORDER BY id LIMIT 1');
    eshop = (await t.getJson<EshopDetail>(`/api/eshopDetail?id=${id}&locale=cs`)).body;
  });
  afterAll(async () => {
    await t.close();
  });

  it("is stored as a favourite, read back, counted and listed in the user's whole favourites list with its page, title and image", async () => {
    const answer = await set({ isFavorite: true, changedAt: '2026-11-25T10:00:00.000Z' });
    expect(answer.status).toBe(200);
    expect(answer.body.place).toMatchObject({
      placeType: 'eshop',
      placeId: eshop.id,
      isFavorite: true,
      isVisited: false,
    });
    const one = await t.getWith<Answer>(
      `/api/user/getSinglePlaceData?userId=${jana.user.id}&placeType=eshop&placeId=${eshop.id}`,
      auth(jana),
    );
    expect(one.body.place).toMatchObject({ isFavorite: true });
    const all = await t.getWith<{ data: Record<string, unknown> }>(
      `/api/user/getPlacesData?userId=${jana.user.id}&placeType=eshop`,
      auth(jana),
    );
    expect(Object.keys(all.body.data)).toEqual([String(eshop.id)]);
    expect(await counts()).toEqual({ visited: 0, favorite: 1, plannedToVisit: 0 });

    const favourites = await search('type=favorite');
    expect(favourites.places.filter(isTheEshop)).toEqual([
      expect.objectContaining({
        title: eshop.title,
        url: eshop.url,
        image: eshop.image?.url ?? null,
        types: ['eshop'],
      }),
    ]);
    // No trip category holds an e-shop: a chosen category, its list and the catalogue search leave it out.
    const wineShops = await search('type=favorite&t=wineshop');
    expect(wineShops.places.some(isTheEshop)).toBe(false);
    expect(Object.values(favourites.lists).flat().some(isTheEshop)).toBe(false);
    expect((await search('type=all&s=e-shop')).places.some((place) => place.type === 'eshop')).toBe(false);
    const tripId = '5b0c7a52-1d1e-4a57-9a63-3f0d8a8f1e01';
    await t.postJson('/api/trip/create', { id: tripId, title: 'E-shopy', userId: jana.user.id }, auth(jana));
    const added = await t.postJson<Answer>(
      '/api/trip/add-places',
      { tripId, places: [{ placeId: eshop.id, placeType: 'eshop' }] },
      auth(jana),
    );
    expect(added.status).toBe(400);
    expect(added.body.fields?.map((problem) => problem.path)).toEqual(['places.0.placeType']);

    const cleared = await set({ isFavorite: false, changedAt: '2026-11-25T11:00:00.000Z' });
    expect(cleared.body.place).toMatchObject({ isFavorite: false });
    expect((await search('type=favorite')).places.some(isTheEshop)).toBe(false);
    expect(await counts()).toEqual({ visited: 0, favorite: 0, plannedToVisit: 0 });
  });

  it.each([
    ['isVisited', { isVisited: true }],
    ['isPlannedToVisit', { isPlannedToVisit: true }],
    ['userRating', { userRating: 4 }],
    ['note', { note: 'Rychlé dodání' }],
  ])('refuses %s for an e-shop with a 400 naming the field, changing nothing', async (field, body) => {
    const answer = await set({ isFavorite: true, ...body });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe('validation_failed');
    expect(answer.body.fields?.map((problem) => problem.path)).toEqual([field]);
    expect(await counts()).toEqual({ visited: 0, favorite: 0, plannedToVisit: 0 });
  });
});
