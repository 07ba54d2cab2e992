import { expect, test } from './fixtures/app-test.ts';

// page.route cannot see requests a service worker answers; these journeys check rendering, not offline caching.
test.use({ serviceWorkers: 'block' });

test('the homepage renders its blocks: topbar, crossroad tiles with images, sliders that scroll, a banner; a tile opens the search', async ({
  page,
}) => {
  await page.goto('/cs');
  const topbar = page.locator('.cms-topbar');
  await expect(topbar).toContainText('Nový ročník Svatomartinských vín je tu.');
  await expect(topbar.getByRole('link', { name: 'Kalendář akcí' })).toHaveAttribute('href', '/cs/kalendar-akci');

  const tiles = page.locator('.cms-crossroad .cms-tile');
  await expect(tiles).toHaveCount(3);
  await expect(tiles.first().locator('img')).toHaveAttribute('srcset', /\/img\/\d+x\d+\/media\/.+\?q=75.* \d+w/);

  const top = page.getByTestId('slider-events');
  await expect(top.getByRole('heading', { name: 'Top akce' })).toBeVisible();
  await expect(top.locator('.cms-card').first()).toBeVisible();
  const cards = await top.locator('.cms-card').count();
  expect(cards).toBeGreaterThan(1);
  const track = top.locator('.card-slider__track');
  const next = top.getByRole('button', { name: 'Posunout dál' });
  await expect(top.getByRole('button', { name: 'Posunout zpět' })).toBeDisabled();
  const width = await track.evaluate((el) => el.clientWidth);
  await next.click();
  await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBeGreaterThan(width * 0.5);
  await expect(top.getByRole('button', { name: 'Posunout zpět' })).toBeEnabled();

  await expect(page.locator('.cms-banner').getByRole('heading', { name: 'Naplánujte si výlet' })).toBeVisible();

  await page.getByRole('button', { name: 'Hledat vinaře, sklepy a akce' }).click();
  await expect(page.getByRole('dialog', { name: 'Vyhledávání' })).toBeVisible();
  await expect(page).toHaveURL(/showModal=1/);
});

test('a slider far below the first screen is rendered when it comes near, and then shows its arrows', async ({
  page,
}) => {
  const screen = { width: 390, height: 600 };
  await page.setViewportSize(screen);
  await page.goto('/cs');
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  const news = page.getByTestId('slider-news');
  const card = news.locator('.cms-card').first();
  // More than one and a half screens below the first one, where the browser renders what comes near.
  expect(await news.evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThan(screen.height * 2.5);
  // Its cards are in the page (and in its text for search engines), but the browser has not styled or laid them out.
  await expect(card).toHaveCount(1);
  expect(await card.evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }))).toBe(false);
  await expect(news.getByRole('button', { name: 'Posunout dál' })).toHaveCount(0);

  await news.scrollIntoViewIfNeeded();
  await expect.poll(() => card.evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }))).toBe(true);
  await expect(news.getByRole('button', { name: 'Posunout dál' })).toBeEnabled();
  await expect(news.getByRole('button', { name: 'Posunout zpět' })).toBeDisabled();
});

test('one top banner at a time: a closed one stays hidden after a reload, for 30 days, and the next one shows', async ({
  page,
  context,
}) => {
  await page.goto('/cs');
  const podcasts = page.getByTestId('top-banner-podcasts');
  const users = page.getByTestId('top-banner-users');
  await users.getByRole('button', { name: 'Přihlásit se' }).click();
  await expect(page).toHaveURL(/signin=1/);

  await page.goto('/cs');
  await expect(users).toBeVisible();
  // Issue 28: at most one banner above the header; the podcasts banner waits for the users banner to be closed.
  await expect(podcasts).toHaveCount(0);
  await users.getByRole('button', { name: 'Zavřít oznámení' }).click();
  await expect(users).toHaveCount(0);
  await expect(podcasts).toBeVisible();
  const cookie = (await context.cookies()).find((c) => c.name === 'hide-banner-users');
  expect(cookie?.value).toBe('1');
  const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(29.9);
  expect(days).toBeLessThanOrEqual(30);
  expect(cookie?.secure).toBe(false);

  await page.reload();
  await expect(podcasts).toBeVisible();
  await expect(page.getByTestId('top-banner-users')).toHaveCount(0);
});

