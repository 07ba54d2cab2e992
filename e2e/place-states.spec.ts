import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures/app-test.ts';
import { signInNewTraveller, type TravellerSession } from './fixtures/traveller-session.ts';
import { withoutBackgroundSync } from './fixtures/without-background-sync.ts';

type Counts = { counts: { visited: number; favorite: number; plannedToVisit: number } };

const counts = async (request: APIRequestContext, session: TravellerSession) =>
  (
    (await (
      await request.post('/api/user/defaultPlacesCount', {
        data: { userId: session.user.id },
        headers: { Authorization: `Bearer ${session.accessToken}` },
      })
    ).json()) as Counts
  ).counts;

test('signed in, visited and favorite change at once, survive a reload, and a change made offline reaches the server once when back online', async ({
  page,
  request,
  context,
}) => {
  await withoutBackgroundSync(page);
  const session = await signInNewTraveller(page, request, 'Marie Vinná');
  const restaurant = (
    (await (await request.get('/api/restaurant?limit=1&locale=cs')).json()) as {
      items: { url: string; title: string }[];
    }
  ).items[0];
  if (!restaurant) throw new Error('no restaurant in the data set');
  await page.goto(restaurant.url);
  const toggles = page.getByRole('group', { name: 'Moje místa' }).first();
  const visited = toggles.getByRole('button', { name: 'Navštíveno' });
  const favorite = toggles.getByRole('button', { name: 'Oblíbené' });
  await expect(visited).toHaveAttribute('aria-pressed', 'false');
  await expect(toggles.getByRole('button', { name: 'Chci navštívit' })).toBeEnabled();

  await visited.click();
  await expect(visited).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => (await counts(request, session)).visited).toBe(1);
  await page.reload();
  await expect(
    page.getByRole('group', { name: 'Moje místa' }).first().getByRole('button', { name: 'Navštíveno' }),
  ).toHaveAttribute('aria-pressed', 'true');

  await context.setOffline(true);
  await favorite.click();
  await expect(favorite).toHaveAttribute('aria-pressed', 'true');
  await page.waitForTimeout(1500);
  expect((await counts(request, session)).favorite).toBe(0);
  await context.setOffline(false);
  await expect.poll(async () => (await counts(request, session)).favorite, { timeout: 20_000 }).toBe(1);
  await expect(favorite).toHaveAttribute('aria-pressed', 'true');
  expect(await counts(request, session)).toEqual({ visited: 1, favorite: 1, plannedToVisit: 0 });
  // The list's cards mark the user's places from one getPlacesData call.
  await page.goto('/cs/restaurace');
  const card = page.getByTestId('place-list').getByRole('listitem').filter({ hasText: restaurant.title });
  await expect(card.getByTestId('place-marks')).toContainText('Navštíveno');
  // A favorite is the card's pressed heart (issue 28), no longer a mark in words.
  await expect(card.getByRole('button', { name: `Oblíbené: ${restaurant.title}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.goBack();

  await visited.click();
  await expect(visited).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(async () => (await counts(request, session)).visited).toBe(0);
});
