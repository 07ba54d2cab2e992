import { expect, test } from './fixtures/app-test.ts';

test('site search from the homepage: results for "vinarstvi" and "sklep", categories, load more, address state, Escape', async ({
  page,
}) => {
  await page.goto('/cs');
  await page.getByRole('button', { name: 'Hledat vinaře, sklepy a akce' }).click();
  const modal = page.getByRole('dialog', { name: 'Vyhledávání' });
  await expect(modal).toBeVisible();
  await expect(page).toHaveURL(/\?showModal=1$/);
  await expect(modal.getByText('Akce', { exact: true })).toBeVisible();

  const field = modal.getByRole('searchbox', { name: 'Co hledáte?' });
  await field.fill('vinarstvi');
  await expect(modal.locator('.search-modal__count')).toContainText('Nalezeno');
  await expect(page).toHaveURL(/search=vinarstvi/);
  await expect(modal.locator('.search-item').first()).toBeVisible();

  await field.fill('sklep');
  await expect(page).toHaveURL(/search=sklep&size=10&showModal=1/);
  await expect(modal.locator('.search-modal__count')).toContainText('Nalezeno');
  const categories = modal.getByRole('group', { name: 'Vyhledávání' }).getByRole('button');
  expect(await categories.count()).toBeGreaterThan(1);
  for (const badge of await modal.locator('.search-modal__badge').allTextContents())
    expect(Number(badge)).toBeGreaterThan(0);

  const before = await modal.locator('.search-item').count();
  await modal.getByRole('button', { name: 'Načíst další' }).click();
  await expect(page).toHaveURL(/size=20/);
  await expect.poll(() => modal.locator('.search-item').count()).toBeGreaterThan(before);

  await categories.filter({ hasText: 'Sklepy' }).click();
  await expect(page).toHaveURL(/searchCategory=cellar/);
  await expect(categories.filter({ hasText: 'Sklepy' })).toHaveAttribute('aria-pressed', 'true');

  await page.reload();
  await expect(page.getByRole('dialog', { name: 'Vyhledávání' })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Co hledáte?' })).toHaveValue('sklep');
  await expect(page.locator('.search-item').first()).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Vyhledávání' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/cs$/);
});

test('below three characters the modal returns to default mode and removes the query from the address', async ({
  page,
}) => {
  await page.goto('/cs?search=sklep&showModal=1');
  const modal = page.getByRole('dialog', { name: 'Vyhledávání' });
  await expect(modal.locator('.search-modal__count')).toContainText('Nalezeno');
  await modal.getByRole('searchbox').fill('sk');
  await expect(page).toHaveURL(/\/cs\?showModal=1$/);
  await expect(modal.locator('.search-modal__count')).toHaveCount(0);
});
