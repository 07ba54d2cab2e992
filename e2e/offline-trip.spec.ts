import { expect, test } from './fixtures/app-test.ts';
import { signInNewTraveller } from './fixtures/traveller-session.ts';
import { buildTrip, placesOnMap } from './fixtures/trip-builder.ts';
import { tilePort } from '../playwright.config.ts';

test('a trip saved for offline use opens after a cold start without any network: its places, a place detail and map tiles from the cache', async ({
  page,
  request,
  context,
}) => {
  const session = await signInNewTraveller(page, request, 'Ondřej');
  const found = await placesOnMap(request, 3, 's=Mikulov&t=winemaker', 3);
  const { tripId } = await buildTrip(request, session, 'Mikulov bez signálu', found);
  await request.post(`http://127.0.0.1:${tilePort}/on`);

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
