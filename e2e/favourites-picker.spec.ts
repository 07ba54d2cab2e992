import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures/app-test.ts';
import { signInNewTraveller, type TravellerSession } from './fixtures/traveller-session.ts';
import { buildTrip } from './fixtures/trip-builder.ts';
import { withoutBackgroundSync } from './fixtures/without-background-sync.ts';

type Counts = { counts: { visited: number; favorite: number; plannedToVisit: number } };
type Listed = { id: number; url: string; title: string };

const auth = (session: TravellerSession) => ({ Authorization: `Bearer ${session.accessToken}` });
const counts = async (request: APIRequestContext, session: TravellerSession) =>
  (
    (await (
      await request.post('/api/user/defaultPlacesCount', { data: { userId: session.user.id }, headers: auth(session) })
    ).json()) as Counts
  ).counts;
const listed = async (request: APIRequestContext, path: string) =>
  ((await (await request.get(path)).json()) as { items: Listed[] }).items;
const named = (title: string) => new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

/** A winemaker, a cellar that is not that winemaker, and a restaurant of the data set. */
async function places(request: APIRequestContext) {
  const [winemaker] = await listed(request, '/api/wineEntity?t=winemaker&limit=1&locale=cs');
  const cellar = (await listed(request, '/api/wineEntity?t=cellar&limit=5&locale=cs')).find(
    (item) => item.id !== winemaker?.id,
  );
  const [restaurant] = await listed(request, '/api/restaurant?limit=1&locale=cs');
  if (!winemaker || !cellar || !restaurant) throw new Error('the data set lacks a winemaker, a cellar or a restaurant');
  return { winemaker, cellar, restaurant };
}

/** Presses a toggle of the page's first toggle group and waits until it shows as on. */
async function switchOn(page: Page, name: 'Oblíbené' | 'Navštíveno') {
  const toggle = page.getByRole('group', { name: 'Moje místa' }).first().getByRole('button', { name });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
}

/** Wishlist on: the place goes into the trip chosen in the add-to-trip dialog, then shows as on. */
async function wish(page: Page, tripTitle: string) {
  const toggles = page.getByRole('group', { name: 'Moje místa' }).first();
  await toggles.getByRole('button', { name: 'Chci navštívit' }).click();
  await page
    .getByRole('dialog', { name: 'Přidat do výletu' })
    .getByRole('button', { name: named(tripTitle) })
    .click();
  await expect(toggles.getByRole('button', { name: 'Chci navštívit' })).toHaveAttribute('aria-pressed', 'true');
}

/** Whether the device has kept (the query cache in IndexedDB) an answer whose key holds `text`, for use offline. */
const kept = (page: Page, text: string) =>
  page.evaluate(
    (wanted) =>
      new Promise<boolean>((resolve) => {
        const opening = indexedDB.open('vinarska-mapa');
        opening.onsuccess = () => {
          const reading = opening.result.transaction('queryCache').objectStore('queryCache').get('tanstack-query');
          reading.onsuccess = () => {
            resolve(String((reading.result as { value?: string } | undefined)?.value ?? '').includes(wanted));
            opening.result.close();
          };
        };
      }),
    text,
  );

/** The picker's places (its category filters are check boxes too). */
const listedIn = (picker: Locator) => picker.locator('.place-checklist');

async function openPicker(page: Page) {
  await page.getByRole('button', { name: 'Přidat z mých seznamů' }).click();
  const picker = page.getByRole('dialog', { name: 'Přidat z mých seznamů' });
  await expect(picker.getByRole('radio', { name: 'Oblíbené' })).toHaveAttribute('aria-checked', 'true');
  return picker;
}

test('a winemaker, a cellar and a restaurant marked favourite on their pages, and the winemaker put on the wishlist, are in the trip picker and my account at once', async ({
  page,
  request,
}) => {
  const session = await signInNewTraveller(page, request, 'Alena Oblíbená');
  const { winemaker, cellar, restaurant } = await places(request);
  const { tripId } = await buildTrip(request, session, 'Jižní Morava', []);

  // The picker has been opened before anything was saved: what it read then must not hide what is saved next.
  await page.goto(`/cs/vylet/${tripId}`);
  let picker = await openPicker(page);
  await expect(picker.getByText('V tomto seznamu nic není.')).toBeVisible();
  await picker.getByRole('radio', { name: 'Chci navštívit' }).click();
  await expect(picker.getByText('V tomto seznamu nic není.')).toBeVisible();

  await page.goto(winemaker.url);
  await expect(page.getByRole('heading', { level: 1, name: winemaker.title })).toBeVisible();
  await switchOn(page, 'Oblíbené');
  await wish(page, 'Jižní Morava');
  for (const place of [cellar, restaurant]) {
    await page.goto(place.url);
    await expect(page.getByRole('heading', { level: 1, name: place.title })).toBeVisible();
    await switchOn(page, 'Oblíbené');
  }

  await page.goto(`/cs/vylet/${tripId}`);
  picker = await openPicker(page);
  for (const place of [winemaker, cellar, restaurant])
    await expect(listedIn(picker).getByRole('checkbox', { name: named(place.title) })).toBeVisible();
  // The winemaker went into this trip with the wishlist: listed, ticked and not to be added twice.
  await expect(listedIn(picker).getByRole('checkbox', { name: named(winemaker.title) })).toBeDisabled();
  await listedIn(picker)
    .getByRole('checkbox', { name: named(restaurant.title) })
    .check();
  await expect(picker.getByRole('button', { name: 'Přidat (1)' })).toBeEnabled();
  await picker.getByRole('radio', { name: 'Chci navštívit' }).click();
  await expect(listedIn(picker).getByRole('checkbox', { name: named(winemaker.title) })).toBeVisible();
  await expect(listedIn(picker).getByRole('checkbox')).toHaveCount(1);

  await expect.poll(async () => counts(request, session)).toEqual({ visited: 0, favorite: 3, plannedToVisit: 1 });
  await page.goto('/cs/muj-ucet');
  await expect(page.getByTestId('list-favorite')).toContainText('3');
  await expect(page.getByTestId('list-plannedToVisit')).toContainText('1');
  await page.getByTestId('list-favorite').click();
  const favourites = page.getByRole('region', { name: 'Oblíbená místa' });
  for (const place of [winemaker, cellar, restaurant])
    await expect(favourites.getByRole('link', { name: place.title })).toHaveAttribute('href', place.url);
});

