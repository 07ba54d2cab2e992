import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures/app-test.ts';
import { signInNewTraveller, type TravellerSession } from './fixtures/traveller-session.ts';
import { withoutBackgroundSync } from './fixtures/without-background-sync.ts';
type Trip = { id: string; title: string; tripPlaces: unknown[] };
type State = {
  isVisited: boolean;
  isFavorite: boolean;
  isPlannedToVisit: boolean;
  userRating: number | null;
  note: string;
};

const auth = (session: TravellerSession) => ({ Authorization: `Bearer ${session.accessToken}` });

test('offline: create a trip, add 5 places, toggle 10 states, rate 3 places, add a note, reload twice, go online: the server holds exactly those changes, once', async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(120_000);
  const session = await signInNewTraveller(page, request, 'Vojtěch');
  const events = (
    (await (await request.get('/api/event?locale=cs&limit=5')).json()) as {
      items: { id: number; url: string; title: string }[];
    }
  ).items;
  expect(events).toHaveLength(5);
  const server = async (api: APIRequestContext) => ({
    trips: (
      (await (
        await api.get(`/api/user/profile?locale=cs&userId=${session.user.id}&includeTrips=1`, {
          headers: auth(session),
        })
      ).json()) as { trips: Trip[] }
    ).trips,
    states: Object.values(
      (
        (await (
          await api.get(`/api/user/getPlacesData?userId=${session.user.id}&placeType=event`, { headers: auth(session) })
        ).json()) as { data: Record<string, State> }
      ).data,
    ),
  });

  // Online once: the app is installed (service worker in control) and the pages to be used were seen.
  await withoutBackgroundSync(page);
  await page.goto('/cs/muj-ucet');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: 'Vojtěch' })).toBeVisible();
  for (const event of events) {
    await page.goto(event.url);
    await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible();
  }

  await context.setOffline(true);
  await page.goto('/cs/muj-ucet');
  await page.getByRole('button', { name: 'Vytvořit výlet' }).click();
  const modal = page.getByRole('dialog', { name: 'Nový výlet' });
  await modal.getByLabel('Název').fill('Sklepy bez signálu');
  await modal.getByRole('button', { name: 'Vytvořit výlet' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sklepy bez signálu' })).toBeVisible();

  for (const [i, event] of events.entries()) {
    await page.goto(event.url);
    await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible();
    const toggles = page.getByRole('group', { name: 'Moje místa' }).first();
    await toggles.getByRole('button', { name: 'Navštíveno' }).click();
    await toggles.getByRole('button', { name: 'Oblíbené' }).click();
    await toggles.getByRole('button', { name: 'Chci navštívit' }).click();
    await page
      .getByRole('dialog', { name: 'Přidat do výletu' })
      .getByRole('button', { name: /Sklepy bez signálu/ })
      .click();
    await expect(toggles.getByRole('button', { name: 'Chci navštívit' })).toHaveAttribute('aria-pressed', 'true');
    if (i === 0) {
      await page.getByLabel('Moje poznámka').fill('Zeptat se na Ryzlink 2019');
      await page.getByRole('button', { name: 'Uložit poznámku' }).click();
      await expect(page.getByText('Poznámka uložena.')).toBeVisible();
    }
    if (i < 3) {
      await page.getByRole('button', { name: /^Hodnocení/ }).click();
      await page
        .getByRole('dialog', { name: 'Ohodnoťte místo' })
        .getByRole('radio', { name: new RegExp(`^${i + 3} hvězdič`) })
        .click();
    }
  }
  // 1 trip, 5 places added, 10 toggles, 5 wishlist flags set with the adds, 3 ratings, 1 note.
  await expect(page.getByTestId('sync-pending')).toHaveText('25 změn čeká na odeslání');
  await page.reload();
  await page.reload();
  await expect(page.getByTestId('sync-pending')).toHaveText('25 změn čeká na odeslání');
  await expect(
    page.getByRole('group', { name: 'Moje místa' }).first().getByRole('button', { name: 'Oblíbené' }),
  ).toHaveAttribute('aria-pressed', 'true');
  const before = await server(request);
  expect(before.trips).toHaveLength(0);
  expect(before.states).toHaveLength(0);

  await context.setOffline(false);
  await expect(page.getByTestId('sync-pending')).toHaveCount(0, { timeout: 30_000 });
  const after = await server(request);
  expect(after.trips).toHaveLength(1);
  expect(after.trips[0]).toMatchObject({ title: 'Sklepy bez signálu' });
  expect(after.trips[0]?.tripPlaces).toHaveLength(5);
  expect(after.states).toHaveLength(5);
  expect(after.states.every((state) => state.isVisited && state.isFavorite && state.isPlannedToVisit)).toBe(true);
  expect(
    after.states
      .map((state) => state.userRating)
      .filter((rating) => rating !== null)
      .sort(),
  ).toEqual([3, 4, 5]);
  expect(after.states.map((state) => state.note).filter(Boolean)).toEqual(['Zeptat se na Ryzlink 2019']);
});
