import { EAGER_COMPILE_HINT } from '../src/shared/constants/compile-hint.ts';
import { expect, test } from './fixtures/app-test.ts';

const HOMES = [
  { locale: 'cs', title: 'Vinařská mapa', menu: 'Vinaři' },
  { locale: 'en', title: 'Wine Map of Czechia', menu: 'Winemakers' },
  { locale: 'pl', title: 'Mapa win Czech', menu: 'Winiarze' },
] as const;

for (const home of HOMES) {
  test(`the ${home.locale} home page shows its title and header menu`, async ({ page }) => {
    await page.goto(`/${home.locale}`);
    await expect(page).toHaveTitle(home.title);
    await expect(page.locator('html')).toHaveAttribute('lang', home.locale);
    await expect(
      page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: home.menu, exact: true }),
    ).toBeVisible();
  });
}

test('the root address opens the Czech home page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/cs$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vinařská mapa');
});

test('a header menu link opens its section page without a reload', async ({ page }) => {
  await page.goto('/cs');
  await page.evaluate(() => {
    (window as unknown as { marker: boolean }).marker = true;
  });
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Kalendář akcí' }).click();
  await expect(page).toHaveURL(/\/cs\/kalendar-akci$/);
  await expect(page).toHaveTitle('Kalendář akcí | Vinařská mapa');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kalendář akcí');
  expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
});

test('a detail path resolves to its record with breadcrumbs', async ({ page, request }) => {
  const { items } = (await (await request.get('/api/wineEntity?t=winemaker&limit=1')).json()) as {
    items: { url: string; title: string }[];
  };
  const winery = items[0];
  expect(winery).toBeDefined();
  await page.goto(winery?.url ?? '/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(winery?.title ?? '');
  await expect(
    page.getByRole('navigation', { name: 'Drobečková navigace' }).getByRole('link', { name: 'Vinaři' }),
  ).toBeVisible();
});

test('an unknown path shows the 404 page with a way home', async ({ page }) => {
  await page.goto('/en/no-such-page');
  await expect(page.getByTestId('not-found')).toContainText('Error 404');
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(/\/en$/);
});

test('an unknown locale shows the Czech 404 page', async ({ page }) => {
  await page.goto('/xx/cokoliv');
  await expect(page.getByTestId('not-found')).toContainText(
    'Chyba 404 – Tuto stránku se nám nepodařilo nalézt. Buď neexistuje, nebo byla zadána chybná adresa.',
  );
});

test('the language selector offers Czech and English, never Polish, and keeps the page', async ({ page }) => {
  await page.goto('/cs/vinari');
  const languages = page.getByRole('navigation', { name: 'Jazyk' });
  await expect(languages.getByRole('link')).toHaveText(['CS', 'EN']);
  await languages.getByRole('link', { name: 'EN' }).click();
  await expect(page).toHaveURL(/\/en\/winemakers$/);
  await expect(page).toHaveTitle('Winemakers | Wine Map of Czechia');
});

test('scripts come from the server with the eager compile hint, and the precache keeps them without it', async ({
  page,
}) => {
  await page.goto('/cs');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const copies = await page.evaluate(async () => {
    const src = document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.src ?? '';
    // Not yet controlled by the service worker (it does not claim open pages): this read goes to the server.
    const controlled = navigator.serviceWorker.controller !== null;
    const served = await (await fetch(src, { cache: 'no-store' })).text();
    const kept = await (await caches.match(src))?.text();
    return { controlled, served, kept };
  });
  expect(copies.controlled).toBe(false);
  expect(copies.served.startsWith(`${EAGER_COMPILE_HINT}\n`)).toBe(true);
  expect(copies.kept?.startsWith(EAGER_COMPILE_HINT)).toBe(false);
  expect(copies.kept?.length).toBe(copies.served.length);
  expect(copies.kept?.split('\n').slice(1)).toEqual(copies.served.split('\n').slice(1));
});

test('after the service worker takes over, a reload offline still shows the app', async ({ page, context }) => {
  await page.goto('/cs');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.locator('.offline-badge')).toHaveText('Offline');
  await context.setOffline(false);
});