test("an e-shop marked favourite on its page is in my account's favourites at once, linking to its page, and the trip picker does not offer it", async ({
  page,
  request,
}) => {
  const session = await signInNewTraveller(page, request, 'Eva Eshopová');
  const [eshop] = await listed(request, '/api/eshop?limit=1&locale=cs');
  if (!eshop) throw new Error('the data set lacks an e-shop');
  const { tripId } = await buildTrip(request, session, 'Nákupy vína', []);

  await page.goto(eshop.url);
  await expect(page.getByRole('heading', { level: 1, name: eshop.title })).toBeVisible();
  const toggles = page.getByRole('group', { name: 'Moje místa' });
  await expect(toggles.getByRole('button')).toHaveText(['Oblíbené']);
  await switchOn(page, 'Oblíbené');

  await page.goto('/cs/muj-ucet');
  await page.getByTestId('list-favorite').click();
  const favourites = page.getByRole('region', { name: 'Oblíbená místa' });
  await expect(favourites.getByRole('link', { name: eshop.title })).toHaveAttribute('href', eshop.url);
  await expect.poll(async () => counts(request, session)).toEqual({ visited: 0, favorite: 1, plannedToVisit: 0 });
  await expect(page.getByTestId('list-favorite')).toContainText('1');

  // A trip cannot hold an e-shop: the picker's favourites leave it out.
  await page.goto(`/cs/vylet/${tripId}`);
  const picker = await openPicker(page);
  await expect(picker.getByText('V tomto seznamu nic není.')).toBeVisible();
  await expect(picker.getByText(eshop.title)).toHaveCount(0);

  // Switched off on its page, it leaves the list.
  await page.goto(eshop.url);
  const favourite = page.getByRole('group', { name: 'Moje místa' }).getByRole('button', { name: 'Oblíbené' });
  await expect(favourite).toHaveAttribute('aria-pressed', 'true');
  await favourite.click();
  await expect(favourite).toHaveAttribute('aria-pressed', 'false');
  await page.goto('/cs/muj-ucet');
  await page.getByTestId('list-favorite').click();
  await expect(
    page
      .getByRole('region', { name: 'Oblíbená místa' })
      .getByText('Zatím jste nepřidali žádné místo, akci ani předmět.'),
  ).toBeVisible();
});

test('offline, a winemaker marked favourite and put on the wishlist is in the picker before the server has it, and stays there once it has', async ({
  page,
  request,
  context,
}) => {
  await withoutBackgroundSync(page);
  const session = await signInNewTraveller(page, request, 'Ondřej Bezsignálu');
  const { winemaker } = await places(request);
  const { tripId } = await buildTrip(request, session, 'Pálava bez signálu', []);
  // Online once: the app is installed and the pages to be used were seen.
  await page.goto('/cs/muj-ucet');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: 'Ondřej Bezsignálu' })).toBeVisible();
  // The device's copy of what was read starts just after the page is shown and is written when something is read
  // next: looking into a list until it holds the trips (for the add-to-trip dialog offline).
  await expect(async () => {
    await page.getByTestId('list-favorite').click();
    expect(await kept(page, '"myTrips"')).toBe(true);
  }).toPass();
  // The picker was opened online, when the lists were empty: the device keeps that answer and the trip.
  await page.goto(`/cs/vylet/${tripId}`);
  await expect(async () => {
    const emptyPicker = await openPicker(page);
    await expect(emptyPicker.getByText('V tomto seznamu nic není.')).toBeVisible();
    await emptyPicker.getByRole('button', { name: 'Zavřít' }).click();
    expect((await kept(page, `"trip","${tripId}"`)) && (await kept(page, `"${session.user.id}","favorite"`))).toBe(
      true,
    );
  }).toPass();
  await page.goto(winemaker.url);
  await expect(page.getByRole('heading', { level: 1, name: winemaker.title })).toBeVisible();

  await context.setOffline(true);
  await switchOn(page, 'Oblíbené');
  await wish(page, 'Pálava bez signálu');
  await page.goto(`/cs/vylet/${tripId}`);
  const picker = await openPicker(page);
  await expect(listedIn(picker).getByRole('checkbox', { name: named(winemaker.title) })).toBeVisible();
  await picker.getByRole('radio', { name: 'Chci navštívit' }).click();
  await expect(listedIn(picker).getByRole('checkbox', { name: named(winemaker.title) })).toBeVisible();
  expect(await counts(request, session)).toEqual({ visited: 0, favorite: 0, plannedToVisit: 0 });

  await context.setOffline(false);
  await expect
    .poll(async () => counts(request, session), { timeout: 30_000 })
    .toEqual({ visited: 0, favorite: 1, plannedToVisit: 1 });
  await expect(page.getByTestId('sync-pending')).toHaveCount(0, { timeout: 30_000 });
  await expect(listedIn(picker).getByRole('checkbox', { name: named(winemaker.title) })).toBeVisible();
  await picker.getByRole('radio', { name: 'Oblíbené' }).click();
  await expect(listedIn(picker).getByRole('checkbox', { name: named(winemaker.title) })).toBeVisible();
});
