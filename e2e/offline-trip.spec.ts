import { expect, test } from './fixtures/app-test.ts';
import { tilePort } from '../playwright.config.ts';

type Session = { user: { id: string }; accessToken: string };
type Place = { id: number; type: string; title: string; url: string; latitude: number | null };

test('a trip saved for offline use opens after a cold start without any network: its places, a place detail and map tiles from the cache', async ({
  page,
  request,
  context,
}) => {
  const email = `offline-${Date.now()}@example.cz`;
  const session = (await (
    await request.post('/api/auth/sign-up', {
      data: { email, name: 'Ondřej', password: 'ryzlink-2024', passwordConfirmation: 'ryzlink-2024' },
    })
  ).json()) as Session;
  const headers = { Authorization: `Bearer ${session.accessToken}` };
  const found = (
    (await (await request.get('/api/trip/places-search?locale=cs&s=Mikulov&t=winemaker&limit=3')).json()) as {
      places: Place[];
    }
  ).places
    .filter((place) => place.latitude !== null)
    .slice(0, 3);
  expect(found.length).toBe(3);
  const tripId = crypto.randomUUID();
  await request.post('/api/trip/create', {
    data: { id: tripId, title: 'Mikulov bez signálu', userId: session.user.id },
    headers,
  });
  await request.post('/api/trip/add-places', {
    data: { tripId, places: found.map((place) => ({ placeId: place.id, placeType: place.type })) },
    headers,
  });
  await request.post(`http://127.0.0.1:${tilePort}/on`);

  await page.addInitScript((token) => localStorage.setItem('vm.accessToken', token), session.accessToken);
  await page.goto(`/cs/vylet/${tripId}`);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  await expect(page.getByText(/Uloží místa a mapu okolí: asi [\d.]+ MB \(\d+ dlaždic mapy\)\./)).toBeVisible();
  await page.getByRole('switch', { name: 'Dostupné offline' }).check();
  await expect(page.getByTestId('trip-offline-saved')).toContainText('Dostupné offline · uloženo', { timeout: 60_000 });
  const served = Number(await (await request.get(`http://127.0.0.1:${tilePort}/count`)).text());
  expect(served).toBeGreaterThan(50);
  await request.post(`http://127.0.0.1:${tilePort}/off`);

  // A cold start: a new page of the installed app with no network at all.
  await context.setOffline(true);
  await page.close();
  const cold = await context.newPage();
  const fromNetwork: string[] = [];
  const tilesFromCache: string[] = [];
  cold.on('response', (response) => {
    const url = response.url();
    if (url.includes(`:${tilePort}/`) && response.fromServiceWorker()) tilesFromCache.push(url);
    if (!response.fromServiceWorker() && !url.startsWith('data:') && !url.startsWith('blob:')) fromNetwork.push(url);
  });
  await cold.goto(`/cs/vylet/${tripId}`);
  await expect(cold.getByRole('heading', { level: 1, name: 'Mikulov bez signálu' })).toBeVisible();
  await expect(cold.getByTestId('trip-places').getByRole('listitem')).toHaveCount(3);
  await expect(cold.getByTestId('trip-map').locator('.map-stop')).toHaveCount(3);
  await expect.poll(() => tilesFromCache.length).toBeGreaterThan(0);

  await cold.getByRole('link', { name: found[0]?.title ?? '' }).click();
  await expect(cold.getByRole('heading', { level: 1, name: found[0]?.title ?? '' })).toBeVisible();
  expect(fromNetwork).toEqual([]);
  await context.setOffline(false);
});
