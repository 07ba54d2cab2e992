import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures/app-test.ts';

const getJson = async <T>(request: APIRequestContext, path: string): Promise<T> =>
  (await (await request.get(path)).json()) as T;

type NewsList = { items: { id: number; title: string; url: string }[]; count: number };

/** The whole news ordering, read from the API in pages of 10 (the most it gives at once). */
async function allNews(request: APIRequestContext): Promise<NewsList['items']> {
  const first = await getJson<NewsList>(request, '/api/news?locale=cs&limit=10&offset=0');
  const items = [...first.items];
  for (let offset = 10; offset < Math.min(first.count, 30); offset += 10)
    items.push(...(await getJson<NewsList>(request, `/api/news?locale=cs&limit=10&offset=${offset}`)).items);
  return items;
}

test('the news list shows 9 news on page 1 and the 10th onwards on page 2; back returns to page 1', async ({
  page,
  request,
}) => {
  const everything = await allNews(request);
  const cards = page.getByTestId('news-card');
  await page.goto('/cs/aktuality');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aktuality');
  await expect(cards).toHaveCount(9);
  expect(await cards.evaluateAll((nodes) => nodes.map((node) => Number(node.getAttribute('data-id'))))).toEqual(
    everything.slice(0, 9).map((n) => n.id),
  );
  // Page 1: the slot after the sixth news holds the newsletter box (Czech).
  await expect(page.getByTestId('news-grid').locator('> li').nth(6)).toHaveClass(/news-grid__newsletter/);

  await page.getByRole('link', { name: 'Strana 2', exact: true }).click();
  await expect(page).toHaveURL(/\/cs\/aktuality\?page=2$/);
  await expect(page.getByRole('link', { name: 'Strana 2', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(cards.first()).toHaveAttribute('data-id', String(everything[9]?.id));
  await expect(cards).toHaveCount(10);
  expect(await cards.evaluateAll((nodes) => nodes.map((node) => Number(node.getAttribute('data-id'))))).toEqual(
    everything.slice(9, 19).map((n) => n.id),
  );
  // Later pages: after the seventh.
  await expect(page.getByTestId('news-grid').locator('> li').nth(7)).toHaveClass(/news-grid__newsletter/);

  await page.goBack();
  await expect(page.getByRole('link', { name: 'Strana 1', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(cards.first()).toHaveAttribute('data-id', String(everything[0]?.id));
  await page.goForward();
  await expect(cards.first()).toHaveAttribute('data-id', String(everything[9]?.id));
});

test('a news page comes whole in the HTML, and an old #page= address opens that page at its ?page= address', async ({
  page,
  request,
}) => {
  const everything = await allNews(request);
  const html = await (await request.get('/cs/aktuality?page=2')).text();
  expect(html).toContain(`data-id="${everything[9]?.id}"`);
  expect(html).toContain('href="/cs/aktuality?page=3"');

  const newsCalls: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === '/api/news') newsCalls.push(sent.url());
  });
  await page.goto('/cs/aktuality?page=2');
  await expect(page.getByTestId('news-card').first()).toHaveAttribute('data-id', String(everything[9]?.id));
  expect(newsCalls).toEqual([]);

  await page.goto('/cs/aktuality#page=2');
  await expect(page).toHaveURL(/\/cs\/aktuality\?page=2$/);
  await expect(page.getByTestId('news-card').first()).toHaveAttribute('data-id', String(everything[9]?.id));
});

test('a news item opens with its perex, content and neighbours, and its next link goes to the newer item', async ({
  page,
  request,
}) => {
  const everything = await allNews(request);
  const [newer, item] = everything;
  if (!newer || !item) throw new Error('the data set has fewer than two news');
  await page.goto('/cs/aktuality');
  await page.getByRole('link', { name: item.title, exact: true }).click();
  await expect(page).toHaveURL(item.url);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(item.title);
  await expect(page.getByTestId('news-perex')).not.toBeEmpty();
  await expect(page.getByTestId('news-blocks').locator('.rich-text')).not.toBeEmpty();
  const label = page.locator('.news-detail__meta .news-label');
  const labelColours = await label.evaluate((node) => [
    getComputedStyle(node).backgroundColor,
    getComputedStyle(node).color,
  ]);
  // Yellow (#FFC800) is the one category colour bright enough for black text.
  expect(labelColours[1]).toBe(labelColours[0] === 'rgb(255, 200, 0)' ? 'rgb(0, 0, 0)' : 'rgb(255, 255, 255)');

  const neighbours = page.getByRole('navigation', { name: 'Další aktuality' });
  await neighbours.getByRole('link', { name: /Další aktualita/ }).click();
  await expect(page).toHaveURL(newer.url);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(newer.title);
  // The newest news has nothing newer.
  await expect(page.getByTestId('news-next')).toHaveCount(0);
  await expect(page.getByTestId('news-previous')).toBeVisible();
});

test('recipes change page, and a recipe shows ingredients, preparation and wine recommendations', async ({
  page,
  request,
}) => {
  const page1 = await getJson<{ items: { id: number; title: string }[]; count: number }>(
    request,
    '/api/recipes?locale=cs&limit=14&offset=0',
  );
  const page2 = await getJson<{ items: { id: number; title: string }[] }>(
    request,
    '/api/recipes?locale=cs&limit=14&offset=14',
  );
  expect(page1.count).toBeGreaterThan(14);
  const cards = page.getByTestId('recipe-card');
  await page.goto('/cs/o-vine/jak-si-vychutnat-vino/recepty');
  await expect(cards).toHaveCount(14);
  await expect(cards.first().getByRole('link')).toHaveText(page1.items[0]?.title ?? '');

  await page.getByRole('link', { name: 'Další', exact: true }).click();
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(cards.first().getByRole('link')).toHaveText(page2.items[0]?.title ?? '');
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(250);

  const recipe = await getJson<{ ingredients: string[]; wineRecommendations: string[] }>(
    request,
    `/api/recipeDetail?locale=cs&id=${page2.items[0]?.id ?? 0}`,
  );
  await cards.first().getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(page2.items[0]?.title ?? '');
  await expect(page.getByRole('heading', { name: 'Suroviny' })).toBeVisible();
  await expect(page.locator('.recipe__ingredients li')).toHaveText(recipe.ingredients);
  await expect(page.getByRole('heading', { name: 'Postup' })).toBeVisible();
  await expect(page.locator('.recipe__preparation .rich-text')).not.toBeEmpty();
  await expect(page.getByRole('heading', { name: 'Doporučená vína' })).toBeVisible();
  await expect(page.locator('.recipe__wines li')).toHaveText(recipe.wineRecommendations);
});

test('a download opens a modal of its files with title, format and size', async ({ page, request }) => {
  const list = await getJson<{
    items: { title: string; files: { title: string; format: string; size: number }[] }[];
    count: number;
  }>(request, '/api/download?locale=cs&limit=12&offset=0');
  const download = list.items[0];
  if (!download) throw new Error('the data set has no downloads');
  await page.goto('/cs/o-vine/ke-stazeni');
  await expect(page.getByTestId('download-card')).toHaveCount(Math.min(12, list.count));
  await page.getByRole('button', { name: `Zobrazit soubory: ${download.title}` }).click();
  const dialog = page.getByRole('dialog', { name: download.title });
  await expect(dialog).toBeVisible();
  const file = download.files[0];
  const row = dialog.getByRole('row').nth(1);
  await expect(row.getByRole('rowheader')).toHaveText(file?.title ?? '');
  await expect(row.locator('.download-files__format')).toHaveText((file?.format ?? '').toUpperCase());
  // A size for people in Czech number format ("1,2 MB", "640 kB") that rounds back to the file's bytes.
  const shown = (await row.locator('.download-files__size').textContent())?.replace(/[\u00a0\u202f]/g, ' ') ?? '';
  const [, number = '', unit = ''] = /^(\d+(?:,\d)?) (kB|MB)$/.exec(shown) ?? [];
  const bytes = Number(number.replace(',', '.')) * (unit === 'MB' ? 1024 * 1024 : 1024);
  expect(Math.abs(bytes - (file?.size ?? 0)) / (file?.size ?? 1)).toBeLessThan(0.05);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: `Zobrazit soubory: ${download.title}` })).toBeFocused();
});
