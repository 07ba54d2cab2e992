import { expect, test } from '@playwright/test';

test('filter winemakers by subregion and municipality, page through, reload and go back', async ({ page }) => {
  await page.goto('/cs/vinari');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vinaři');
  const list = page.getByTestId('place-list');
  await expect(list.getByRole('listitem')).toHaveCount(10);

  await page.getByRole('checkbox', { name: /^Mikulovská/ }).check();
  await page.getByRole('button', { name: 'Vyhledat' }).click();
  await expect(page).toHaveURL(/\/cs\/vinari\/mikulovska$/);
  const count = page.locator('.place-list__count');
  await expect(count).toContainText('Nalezeno');
  const firstTitle = await list.getByRole('heading').first().textContent();

  await page.getByRole('button', { name: 'Strana 2' }).click();
  await expect(page).toHaveURL(/\/cs\/vinari\/mikulovska#page=2$/);
  await expect(page.getByRole('button', { name: 'Strana 2' })).toHaveAttribute('aria-current', 'page');
  await expect(list.getByRole('heading').first()).not.toHaveText(firstTitle ?? '');
  const secondPageTitle = await list.getByRole('heading').first().textContent();

  await page.reload();
  await expect(page.getByRole('button', { name: 'Strana 2' })).toHaveAttribute('aria-current', 'page');
  await expect(list.getByRole('heading').first()).toHaveText(secondPageTitle ?? '');
  await expect(page.getByRole('checkbox', { name: /^Mikulovská/ })).toBeChecked();

  // Municipality options are limited to the chosen subregion; submitting returns to page 1.
  await expect(page.getByRole('checkbox', { name: /^Znojmo/ })).toHaveCount(0);
  await page.getByRole('checkbox', { name: /^Valtice/ }).check();
  await page.getByRole('button', { name: 'Vyhledat' }).click();
  await expect(page).toHaveURL(/\/cs\/vinari\/mikulovska\/valtice$/);
  await expect(list.getByRole('listitem').first()).toContainText('Valtice');

  await page.goBack();
  await expect(page).toHaveURL(/\/cs\/vinari\/mikulovska#page=2$/);
  await expect(page.getByRole('button', { name: 'Strana 2' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('checkbox', { name: /^Valtice/ })).not.toBeChecked();
});

test('switch to map mode and clear every filter', async ({ page }) => {
  await page.goto('/cs/sklepy#p=card');
  await expect(page.getByRole('checkbox', { name: /^Platba kartou/ })).toBeChecked();
  await expect(page.locator('.filter__badge')).toHaveText('1');
  await page.getByRole('group', { name: 'Zobrazení' }).getByRole('button', { name: 'Mapa' }).click();
  await expect(page).toHaveURL(/#p=card&mode=map$/);
  await expect(page.locator('.place-list__map')).toBeVisible();
  await page.getByRole('button', { name: 'Zrušit všechny filtry' }).click();
  await expect(page).toHaveURL(/\/cs\/sklepy#mode=map$/);
  await expect(page.locator('.filter__badge')).toHaveCount(0);
});

test('a filter without matches shows the no-results state with a reset', async ({ page }) => {
  await page.goto('/en/restaurants#s=zzzzqqqq');
  await expect(page.getByText('No place matches this filter.')).toBeVisible();
  await page.getByRole('button', { name: 'Reset the filter' }).click();
  await expect(page).toHaveURL(/\/en\/restaurants$/);
  await expect(page.getByTestId('place-list').getByRole('listitem')).toHaveCount(10);
});
