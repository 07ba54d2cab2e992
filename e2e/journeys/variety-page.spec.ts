import { expect, test } from '../fixtures/app-test.ts';
import { Journey, SCREENS } from './journey.ts';

// Traveller task (c): find the Ryzlink rýnský variety page.
const LIMIT = 3;

for (const screen of SCREENS) {
  test.describe(`${screen.name} (${screen.viewport.width} px)`, () => {
    test.use({ viewport: screen.viewport, hasTouch: screen.hasTouch, isMobile: screen.isMobile });

    test(`(c) the Ryzlink rýnský variety page in at most ${LIMIT} steps`, async ({ page }, testInfo) => {
      const journey = new Journey(page, testInfo, screen.hasTouch);
      await page.goto('/cs');

      await journey.tap(page.getByRole('banner').getByRole('button', { name: 'Hledat', exact: true }));
      const search = page.getByRole('dialog', { name: 'Vyhledávání' });
      await journey.type(search.getByRole('searchbox'), 'ryzlink');
      const variety = search.getByRole('link', { name: /Ryzlink rýnský/ }).first();
      await expect(variety).toBeInViewport();
      await journey.screen('search');
      await journey.tap(variety);

      await expect(page.locator('article.variety-page')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ryzlink rýnský');
      expect(journey.steps()).toBeLessThanOrEqual(LIMIT);
    });
  });
}
