import type { Page } from '@playwright/test';
import { APP_READY, expect, test } from './fixtures/app-test.ts';

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a page change shows the top of the results; Back and Forward from a detail restore the exact scroll position', async ({
      page,
    }) => {
      await page.goto('/cs/vinari');
      const list = page.getByTestId('place-list');
      await expect(list.getByRole('listitem')).toHaveCount(10);

      // From the pagination at the bottom of the page, page 2 opens at the top of its results.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.getByRole('link', { name: 'Strana 2', exact: true }).click();
      await expect(page).toHaveURL(/\/cs\/vinari\?page=2$/);
      await expect(page.getByRole('link', { name: 'Strana 2', exact: true })).toHaveAttribute('aria-current', 'page');
      await expect(list).not.toHaveClass(/is-stale/);
      await expect
        .poll(() =>
          list
            .getByRole('listitem')
            .first()
            .evaluate((card) => card.getBoundingClientRect().top),
        )
        .toBeGreaterThanOrEqual(0);
      const firstCardTop = await list
        .getByRole('listitem')
        .first()
        .evaluate((card) => card.getBoundingClientRect().top);
      expect(firstCardTop).toBeLessThan(viewport.height / 2);

      // Half way down page 2, a card opens its detail; Back returns to the same place on page 2, as does Forward+Back.
      await page.evaluate(() =>
        window.scrollTo(0, Math.round((document.documentElement.scrollHeight - window.innerHeight) / 2)),
      );
      const position = await scrollY(page);
      expect(position).toBeGreaterThan(200);
      const card = list.getByRole('listitem').nth(4);
      await card.scrollIntoViewIfNeeded();
      const opened = await scrollY(page);
      await card.getByRole('heading').getByRole('link').click();
      await expect(page).toHaveURL(/\/cs\/vinari\/\d+-/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

      await page.goBack();
      await expect(page).toHaveURL(/\/cs\/vinari\?page=2$/);
      await page.locator(APP_READY).waitFor({ state: 'attached' });
      await expect.poll(() => scrollY(page)).toBe(opened);
      await expect(page.getByRole('link', { name: 'Strana 2', exact: true })).toHaveAttribute('aria-current', 'page');

      await page.goForward();
      await expect(page).toHaveURL(/\/cs\/vinari\/\d+-/);
      await page.goBack();
      await expect(page).toHaveURL(/\/cs\/vinari\?page=2$/);
      await expect.poll(() => scrollY(page)).toBe(opened);
    });
  });
}
