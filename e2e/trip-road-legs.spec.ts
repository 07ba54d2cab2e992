import { expect, test } from './fixtures/app-test.ts';
import { signInNewTraveller } from './fixtures/traveller-session.ts';

type Place = {
  id: number;
  type: 'wine_entity' | 'restaurant' | 'event';
  latitude: number | null;
  longitude: number | null;
};
type Route = { source: string; legs: { distanceKm: number; minutes: number; estimated: boolean }[] };

test("a trip's legs are the routing service's road legs (ROUTING_URL), not estimates", async ({ page, request }) => {
  const session = await signInNewTraveller(page, request);
  const headers = { Authorization: `Bearer ${session.accessToken}` };
  const search = (await (await request.get('/api/trip/places-search?locale=cs&t=winemaker&limit=40')).json()) as {
    places: Place[];
  };
  // Two located winemakers 5–30 km apart: far enough for the road and the estimate to differ in minutes.
  const located = search.places.filter((place) => place.latitude !== null && place.longitude !== null);
  const km = (a: Place, b: Place) =>
    Math.hypot(
      ((a.latitude ?? 0) - (b.latitude ?? 0)) * 111.2,
      ((a.longitude ?? 0) - (b.longitude ?? 0)) * 111.2 * Math.cos(((a.latitude ?? 0) * Math.PI) / 180),
    );
  const first = located[0];
  const second = located.find((place) => first && km(first, place) > 5 && km(first, place) < 30);
  if (!first || !second) throw new Error('the seed has no two winemakers 5–30 km apart');

  const tripId = crypto.randomUUID();
  await request.post('/api/trip/create', {
    data: { id: tripId, title: 'Po silnici', userId: session.user.id },
    headers,
  });
  const added = await request.post('/api/trip/add-places', {
    data: {
      tripId,
      places: [first, second].map((place) => ({ placeId: place.id, placeType: place.type })),
    },
    headers,
  });
  expect(added.ok()).toBe(true);
  const { data } = (await (await request.get(`/api/trip/places?locale=cs&tripId=${tripId}`)).json()) as {
    data: { places: Place[] };
  };
  const points = data.places.map((place) => `${place.latitude},${place.longitude}`).join(';');
  const road = (await (await request.get(`/api/trip/route?points=${points}`)).json()) as Route;
  expect(road.source).toBe('road');
  const roadMinutes = road.legs[0]?.minutes ?? -1;

  await page.goto(`/cs/vylet/${tripId}`);
  const leg = page.getByTestId('trip-leg').first();
  await expect(leg).toContainText(new RegExp(`(^|\\D)${roadMinutes} min`));
  await expect(leg).not.toContainText('odhad');
});
