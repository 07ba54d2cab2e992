import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures/app-test.ts';

const getJson = async <T>(request: APIRequestContext, path: string): Promise<T> =>
  (await (await request.get(path)).json()) as T;

/** A winemaker carrying a tag that more than one page of winemakers shares. */
async function winemakerWithBigTag(request: APIRequestContext) {
  const { items } = await getJson<{ items: { id: number; url: string }[] }>(
    request,
    '/api/wineEntity?t=winemaker&limit=50&locale=cs',
  );
  for (const item of items) {
    const detail = await getJson<{ tags: { id: number; title: string; url: string }[] }>(
      request,
      `/api/wineEntityDetail?id=${item.id}&locale=cs`,
    );
    for (const tag of detail.tags) {
      const tagged = await getJson<{ count: number }>(request, `/api/tagEntity?tagId=${tag.id}&t=winemakers&locale=cs`);
      if (tagged.count > 12) return { detailUrl: item.url, tag, winemakers: tagged.count };
    }
  }
  throw new Error('no winemaker with a widely shared tag in the data set');
}

test('a tag link on a detail page opens the tag page; filter by type, page, reload and back keep the state', async ({
  page,
  request,
}) => {
  const { detailUrl, tag, winemakers } = await winemakerWithBigTag(request);
  await page.goto(detailUrl);
  await page.getByRole('link', { name: tag.title, exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`/cs/stitek/${tag.id}-`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(tag.title);
  await expect(page.getByRole('status')).toContainText(/Nalezeno: \d+/);
  await expect(page.locator('.tagged-card')).toHaveCount(12);

  await page.getByRole('checkbox', { name: 'Vinaři' }).check();
  await page.getByRole('button', { name: 'Vyhledat' }).click();
  await expect(page).toHaveURL(/t=winemakers/);
  await expect(page.getByRole('status')).toHaveText(`Nalezeno: ${winemakers}`);
  await expect(page.locator('.tagged-card__kind').first()).toHaveText('Vinař');

  await page.getByRole('link', { name: 'Strana 2', exact: true }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByRole('link', { name: 'Strana 2', exact: true })).toHaveAttribute('aria-current', 'page');
  const firstOnPage2 = await page.locator('.tagged-card__title').first().textContent();

  await page.reload();
  await expect(page.getByRole('link', { name: 'Strana 2', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('checkbox', { name: 'Vinaři' })).toBeChecked();
  await expect(page.locator('.tagged-card__title').first()).toHaveText(firstOnPage2 ?? '');

  await page.goBack();
  await expect(page).not.toHaveURL(/page=2/);
  await expect(page.getByRole('link', { name: 'Strana 1', exact: true })).toHaveAttribute('aria-current', 'page');
});

test('a filter nothing matches offers a reset, and an unknown tag is a not-found page', async ({ page, request }) => {
  const { tag } = await winemakerWithBigTag(request);
  await page.goto(`/cs/stitek/${tag.id}-x?s=zzzzqqqq`);
  await expect(page.getByText('Tomuto filtru neodpovídá žádný obsah se štítkem.')).toBeVisible();
  await page.getByRole('button', { name: 'Zrušit filtr' }).click();
  await expect(page.locator('.tagged-card').first()).toBeVisible();
  await expect(page).not.toHaveURL(/s=zzzz/);
  await page.goto('/cs/stitek/999999-nic');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Chyba 404');
});
