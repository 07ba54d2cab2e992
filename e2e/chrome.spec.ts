import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures/app-test.ts';
import { seriousAxeFindings } from './fixtures/axe.ts';
import { signInNewTraveller } from './fixtures/traveller-session.ts';

// Issue 28, page chrome: the header's search entry and one-line menu, one short top banner, the footer's chevrons and
// the day slider's accessible names, on a phone and on a desktop.
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const SCREENS = [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const;

async function firstWinemaker(request: APIRequestContext): Promise<string> {
  const { items } = (await (await request.get('/api/wineEntity?t=winemaker&limit=1')).json()) as {
    items: { url: string }[];
  };
  const url = items[0]?.url;
  if (!url) throw new Error('no winemaker in the data set');
  return url;
}

const headerSearch = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Hledat', exact: true });
const searchDialog = (page: Page) => page.getByRole('dialog', { name: 'Vyhledávání' });

/** Every shown part of the header bar, and of its menu, lies on one line: the lowest top is above the highest bottom. */
async function oneLine(page: Page): Promise<{ height: number; tops: number[]; bottoms: number[] }> {
  return page.locator('.site-header__bar').evaluate((bar) => {
    const parts = [
      ...bar.querySelectorAll<HTMLElement>(
        ':scope > *, .main-menu__items > li, .main-menu__more, .languages li, .account-button > *',
      ),
    ].filter((part) => {
      const style = getComputedStyle(part);
      const box = part.getBoundingClientRect();
      return style.visibility !== 'hidden' && style.display !== 'none' && box.width > 1 && box.height > 1;
    });
    const boxes = parts.map((part) => part.getBoundingClientRect());
    return {
      height: bar.getBoundingClientRect().height,
      tops: boxes.map((box) => box.top),
      bottoms: boxes.map((box) => box.bottom),
    };
  });
}

async function expectOneLine(page: Page, parts: number): Promise<void> {
  const { height, tops, bottoms } = await oneLine(page);
  expect(tops.length).toBeGreaterThanOrEqual(parts);
  expect(height).toBeLessThanOrEqual(64);
  expect(Math.max(...tops)).toBeLessThan(Math.min(...bottoms));
}

/** The menu's items shown in the line and those in "Více" together are the whole menu, each once. */
async function expectEveryItemReachable(page: Page, menu: Locator): Promise<void> {
  const { header } = (await (await page.request.get('/api/navigation?locale=cs')).json()) as {
    header: { title: string }[];
  };
  const inLine = await menu.locator('.main-menu__items > li:not(.is-out) a').allTextContents();
  const inMore = await menu.locator('.main-menu__more-list a').allTextContents();
  expect([...inLine, ...inMore].sort()).toEqual(header.map((item) => item.title).sort());
}

for (const [name, viewport] of SCREENS) {
  test.describe(`on a ${name}`, () => {
    test.use({ viewport });

    test('the header opens the site search on a list and on a detail page, and "/" opens it from the keyboard', async ({
      page,
      request,
    }) => {
      await page.goto('/cs/vinari');
      const button = headerSearch(page);
      await expect(button).toBeVisible();
      const width = (await button.boundingBox())?.width ?? 0;
      // An icon with its word on a desktop, the icon alone (the word for screen readers) on a phone.
      if (name === 'phone') expect(width).toBeLessThanOrEqual(48);
      else {
        expect(width).toBeGreaterThan(70);
        await expect(button).toContainText('Hledat');
      }
      await button.click();
      await expect(searchDialog(page)).toBeVisible();
      await expect(page).toHaveURL(/\/cs\/vinari\?showModal=1$/);
      await expect(searchDialog(page).getByRole('searchbox')).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(searchDialog(page)).toHaveCount(0);
      await expect(page).toHaveURL(/\/cs\/vinari$/);

      // From the keyboard: "/" anywhere but in a text field; typed in a field (the list's filter, the modal's) it is a character.
      if (name === 'desktop') {
        const filterSearch = page.getByRole('searchbox', { name: 'Hledat' });
        await filterSearch.pressSequentially('a/');
        await expect(filterSearch).toHaveValue('a/');
        await expect(searchDialog(page)).toHaveCount(0);
        await filterSearch.fill('');
        await filterSearch.blur();
      }
      await page.locator('body').press('/');
      await expect(searchDialog(page)).toBeVisible();
      await searchDialog(page).getByRole('searchbox').pressSequentially('a/b');
      await expect(searchDialog(page).getByRole('searchbox')).toHaveValue('a/b');
      await page.keyboard.press('Escape');
      await expect(searchDialog(page)).toHaveCount(0);

      const detail = await firstWinemaker(request);
      await page.goto(detail);
      await headerSearch(page).click();
      await expect(searchDialog(page)).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${detail}\\?showModal=1$`));
      await searchDialog(page).getByRole('searchbox').fill('Mikulov');
      await expect(searchDialog(page).locator('.search-modal__count')).toContainText('Nalezeno');
    });

    test('one top banner shows at a time, at most 64 px tall on a phone; closing it shows the next', async ({
      page,
    }) => {
      for (const locale of ['cs', 'pl']) {
        await page.goto(`/${locale}/vinari`);
        const banners = page.locator('.top-banners .top-banner');
        await expect(banners).toHaveCount(1);
        await expect(banners.first()).toHaveAttribute('data-testid', 'top-banner-users');
        if (name === 'phone') expect((await banners.first().boundingBox())?.height ?? 99).toBeLessThanOrEqual(64);
      }
      await page.goto('/cs');
      const banners = page.locator('.top-banners .top-banner');
      await banners.first().getByRole('button', { name: 'Zavřít oznámení' }).click();
      await expect(banners).toHaveCount(1);
      await expect(banners.first()).toHaveAttribute('data-testid', 'top-banner-podcasts');
      if (name === 'phone') expect((await banners.first().boundingBox())?.height ?? 99).toBeLessThanOrEqual(64);
      await banners.first().getByRole('button', { name: 'Zavřít oznámení' }).click();
      await expect(banners).toHaveCount(0);
    });

    test("the home page's day buttons are named by what they show", async ({ page }) => {
      await page.goto('/cs');
      const slider = page.getByRole('tablist', { name: 'Vyberte den' });
      const days = slider.getByRole('tab');
      await expect(days).toHaveCount(30);
      await expect(slider.locator('[role=tab]:not([disabled])').first()).toBeVisible();
      const mismatched = await days.evaluateAll((buttons) =>
        buttons
          .map((button) => ({
            shown: (button as HTMLElement).innerText.replace(/\s+/g, ' ').trim().toLowerCase(),
            name: (button.getAttribute('aria-label') ?? button.textContent ?? '').toLowerCase(),
          }))
          .filter(({ shown, name: label }) => !label.startsWith(shown)),
      );
      expect(mismatched).toEqual([]);
      await expect(days.first()).toHaveAccessibleName(/^\S+ \d+\. \d+\. (\d+ akc[eí]|… Načítáme akce…)$/);

      // axe-core: no serious or critical finding on the day slider.
      expect(await seriousAxeFindings(page, '.day-slider')).toEqual([]);
    });

    test('the footer shows whether a category is open with a chevron (on a phone it opens and closes)', async ({
      page,
    }) => {
      await page.goto('/cs');
      const category = page.locator('.footer-category').first();
      const button = category.getByRole('button');
      const chevron = button.locator('.chevron');
      if (name === 'desktop') {
        await expect(category.getByRole('link').first()).toBeVisible();
        await expect(chevron).toBeHidden();
        return;
      }
      await button.scrollIntoViewIfNeeded();
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(chevron).toBeVisible();
      await expect(category.getByRole('link').first()).toBeHidden();
      const closed = await chevron.evaluate((el) => getComputedStyle(el).transform);
      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expect(category.getByRole('link').first()).toBeVisible();
      await expect.poll(() => chevron.evaluate((el) => getComputedStyle(el).transform)).not.toBe(closed);
      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect.poll(() => chevron.evaluate((el) => getComputedStyle(el).transform)).toBe(closed);
    });
  });
}

test.describe('the header at 1280 px', () => {
  test.use({ viewport: DESKTOP });

  test('fits on one line signed out, the less-used sections in "Více", a disclosure menu for the keyboard', async ({
    page,
  }) => {
    for (const path of ['/cs', '/cs/vinari']) {
      await page.goto(path);
      await expectOneLine(page, 8);
    }
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: 'Vinaři', exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Kalendář akcí' })).toBeVisible();
    await expectEveryItemReachable(page, menu);

    const more = menu.getByRole('button', { name: 'Více' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    const list = page.locator('.main-menu__more-list');
    await expect(list).toBeHidden();
    // Keyboard: Enter opens it, Tab reaches its links, Escape closes it and returns to the button.
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await expect(list).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(list.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await expect(more).toBeFocused();
    // The arrow key opens it at its first link; a click elsewhere closes it.
    await page.keyboard.press('ArrowDown');
    await expect(list.getByRole('link').first()).toBeFocused();
    await page.locator('main').click({ position: { x: 5, y: 5 } });
    await expect(list).toBeHidden();
    // A section from "Více" opens in the app.
    await more.click();
    const link = list.getByRole('link').first();
    const title = (await link.textContent()) ?? '';
    await link.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(list).toBeHidden();
  });

  test('fits on one line signed in, with a long name, Odhlásit se included', async ({ page, request }) => {
    await signInNewTraveller(page, request, 'Bohumila Vinohradská-Procházková');
    for (const path of ['/cs', '/cs/vinari']) {
      await page.goto(path);
      await expect(page.getByRole('banner').getByRole('button', { name: 'Odhlásit se' })).toBeVisible();
      await expectOneLine(page, 8);
    }
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await expect(menu.getByRole('button', { name: 'Více' })).toBeVisible();
    await expectEveryItemReachable(page, menu);
  });
});

test.describe('the header on a phone', () => {
  test.use({ viewport: PHONE });

  test('keeps the search and the menu button on its line; the menu lists every section, without "Více"', async ({
    page,
  }) => {
    await page.goto('/cs/vinari');
    // The name, the search icon and the menu button.
    await expectOneLine(page, 3);
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Menu' });
    const { header } = (await (await page.request.get('/api/navigation?locale=cs')).json()) as {
      header: { title: string }[];
    };
    for (const item of header) await expect(menu.getByRole('link', { name: item.title, exact: true })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Více' })).toBeHidden();
  });
});