test('a top banner the editor switched off is not shown; the texts come from the navigation answer', async ({
  page,
}) => {
  // The server's page comes rendered with the navigation answer; the service worker's shell (offline, or a slow
  // server) does not, and the app reads it: that answer is the one changed here.
  await page.route('**/en', async (route) => {
    const shell = await route.fetch({ url: new URL('/index.html', route.request().url()).toString() });
    await route.fulfill({ response: shell });
  });
  await page.route('**/api/navigation?*', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { topBanners: { key: string; show: boolean; text: string }[] };
    body.topBanners = body.topBanners.map((banner) =>
      banner.key === 'podcasts' ? { ...banner, show: false } : { ...banner, text: 'Text od editora' },
    );
    await route.fulfill({ response, json: body });
  });
  await page.goto('/en');
  const users = page.getByTestId('top-banner-users');
  await expect(users).toContainText('Text od editora');
  await expect(users.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByTestId('top-banner-podcasts')).toHaveCount(0);
});

test('a static page shows its rich text with the heading shifted below the page title; its relative link gets the locale and opens in the app', async ({
  page,
}) => {
  await page.goto('/cs/o-nas');
  await expect(page.getByRole('heading', { level: 1, name: 'O nás' })).toBeVisible();
  const text = page.locator('.rich-text').first();
  // The seeded text starts with an h1 and links to "vinari" without the locale (pages.seed.ts aboutBlocks).
  await expect(text.getByRole('heading', { level: 2, name: 'O nás' })).toBeVisible();
  await expect(page.locator('.rich-text h1')).toHaveCount(0);
  const link = text.getByRole('link', { name: 'Vinaři' });
  await expect(link).toHaveAttribute('href', '/cs/vinari');
  // The app has taken over the server's HTML (before that, a click is a plain page load, as it should be).
  await expect(page.locator('html[data-app-ready]')).toHaveCount(1);

  await page.evaluate(() => {
    (window as unknown as { __stayed?: boolean }).__stayed = true;
  });
  await link.click();
  await expect(page).toHaveURL(/\/cs\/vinari$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Vinaři' })).toBeVisible();
  // No document reload: the page's own state survived the navigation.
  expect(await page.evaluate(() => (window as unknown as { __stayed?: boolean }).__stayed)).toBe(true);
});

test('a video loads its player only after a click on the placeholder, and not offline', async ({ page, context }) => {
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<p>player</p>' }),
  );
  await page.goto('/cs/o-nas');
  const video = page.locator('.cms-video');
  await expect(video.getByText('Vinařská mapa za minutu').first()).toBeVisible();
  await expect(video.locator('iframe')).toHaveCount(0);

  await context.setOffline(true);
  await expect(video.getByText('Video potřebuje připojení k internetu.')).toBeVisible();
  await expect(video.getByRole('button', { name: /Přehrát video/ })).toHaveCount(0);
  await context.setOffline(false);

  await video.getByRole('button', { name: 'Přehrát video: Vinařská mapa za minutu' }).click();
  await expect(video.locator('iframe')).toHaveAttribute(
    'src',
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0',
  );
  await expect(video.locator('iframe')).toHaveAttribute('title', 'Vinařská mapa za minutu');
});

