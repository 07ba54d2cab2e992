import type { APIRequestContext, Page } from '@playwright/test';
import { expandCompactHours } from '../src/shared/domain/compact-hours.ts';
import { expect, test } from './fixtures/app-test.ts';
import { expectedOpenLabel } from './fixtures/expected-open-label.ts';
import { openFirstPinBubble } from './fixtures/map-bubble.ts';

type Listed = { id: number; title: string; url: string; openingHours: Record<string, unknown> | null };

async function firstWinemakers(request: APIRequestContext): Promise<Listed[]> {
  const answer = await request.get('/api/wineEntity?locale=cs&t=winemaker&offset=0&limit=10');
  return ((await answer.json()) as { items: Listed[] }).items;
}

/** Tuesday 19 January 2027, 15:00 in Prague: a winter weekday afternoon, when only some places are open. */
const CHOSEN = '2027-01-19T15:00';

const found = (page: Page) => page.locator('.place-list__count');

async function settled(page: Page) {
  await expect(page.locator('.place-list__results')).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByTestId('place-list')).not.toHaveClass(/is-stale/);
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a card and its detail say whether the place is open now, by its hours', async ({ page, request }) => {
      const items = await firstWinemakers(request);
      const withHours = items.find((item) => item.openingHours !== null);
      const without = items.find((item) => item.openingHours === null);
      if (!withHours) throw new Error('the first page has no place with opening hours');
      await page.goto('/cs/vinari');
      const list = page.getByTestId('place-list');
      // Titles repeat in the seed: a card is found by its detail's address.
      const cardOf = (item: Listed) =>
        list.getByRole('listitem').filter({ has: page.locator(`a[href="${item.url}"]`) });
      const card = cardOf(withHours);
      await expect(card.getByTestId('open-status')).toHaveText(expectedOpenLabel(withHours.openingHours));
      if (without) {
        await expect(cardOf(without).getByTestId('open-status')).toHaveCount(0);
      }

      await card.locator(`a[href="${withHours.url}"]`).first().click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(withHours.title);
      await expect(page.locator('.detail__hero').getByTestId('open-status')).toHaveText(
        expectedOpenLabel(withHours.openingHours),
      );
    });

    test('"Otevřeno" at a chosen date and time narrows the list to its count, and stays in the address', async ({
      page,
    }) => {
      await page.goto('/cs/vinari');
      await settled(page);
      const all = Number((await found(page).textContent())?.replace(/\D/g, ''));
      expect(all).toBeGreaterThan(0);
      const phone = viewport.width < 768;
      if (phone) await page.getByRole('button', { name: 'Zobrazit filtr' }).click();
      // On a phone the filter is the sheet's (the page's own form stays hidden beneath it).
      const filterArea = phone ? page.getByRole('dialog') : page;

      const filter = filterArea.getByTestId('open-filter');
      await filter.getByRole('radio', { name: /Ve zvolený čas/ }).check();
      await filter.getByLabel('Datum a čas').fill(CHOSEN);
      // The count is the one of the chosen time: the list's own answer with the filter set.
      const answer = await page.request.get(`/api/wineEntity?locale=cs&t=winemaker&offset=0&limit=10&o=${CHOSEN}`);
      const open = ((await answer.json()) as { count: number }).count;
      await expect(filter.getByTestId('open-count-at')).toHaveText(String(open));
      expect(open).toBeGreaterThan(0);
      expect(open).toBeLessThan(all);

      // A phone applies the sheet by its button; a wide screen follows by itself.
      if (phone) await page.locator('.filter__show').click();
      await expect(page).toHaveURL(/\/cs\/vinari\?o=2027-01-19T15(%3A|:)00$/);
      await settled(page);
      await expect(found(page)).toHaveText(`Nalezeno: ${open}`);

      // The address keeps the choice: a reload shows the same list and the filter as chosen.
      await page.reload();
      await settled(page);
      await expect(found(page)).toHaveText(`Nalezeno: ${open}`);
      if (phone) await page.getByRole('button', { name: 'Zobrazit filtr' }).click();
      await expect(filterArea.getByTestId('open-filter').getByLabel('Datum a čas')).toHaveValue(CHOSEN);
    });
  });
}

test.describe('on the map', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("a pin's bubble says whether the place is open now, from the point's hours", async ({ page, request }) => {
    const answer = await request.get('/api/map?locale=cs&t=winemaker');
    const points = ((await answer.json()) as { items: { url: string; hours: string | null }[] }).items;
    expect(points.filter((point) => point.hours !== null).length).toBeGreaterThan(0);
    await page.goto('/cs/mapa#t=winemaker');
    const map = page.getByTestId('place-map');
    await expect.poll(async () => Number(await map.getAttribute('data-points'))).toBeGreaterThan(10);
    const bubble = await openFirstPinBubble(page);
    const url = await bubble.locator('a.map-bubble__title').getAttribute('href');
    const point = points.find((candidate) => candidate.url === url);
    if (!point) throw new Error(`no map point at ${url}`);
    if (point.hours === null) await expect(bubble.getByTestId('open-status')).toHaveCount(0);
    else await expect(bubble.getByTestId('open-status')).toHaveText(expectedOpenLabel(expandCompactHours(point.hours)));
  });
});
