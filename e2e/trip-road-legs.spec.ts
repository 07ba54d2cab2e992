import { expect, test } from './fixtures/app-test.ts';
import { signInNewTraveller } from './fixtures/traveller-session.ts';
import { buildTrip, readTrip, searchPlaces, type TripBuilderPlace } from './fixtures/trip-builder.ts';

type Place = Pick<TripBuilderPlace, 'latitude' | 'longitude'>;
type Route = { source: string; legs: { distanceKm: number; minutes: number; estimated: boolean }[] };

test("a trip's legs are the routing service's road legs (ROUTING_URL), not estimates", async ({ page, request }) => {
  const session = await signInNewTraveller(page, request);
  // Two located winemakers 5–30 km apart: far enough for the road and the estimate to differ in minutes.
  const located = (await searchPlaces(request, 40, 't=winemaker')).filter(
    (place) => place.latitude !== null && place.longitude !== null,
  );
  const km = (a: Place, b: Place) =>
    Math.hypot(
      ((a.latitude ?? 0) - (b.latitude ?? 0)) * 111.2,
      ((a.longitude ?? 0) - (b.longitude ?? 0)) * 111.2 * Math.cos(((a.latitude ?? 0) * Math.PI) / 180),
    );
  const first = located[0];
  const second = located.find((place) => first && km(first, place) > 5 && km(first, place) < 30);
  if (!first || !second) throw new Error('the seed has no two winemakers 5–30 km apart');

  const { tripId } = await buildTrip(request, session, 'Po silnici', [first, second]);
  const points = (await readTrip(request, tripId)).places
    .map((place) => `${place.latitude},${place.longitude}`)
    .join(';');
  const road = (await (await request.get(`/api/trip/route?points=${points}`)).json()) as Route;
  expect(road.source).toBe('road');
  const roadMinutes = road.legs[0]?.minutes ?? -1;

  await page.goto(`/cs/vylet/${tripId}`);
  const leg = page.getByTestId('trip-leg').first();
  await expect(leg).toContainText(new RegExp(`(^|\\D)${roadMinutes} min`));
  await expect(leg).not.toContainText('odhad');

  // Saved for offline use, the trip keeps its road legs without a connection.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  const offlinePanel = page.getByRole('region', { name: 'Výlet bez signálu' });
  await offlinePanel.getByRole('switch', { name: 'Dostupné offline' }).check();
  await expect(page.getByTestId('trip-offline-saved')).toContainText('Dostupné offline · uloženo', { timeout: 30_000 });
  await page.context().setOffline(true);
  await page.reload();
  await expect(leg).toContainText(new RegExp(`(^|\\D)${roadMinutes} min`));
  await expect(leg).not.toContainText('odhad');
  await page.context().setOffline(false);
});