test('a gallery opens a lightbox that moves next and previous within its images and closes with Escape', async ({
  page,
}) => {
  await page.goto('/cs/o-nas');
  const gallery = page.locator('.cms-gallery');
  await gallery.getByRole('button', { name: 'Otevřít obrázek 1/3' }).click();
  const lightbox = page.getByRole('dialog', { name: 'Galerie 1/3' });
  await expect(lightbox).toBeVisible();
  await expect(lightbox.getByRole('button', { name: 'Předchozí' })).toBeDisabled();
  await lightbox.getByRole('button', { name: 'Další' }).click();
  await expect(page.getByRole('dialog', { name: 'Galerie 2/3' })).toBeVisible();
  await page.getByRole('dialog', { name: 'Galerie 2/3' }).getByRole('button', { name: 'Další' }).click();
  const last = page.getByRole('dialog', { name: 'Galerie 3/3' });
  await expect(last.getByRole('button', { name: 'Další' })).toBeDisabled();
  await last.getByRole('button', { name: 'Předchozí' }).click();
  await expect(page.getByRole('dialog', { name: 'Galerie 2/3' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a subpage list shows its child pages as cards, alphabetically and perPage a page; the page lives in the address; a card opens its page', async ({
  page,
}) => {
  await page.goto('/cs/o-vine/vinarske-oblasti');
  const list = page.locator('.cms-subpages');
  const titles = list.locator('.cms-card__title');
  // The regions page lists its six subregion pages, four a page (pages.seed.ts SUBPAGE_LISTS), across pages in Czech alphabetical order.
  await expect(titles).toHaveText([
    'Litoměřická podoblast',
    'Mělnická podoblast',
    'Mikulovská podoblast',
    'Slovácká podoblast',
  ]);
  await expect(list.locator('.cms-card img').first()).toHaveAttribute('width', '418');
  await expect(list.locator('.cms-card__meta').first()).not.toBeEmpty();

  await list.getByRole('link', { name: 'Strana 2' }).click();
  await expect(page).toHaveURL(/\/cs\/o-vine\/vinarske-oblasti\?page=2$/);
  await expect(titles).toHaveText(['Velkopavlovická podoblast', 'Znojemská podoblast']);
  await page.reload();
  await expect(titles).toHaveText(['Velkopavlovická podoblast', 'Znojemská podoblast']);
  await expect(list.getByRole('link', { name: 'Strana 2' })).toHaveAttribute('aria-current', 'page');

  await list.getByRole('link', { name: /Znojemská podoblast/ }).click();
  await expect(page).toHaveURL(/\/cs\/o-vine\/vinarske-oblasti\/znojemska$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Znojemská podoblast' })).toBeVisible();
  await expect(page.locator('.rich-text')).toContainText('Vinice kolem Znojma');
  await expect(
    page.getByRole('navigation', { name: 'Drobečková navigace' }).getByRole('link', { name: 'Vinařské oblasti' }),
  ).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(titles).toHaveText(['Velkopavlovická podoblast', 'Znojemská podoblast']);
  await page.goBack();
  await expect(titles).toHaveCount(4);
  await expect(titles.first()).toHaveText('Litoměřická podoblast');
});

test("a subpage list without images shows its pages as plain cards in the editor's order, ten a page (spec 01 §9)", async ({
  page,
}) => {
  await page.goto('/en/encyclopedia/how-to-enjoy-wine/wine-trails');
  const list = page.locator('.cms-subpages');
  const titles = list.locator('.cms-card__title');
  await expect(titles).toHaveCount(10);
  await expect(titles.first()).toHaveText('Moravian Wine Trail');
  await expect(list.locator('img, .cms-card__placeholder')).toHaveCount(0);
  await list.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(titles).toHaveText(['Uherské Hradiště Wine Trail']);
  await expect(list.locator('img')).toHaveCount(0);
});

test("the homepage's CMS address /{locale}/homepage shows the homepage at its one address /{locale}", async ({
  page,
}) => {
  await page.goto('/en/homepage');
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.locator('.cms-topbar')).toContainText('The new St. Martin wines are here.');
});
