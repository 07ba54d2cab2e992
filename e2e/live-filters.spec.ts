import type { Locator, Page } from '@playwright/test';
import { czechPlural } from '../src/shared/domain/czech-plural.ts';
import { expect, test } from './fixtures/app-test.ts';

const option = (page: Page, name: string) => page.locator('.filter__option').filter({ hasText: name }).first();
const countOf = async (row: Locator) => Number(await row.locator('.filter__count').textContent());
const found = (page: Page) => page.locator('.place-list__count');

/** The list has its answer for the address (not the previous one, shown dimmed meanwhile). */
async function settled(page: Page) {
  await expect(page.locator('.place-list__results')).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByTestId('place-list')).not.toHaveClass(/is-stale/);
  await expect(page.locator('.filter__form[aria-busy="true"]')).toHaveCount(0);
}

test.describe('on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('choosing a subregion changes the other counts and the results at once, with no button', async ({ page }) => {
    await page.goto('/cs/vinari');
    await expect(page.getByRole('button', { name: 'Vyhledat' })).toHaveCount(0);
    const czech = option(page, 'Čeština');
    const czechBefore = await countOf(czech);
    const subregion = option(page, 'Mikulovská');
    const mikulovska = await countOf(subregion);
    expect(mikulovska).toBeGreaterThan(0);

    await page.getByRole('checkbox', { name: /^Mikulovská/ }).check();
    await expect(page).toHaveURL(/\/cs\/vinari\/mikulovska$/);
    await settled(page);
    await expect(found(page)).toHaveText(`Nalezeno: ${mikulovska}`);
    // Čeština now counts the winemakers of Mikulovská only; the subregions still count their own.
    await expect.poll(() => countOf(czech)).toBeLessThan(czechBefore);
    expect(await countOf(subregion)).toBe(mikulovska);
    const czechInMikulovska = await countOf(czech);

    // The count an option shows is what choosing it gives.
    await page.getByRole('checkbox', { name: /^Čeština/ }).check();
    await expect(page).toHaveURL(/\/cs\/vinari\/mikulovska\?l=\d+$/);
    await settled(page);
    await expect(found(page)).toHaveText(`Nalezeno: ${czechInMikulovska}`);

    // Typing searches by itself once the visitor pauses.
    await page.getByRole('searchbox', { name: 'Hledat' }).fill('vinařství');
    await expect(page).toHaveURL(/\/cs\/vinari\/mikulovska\?s=[^&]+&l=\d+$/);
    await settled(page);
    const afterSearch = await countOf(czech);
    await expect(found(page)).toHaveText(afterSearch > 0 ? `Nalezeno: ${afterSearch}` : 'Nenalezeno');

    // Back returns to the choice before, and the form follows it.
    await page.goBack();
    await expect(page).toHaveURL(/\/cs\/vinari\/mikulovska\?l=\d+$/);
    await expect(page.getByRole('searchbox', { name: 'Hledat' })).toHaveValue('');
    await settled(page);
    await expect(found(page)).toHaveText(`Nalezeno: ${czechInMikulovska}`);
  });

  test('a search typed just before the site search opens lands without closing it', async ({ page }) => {
    await page.goto('/cs/vinari');
    await page.getByRole('searchbox', { name: 'Hledat' }).fill('Mikulov');
    await page.getByRole('banner').getByRole('button', { name: 'Hledat', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Vyhledávání' });
    await expect(dialog).toBeVisible();
    // The list follows the typed search after its pause; the modal stays open over it.
    await expect(page).toHaveURL(/[?&]s=Mikulov\b/);
    await expect(page).toHaveURL(/[?&]showModal=1\b/);
    await settled(page);
    await expect(dialog).toBeVisible();
  });

  test('options nothing matches are disabled and go last; every control is 44 px tall', async ({ page }) => {
    await page.goto('/cs/vinari');
    const first = (await page.getByTestId('place-list').getByRole('heading').first().textContent()) ?? '';
    await page.getByRole('searchbox', { name: 'Hledat' }).fill(first);
    await expect(page).toHaveURL(/\/cs\/vinari\?s=/);
    await settled(page);

    const groups = await page.locator('.filter__group').evaluateAll((fieldsets) =>
      fieldsets.map((fieldset) =>
        [...fieldset.querySelectorAll('.filter__option')].map((row) => ({
          height: row.getBoundingClientRect().height,
          disabled: row.querySelector('input')?.disabled ?? false,
          count: Number(row.querySelector('.filter__count')?.textContent),
        })),
      ),
    );
    expect(groups).toHaveLength(4);
    for (const rows of groups) {
      for (const row of rows) {
        expect(row.height).toBeGreaterThanOrEqual(44);
        expect(row.disabled).toBe(row.count === 0);
      }
      // Enabled first, then disabled.
      const disabled = rows.map((row) => row.disabled);
      expect(disabled).toEqual([...disabled].sort((a, b) => Number(a) - Number(b)));
    }
    expect(groups.flat().some((row) => row.disabled)).toBe(true);
    expect(groups.flat().some((row) => !row.disabled)).toBe(true);
    const search = await page.getByRole('searchbox', { name: 'Hledat' }).boundingBox();
    expect(search?.height ?? 0).toBeGreaterThanOrEqual(44);
    const clear = await page.getByRole('button', { name: 'Zrušit všechny filtry' }).boundingBox();
    expect(clear?.height ?? 0).toBeGreaterThanOrEqual(44);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  const showButton = (page: Page) =>
    page.getByRole('dialog', { name: 'Filtr' }).getByRole('button', { name: /^Zobrazit (\d+ výsled|výsledky)/ });
  const shownCount = async (button: Locator) => Number(/\d+/.exec((await button.textContent()) ?? '')?.[0]);
  const expectedText = (count: number) =>
    `Zobrazit ${count} ${czechPlural(count, { one: 'výsledek', few: 'výsledky', many: 'výsledků' })}`;

  test("the filter is a bottom sheet whose button shows the choice's live count; applying closes it", async ({
    page,
  }) => {
    await page.goto('/cs/vinari');
    await settled(page);
    const all = Number(/\d+/.exec((await found(page).textContent()) ?? '')?.[0]);
    await page.getByRole('button', { name: /Zobrazit filtr/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Filtr' });
    await expect(sheet).toBeVisible();
    // The sheet lies at the bottom edge of the screen.
    const box = await sheet.boundingBox();
    expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(844);
    await expect(showButton(page)).toHaveText(expectedText(all));

    const mikulovska = await countOf(option(page, 'Mikulovská'));
    await sheet.getByRole('checkbox', { name: /^Mikulovská/ }).check();
    await expect(showButton(page)).toHaveText(expectedText(mikulovska));
    // Nothing is applied before the button: the list and the address stay.
    await expect(page).toHaveURL(/\/cs\/vinari$/);

    const czech = await countOf(option(page, 'Čeština'));
    await sheet.getByRole('checkbox', { name: /^Čeština/ }).check();
    await expect(showButton(page)).toHaveText(expectedText(czech));
    const chosen = await shownCount(showButton(page));

    await showButton(page).click();
    await expect(sheet).toHaveCount(0);
    await expect(page).toHaveURL(/\/cs\/vinari\/mikulovska\?l=\d+$/);
    await settled(page);
    await expect(found(page)).toHaveText(`Nalezeno: ${chosen}`);
    await expect(page.getByRole('button', { name: /Zobrazit filtr/ }).locator('.filter__badge')).toHaveText('2');
  });

  test('closing the sheet without its button leaves the list as it was', async ({ page }) => {
    await page.goto('/en/winemakers/mikulovska');
    await page.getByRole('button', { name: /Show filter/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Filter' });
    await sheet
      .getByRole('checkbox', { name: /^Mikulov/ })
      .first()
      .uncheck();
    await expect(sheet.getByRole('button', { name: /^Show \d+ results?$/ })).toBeVisible();
    await sheet.getByRole('button', { name: 'Close' }).click();
    await expect(sheet).toHaveCount(0);
    await expect(page).toHaveURL(/\/en\/winemakers\/mikulovska$/);
    await page.getByRole('button', { name: /Show filter/ }).click();
    await expect(
      page
        .getByRole('dialog', { name: 'Filter' })
        .getByRole('checkbox', { name: /^Mikulov/ })
        .first(),
    ).toBeChecked();
  });
});
