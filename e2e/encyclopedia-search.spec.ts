import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures/app-test.ts';

type Answer = { wine_variety: { title: string; url: string }[]; counts: { all: number; wine_variety: number } };
const getJson = async <T>(request: APIRequestContext, path: string): Promise<T> =>
  (await (await request.get(path)).json()) as T;

test('the encyclopedia modal: crossroad tile, default view, results with counts, a category, reload, Escape, open a result', async ({
  page,
  request,
}) => {
  const defaults = await getJson<Answer>(request, '/api/encyclopedia?locale=cs');
  const term = (defaults.wine_variety[0]?.title ?? '').split(/\s+/).find((word) => word.length >= 4) ?? '';
  const expected = await getJson<Answer>(request, `/api/encyclopedia?locale=cs&query=${encodeURIComponent(term)}`);
  expect(expected.counts.wine_variety).toBeGreaterThan(0);

  await page.goto('/cs');
  await page.getByRole('button', { name: 'Encyklopedie vína' }).click();
  const dialog = page.getByRole('dialog', { name: 'Hledání v encyklopedii' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/showModal=1/);
  await expect(page).toHaveURL(/modal=encyclopedia/);
  await expect(dialog.getByText('Nejhledanější:')).toBeVisible();
  await expect(dialog.getByRole('status')).toHaveText('Doporučujeme');
  await expect(dialog.getByRole('heading', { name: 'Odrůdy' })).toBeVisible();
  await expect(dialog.getByRole('searchbox')).toBeFocused();

  await dialog.getByRole('searchbox').fill(term);
  await dialog.getByRole('searchbox').press('Enter');
  await expect(dialog.getByRole('status')).toHaveText(`Nalezeno: ${expected.counts.all}`);
  await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(term)}`));
  await dialog.getByRole('button', { name: /^Odrůdy/ }).click();
  await expect(dialog.getByRole('button', { name: /^Odrůdy/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/searchCategory=wine_variety/);
  await expect(dialog.getByRole('heading', { name: 'Slovník' })).toHaveCount(0);

  await page.reload();
  const reopened = page.getByRole('dialog', { name: 'Hledání v encyklopedii' });
  await expect(reopened).toBeVisible();
  await expect(reopened.getByRole('button', { name: /^Odrůdy/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(reopened.getByRole('searchbox')).toHaveValue(term);

  await page.keyboard.press('Escape');
  await expect(reopened).toHaveCount(0);
  await expect(page).not.toHaveURL(/showModal|modal=|search=/);

  await page.getByRole('button', { name: 'Encyklopedie vína' }).click();
  await page
    .getByRole('dialog', { name: 'Hledání v encyklopedii' })
    .getByRole('link', { name: defaults.wine_variety[0]?.title ?? '' })
    .click();
  await expect(page).toHaveURL(new RegExp(`${defaults.wine_variety[0]?.url ?? ''}$`));
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
