import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures/app-test.ts';

const getJson = async <T>(request: APIRequestContext, path: string): Promise<T> =>
  (await (await request.get(path)).json()) as T;

test('filter the wines by colour and year, page, reload and go back; banners sit in the grid', async ({
  page,
  request,
}) => {
  const year = new Date().getFullYear() - 1;
  const expected = await getJson<{ count: number }>(request, `/api/mlWine?locale=cs&c=red&y=${year}`);
  expect(expected.count).toBeGreaterThan(10);

  await page.goto('/cs/vina');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vína');
  await expect(page.getByRole('status').filter({ hasText: 'Nalezeno vín' })).toBeVisible();
  await expect(page.locator('.wine-list__grid > li').nth(2)).toHaveClass(/wine-list__banner/);
  await expect(page.locator('.wine-list__grid > li').nth(7)).toHaveClass(/wine-list__banner/);
  await expect(page.locator('.wine-card meter').first()).toHaveAttribute('max', '100');

  await page.getByRole('checkbox', { name: /^Červené/ }).check();
  await page.getByRole('checkbox', { name: new RegExp(`^${year}`) }).check();
  await page.getByRole('button', { name: 'Vyhledat' }).click();
  await expect(page).toHaveURL(new RegExp(`c=red.*y=${year}|y=${year}.*c=red`));
  await expect(page.getByRole('status').filter({ hasText: 'Nalezeno vín' })).toHaveText(
    `Nalezeno vín: ${expected.count}`,
  );
  await expect(page.locator('.wine-card__colour')).toHaveText(Array(10).fill('Červené'));
  await expect(page.getByRole('link', { name: new RegExp(` ${year}$`) })).toHaveCount(10);

  await page.getByRole('link', { name: 'Strana 2', exact: true }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByRole('link', { name: 'Strana 2', exact: true })).toHaveAttribute('aria-current', 'page');
  // The first page's wines stay shown (busy) until the second page's answer is in.
  await expect(page.locator('.wine-list__results')).toHaveAttribute('aria-busy', 'false');
  const firstOnPage2 = await page.locator('.wine-card__title').first().textContent();

  await page.reload();
  await expect(page.getByRole('link', { name: 'Strana 2', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('checkbox', { name: /^Červené/ })).toBeChecked();
  await expect(page.locator('.wine-list__results')).toHaveAttribute('aria-busy', 'false');
  await expect(page.locator('.wine-card__title').first()).toHaveText(firstOnPage2 ?? '');

  await page.goBack();
  await expect(page).not.toHaveURL(/page=2/);
  await expect(page.getByRole('link', { name: 'Strana 1', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('checkbox', { name: /^Červené/ })).toBeChecked();
});

test('bad values in the address are ignored, and a filter nothing matches offers a reset', async ({ page }) => {
  await page.goto('/cs/vina?c=blue&y=1990&page=abc&p=500');
  await expect(page.getByRole('status').filter({ hasText: 'Nalezeno vín' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Strana 1', exact: true })).toHaveAttribute('aria-current', 'page');
  await page.goto('/cs/vina?s=zzzzqqqqxx');
  await expect(page.getByText('Tomuto filtru neodpovídá žádné víno.')).toBeVisible();
  await page.getByRole('button', { name: 'Zrušit filtr' }).click();
  await expect(page.locator('.wine-card').first()).toBeVisible();
  await expect(page).not.toHaveURL(/s=zzzz/);
});

test('offline, a filter never opened says so at once with a retry, and its wines come once connected', async ({
  page,
  context,
  request,
}) => {
  await page.goto('/cs/vina');
  const count = page.getByRole('status').filter({ hasText: 'Nalezeno vín' });
  await expect(count).toBeVisible();
  await context.setOffline(true);
  await page.getByRole('checkbox', { name: /^Růžové/ }).check();
  await page.getByRole('button', { name: 'Vyhledat' }).click();
  await expect(page).toHaveURL(/c=/);
  const offline = page.getByRole('alert').filter({ hasText: 'Jste offline' });
  await expect(offline.getByRole('paragraph')).toHaveText(
    'Jste offline a seznam vín jste ještě neotevřeli. Zkuste to znovu, až budete připojeni.',
  );
  await expect(offline.getByRole('button', { name: 'Zkusit znovu' })).toBeVisible();
  // Not the previous filter's wines under this filter's name.
  await expect(page.locator('.wine-card')).toHaveCount(0);
  await expect(count).toHaveCount(0);

  await context.setOffline(false);
  const colour = new URL(page.url()).searchParams.get('c');
  const expected = await getJson<{ count: number }>(request, `/api/mlWine?locale=cs&c=${colour}`);
  await expect(count).toHaveText(`Nalezeno vín: ${expected.count}`);
  await expect(offline).toHaveCount(0);
  await expect(page.locator('.wine-card').first()).toBeVisible();
});

type ListedWine = {
  id: number;
  title: string;
  year: number;
  points: number;
  url: string;
  wineEntity: { id: number; title: string };
};

test("a wine opened from the list shows its detail, and the producer's link leads to the producer's page", async ({
  page,
  request,
}) => {
  const { items } = await getJson<{ items: ListedWine[] }>(request, '/api/mlWine?locale=cs');
  const wine = items[0];
  if (!wine) throw new Error('The seeded wine list is empty');

  await page.goto('/cs/vina');
  await page.getByRole('link', { name: `${wine.title} ${wine.year}`, exact: true }).click();
  await expect(page).toHaveURL(wine.url);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(wine.title);
  await expect(
    page.getByRole('navigation', { name: /drobečk|breadcrumb/i }).getByRole('link', { name: 'Vína' }),
  ).toBeVisible();
  await expect(page.locator('.wine-detail__points')).toContainText(`${wine.points}/100`);
  await expect(page.getByText(`${wine.points} bodů ze 100`)).toBeAttached();
  await expect(page.locator('.wine-detail meter')).toHaveCount(4);
  await expect(page.getByRole('heading', { level: 2, name: 'Vinař', exact: true })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${wine.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\| `));

  // By keyboard: the producer's link takes focus and Enter follows it.
  const producer = page.getByRole('link', { name: wine.wineEntity.title, exact: true });
  await producer.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/cs/[a-z-]+/${wine.wineEntity.id}-[a-z0-9-]+$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(wine.wineEntity.title);
});

test('a wine page in English names its parts in English', async ({ page, request }) => {
  const { items } = await getJson<{ items: ListedWine[] }>(request, '/api/mlWine?locale=en');
  const wine = items[0];
  if (!wine) throw new Error('The seeded wine list is empty');
  await page.goto(wine.url);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(wine.title);
  await expect(page.getByRole('heading', { level: 2, name: 'Winemaker', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Taste profile' })).toBeVisible();
  await expect(page.getByText(`${wine.points} points of 100`)).toBeAttached();
});
