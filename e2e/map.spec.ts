import { expect, test } from './fixtures/app-test.ts';
import { signUpTraveller } from './fixtures/traveller-session.ts';
import { buildTrip } from './fixtures/trip-builder.ts';
import { openFirstPinBubble } from './fixtures/map-bubble.ts';

test('the map page clusters places, zooms into a cluster and opens a bubble, with the outline while tiles fail', async ({
  page,
}) => {
  await page.goto('/cs/mapa');
  const map = page.getByTestId('place-map');
  await expect(map).toBeVisible();
  await expect.poll(async () => Number(await map.getAttribute('data-points'))).toBeGreaterThan(100);
  // The e2e server's tile address points nowhere: the outline of Czechia and the six subregions stays drawn.
  await expect(page.locator('.leaflet-overlay-pane path')).toHaveCount(7);
  await expect(page.getByText('Podkladová mapa není dostupná', { exact: false })).toBeVisible();

  const clusters = page.locator('.map-cluster');
  await expect(clusters.first()).toBeVisible();
  const before = await clusters.count();
  await clusters.first().click();
  await expect
    .poll(async () => (await page.locator('.map-cluster').count()) + (await page.locator('.map-pin').count()))
    .not.toBe(before);
});

test('the map filter by type and search lives in the hash and survives a reload; a pin opens its bubble', async ({
  page,
}) => {
  await page.goto('/cs/mapa');
  await page.getByRole('checkbox', { name: 'Restaurace' }).check();
  await page.getByRole('searchbox', { name: 'Hledat' }).fill('a');
  await page.getByRole('button', { name: 'Zobrazit' }).click();
  await expect(page).toHaveURL(/#s=a&t=restaurant$/);
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Restaurace' })).toBeChecked();
  await expect(page.getByRole('searchbox', { name: 'Hledat' })).toHaveValue('a');
  await expect(page.getByText(/Míst na mapě: [1-9]/)).toBeVisible();
  const bubble = await openFirstPinBubble(page);
  await expect(bubble.locator('a.map-bubble__title')).toHaveAttribute('href', /^\/cs\/restaurace\/\d+-/);
});

test('signed in, a place bubble adds the place to a trip; signed out, the bubble has no such action (spec 01 §6)', async ({
  page,
  request,
}) => {
  const session = await signUpTraveller(request, 'Iva Mapová');
  const { tripId } = await buildTrip(request, session, 'Z mapy', []);
  const openBubble = async (load: () => Promise<unknown>) => {
    await load();
    await expect
      .poll(async () => Number(await page.getByTestId('place-map').getAttribute('data-points')))
      .toBeGreaterThan(0);
    return openFirstPinBubble(page);
  };

  const signedOut = await openBubble(() => page.goto('/cs/mapa#t=restaurant'));
  await expect(signedOut.getByRole('button', { name: 'Přidat do výletu' })).toHaveCount(0);

  await page.evaluate((token) => localStorage.setItem('vm.accessToken', token), session.accessToken);
  const bubble = await openBubble(() => page.reload());
  const href = await bubble.locator('a.map-bubble__title').getAttribute('href');
  const placeId = Number(href?.match(/\/(\d+)-/)?.[1]);
  await bubble.getByRole('button', { name: 'Přidat do výletu' }).click();
  await page
    .getByRole('dialog', { name: 'Přidat do výletu' })
    .getByRole('button', { name: /Z mapy/ })
    .click();
  await expect(page.getByText('Přidáno do výletu „Z mapy“')).toBeVisible();
  const tripPlaces = async () =>
    (
      (await (await request.get(`/api/trip/places?locale=cs&tripId=${tripId}`)).json()) as {
        data: { trip: { tripPlaces: { place: { placeId: number; placeType: string } }[] } };
      }
    ).data.trip.tripPlaces;
  await expect.poll(tripPlaces, { timeout: 15_000 }).toEqual([{ place: { placeId, placeType: 'restaurant' } }]);
});
