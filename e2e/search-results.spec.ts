import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures/app-test.ts';

// Issue 28, point 13: the site search's rows name their type, "Vše" groups them under their type's heading (the best
// matching group first, "Ostatní" for CMS pages only), a title that is the query comes first, a grape variety's query
// shows the variety and its wines above lodgings, and the field's clear button is the app's own.
const SCREENS = [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 800 }],
] as const;

const dialogOf = (page: Page) => page.getByRole('dialog', { name: 'Vyhledávání' });
const headings = (dialog: Locator) => dialog.locator('.search-modal__group h3');

interface Found {
  counts: Record<string, number>;
  winemaker?: { title: string }[];
}

/** A winemaker whose title is also part of another winemaker's title ("Vinařství Urban", "Rodinné vinařství Urban"). */
async function sharedWinemakerTitle(request: APIRequestContext): Promise<string> {
  const { items } = (await (await request.get('/api/wineEntity?t=winemaker&limit=60')).json()) as {
    items: { title: string }[];
  };
  for (const { title } of items) {
    const answer = (await (
      await request.get(`/api/search?locale=cs&query=${encodeURIComponent(title)}&searchCategory=winemaker`)
    ).json()) as Found;
    if ((answer.winemaker ?? []).some((maker) => maker.title !== title)) return title;
  }
  throw new Error('no winemaker title held by another winemaker');
}

async function openSearch(page: Page, query: string): Promise<Locator> {
  await page.goto(`/cs?search=${encodeURIComponent(query)}&showModal=1`);
  const dialog = dialogOf(page);
  await expect(dialog.locator('.search-modal__count')).toContainText('Nalezeno');
  await expect(dialog.locator('.search-item').first()).toBeVisible();
  return dialog;
}

for (const [name, viewport] of SCREENS) {
  test.describe(`on a ${name}`, () => {
    test.use({ viewport });

    test('"ryzlink" shows the variety and its wines above lodgings, grouped under their types, each row typed', async ({
      page,
    }, testInfo) => {
      const dialog = await openSearch(page, 'ryzlink');
      await expect(dialog.getByRole('button', { name: /^Vše/ })).toHaveAttribute('aria-pressed', 'true');
      const titles = await headings(dialog).allTextContents();
      expect(titles).toContain('Odrůdy');
      expect(titles).toContain('Vína');
      expect(titles).toContain('Ubytování');
      expect(titles.indexOf('Odrůdy')).toBeLessThan(titles.indexOf('Ubytování'));
      expect(titles.indexOf('Vína')).toBeLessThan(titles.indexOf('Ubytování'));
      expect(new Set(titles).size).toBe(titles.length);

      // Every row names its type, the one of its group: places as place cards name them.
      const rowTypes = async (heading: string) =>
        dialog
          .locator('.search-modal__group')
          .filter({ has: page.getByRole('heading', { name: heading, exact: true }) })
          .locator('.search-item__type')
          .allTextContents();
      expect(new Set(await rowTypes('Odrůdy'))).toEqual(new Set(['Odrůda']));
      expect(new Set(await rowTypes('Vína'))).toEqual(new Set(['Víno']));
      expect(new Set(await rowTypes('Ubytování'))).toEqual(new Set(['Ubytování']));
      if (titles.includes('Vinaři')) expect(new Set(await rowTypes('Vinaři'))).toEqual(new Set(['Vinař']));
      if (titles.includes('Ostatní')) expect(new Set(await rowTypes('Ostatní'))).toEqual(new Set(['Stránka']));
      await expect(dialog.locator('.search-item .search-item__type svg').first()).toBeVisible();
      expect(await dialog.locator('.search-item').count()).toBe(await dialog.locator('.search-item__type').count());
      // A row's picture is a rendition cropped to its frame, not the whole file.
      await expect(dialog.locator('.search-item img').first()).toHaveAttribute('srcset', /\/img\/\S+ \d+w/);
      await page.screenshot({ path: testInfo.outputPath(`search-ryzlink-${name}.png`) });

      // "Ostatní" heads CMS pages only: a page's own title lists it there.
      const pageDialog = await openSearch(page, 'Vinařské stezky');
      const pageTitles = await headings(pageDialog).allTextContents();
      expect(pageTitles).toContain('Ostatní');
      const others = await pageDialog
        .locator('.search-modal__group')
        .filter({ has: page.getByRole('heading', { name: 'Ostatní', exact: true }) })
        .locator('.search-item__type')
        .allTextContents();
      expect(new Set(others)).toEqual(new Set(['Stránka']));
    });

    test('a title that is the query comes first, above titles holding it among other words', async ({
      page,
      request,
    }, testInfo) => {
      const title = await sharedWinemakerTitle(request);
      const dialog = await openSearch(page, title);
      const first = dialog.locator('.search-modal__group').first();
      await expect(first.locator('.search-item__title').first()).toHaveText(title);
      const makers = dialog
        .locator('.search-modal__group')
        .filter({ has: page.getByRole('heading', { name: 'Vinaři', exact: true }) });
      const shown = await makers.locator('.search-item__title').allTextContents();
      expect(shown[0]).toBe(title);
      expect(shown.some((other) => other !== title)).toBe(true);
      await page.screenshot({ path: testInfo.outputPath(`search-exact-${name}.png`) });
    });

    test('the clear button is the app’s round 44 px button: it empties the field and keeps the focus there', async ({
      page,
    }, testInfo) => {
      const dialog = await openSearch(page, 'sklep');
      const field = dialog.getByRole('searchbox', { name: 'Co hledáte?' });
      const clear = dialog.getByRole('button', { name: 'Vymazat' });
      await expect(clear).toBeVisible();
      const box = await clear.boundingBox();
      expect(box?.width).toBeGreaterThanOrEqual(44);
      expect(box?.height).toBeGreaterThanOrEqual(44);
      // The browser's own cancel button is hidden, and the app's sits inside the field.
      const fieldBox = await field.boundingBox();
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual((fieldBox?.x ?? 0) + (fieldBox?.width ?? 0) + 1);
      const nativeHidden = await page.evaluate(() =>
        [...document.styleSheets].some((sheet) =>
          [...sheet.cssRules].some(
            (rule) =>
              rule instanceof CSSStyleRule &&
              rule.selectorText.includes('::-webkit-search-cancel-button') &&
              rule.style.display === 'none',
          ),
        ),
      );
      expect(nativeHidden).toBe(true);
      await page.screenshot({ path: testInfo.outputPath(`search-clear-${name}.png`) });

      await clear.click();
      await expect(field).toHaveValue('');
      await expect(field).toBeFocused();
      await expect(clear).toHaveCount(0);
      await expect(page).toHaveURL(/\/cs\?showModal=1$/);
      await expect(dialog.locator('.search-modal__count')).toHaveCount(0);
      await field.pressSequentially('mik');
      await expect(field).toHaveValue('mik');
      await expect(dialog.getByRole('button', { name: 'Vymazat' })).toBeVisible();
    });
  });
}
