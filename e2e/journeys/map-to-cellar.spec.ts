import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../fixtures/app-test.ts';
import { Journey, SCREENS } from './journey.ts';

// Traveller task (b): from the home page, open the map around Velké Pavlovice and open a cellar's detail from a pin.
const LIMIT = 6;
const QUERY = 'sklep Velké Pavlovice';

/** The cellar the map finds for the query, as the map's own answer names it. */
async function cellarFound(request: APIRequestContext): Promise<{ title: string }> {
  const answer = await request.get(`/api/map?locale=cs&s=${encodeURIComponent(QUERY)}`);
  const { items } = (await answer.json()) as { items: { title: string; type: string }[] };
  const cellar = items.find((item) => item.type === 'cellar');
  if (!cellar) throw new Error(`the map finds no cellar for "${QUERY}"`);
  return cellar;
}

for (const screen of SCREENS) {
  test.describe(`${screen.name} (${screen.viewport.width} px)`, () => {
    test.use({ viewport: screen.viewport, hasTouch: screen.hasTouch, isMobile: screen.isMobile });

    test(`(b) a cellar's detail from a pin on the map around Velké Pavlovice in at most ${LIMIT} steps`, async ({
      page,
      request,
    }, testInfo) => {
      const cellar = await cellarFound(request);
      const journey = new Journey(page, testInfo, screen.hasTouch);
      await page.goto('/cs');

      await journey.tap(page.getByRole('main').getByRole('link', { name: /^Mapa/ }).first());
      await expect(page).toHaveURL(/\/cs\/mapa/);
      // On a phone the filter opens from the results sheet over the map; on a desktop it is in the column beside it.
      if (screen.name === 'phone') await journey.tap(page.getByRole('button', { name: /^Filtr/ }));
      const filter = page.getByRole('search');
      await journey.type(filter.getByRole('searchbox', { name: 'Hledat' }), QUERY);
      await journey.tap(filter.getByRole('button', { name: 'Zobrazit' }));

      const map = page.getByTestId('place-map');
      await expect(map).toHaveAttribute('data-points', '1');
      const pin = map.getByTitle(cellar.title, { exact: true });
      await expect(pin).toBeInViewport();
      await journey.screen('map');
      await journey.tap(pin);
      const bubble = page.locator('.map-bubble');
      await expect(bubble).toContainText(cellar.title);
      await journey.tap(bubble.getByRole('link', { name: 'Detail' }));

      await expect(page).toHaveURL(/\/cs\/sklepy\/\d+-/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(cellar.title);
      await journey.screen('detail');
      expect(journey.steps()).toBeLessThanOrEqual(LIMIT);
    });
  });
}
