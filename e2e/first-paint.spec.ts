import { expect, test, type Page } from '@playwright/test';

/** Records every loading line that shows while the app takes over the server's painted page. */
async function watchLoadingLines(page: Page): Promise<void> {
  await page.addInitScript({
    content: `
      window.__loadingLines = [];
      new MutationObserver(function () {
        document.querySelectorAll('.loading, .block-loading').forEach(function (node) { window.__loadingLines.push(node.className); });
      }).observe(document, { childList: true, subtree: true });
    `,
  });
}

const loadingLines = (page: Page) =>
  page.evaluate(() => (window as unknown as { __loadingLines: string[] }).__loadingLines);

for (const { path, title, text } of [
  { path: '/cs/o-nas', title: 'O nás', text: 'Vinaři' },
  { path: '/cs', title: null, text: 'Nový ročník Svatomartinských vín je tu.' },
]) {
  test(`${path}: the server's first HTML holds the page, and the app takes it over without a loading line`, async ({
    page,
    request,
  }) => {
    const html = await (await request.get(path)).text();
    expect(html).toContain(text);
    if (title) expect(html).toContain(`<h1`);

    await watchLoadingLines(page);
    await page.goto(path);
    // The app has taken over when the server's page data is gone from the document.
    await expect(page.locator('#page-data')).toHaveCount(0);
    await expect(page.getByText(text).first()).toBeVisible();
    if (title) await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await loadingLines(page)).toEqual([]);
  });
}

/** The sum of the page's layout shifts so far, as Lighthouse counts them (shifts right after input excluded). */
async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript({
    content: `
      window.__layoutShift = 0;
      new PerformanceObserver(function (list) {
        list.getEntries().forEach(function (entry) { if (!entry.hadRecentInput) window.__layoutShift += entry.value; });
      }).observe({ type: 'layout-shift', buffered: true });
    `,
  });
}

test('a list page comes with its banners, first results and filter options, so nothing moves and nothing waits for a read', async ({
  page,
}) => {
  const reads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) reads.push(`${url.pathname}${url.search}`);
  });
  await watchLayoutShifts(page);
  await page.goto('/cs/vinari');
  await expect(page.locator('#page-data')).toHaveCount(0);
  await expect(page.getByTestId('top-banner-users')).toBeVisible();
  await expect(page.getByTestId('top-banner-podcasts')).toBeVisible();
  await expect(page.locator('.place-card').first()).toBeVisible();
  await expect(page.locator('.place-card')).toHaveCount(10);
  await page.waitForLoadState('networkidle');
  // The next page is read ahead on purpose; the first page, the filter options and the navigation came with the HTML.
  expect(reads.filter((read) => read.startsWith('/api/wineEntity') && read.includes('offset=0'))).toEqual([]);
  expect(reads.filter((read) => read.startsWith('/api/others') || read.startsWith('/api/navigation'))).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { __layoutShift: number }).__layoutShift)).toBeLessThan(0.05);
});

for (const { path, lead } of [
  { path: '/cs/vinari', lead: '.place-card__image' },
  { path: '/cs/vinari/1185-bartos-syn', lead: '.detail__hero' },
  { path: '/cs', lead: '.cms-crossroad__tiles li:nth-child(2) .cms-tile__image' },
]) {
  test(`${path}: on a phone the server draws the first screen where the app will, so the takeover moves nothing`, async ({
    browser,
  }) => {
    const box = async (javaScriptEnabled: boolean) => {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, javaScriptEnabled });
      const page = await context.newPage();
      await page.goto(path);
      // The app has taken over once nothing the server drew is left in the page.
      if (javaScriptEnabled) await expect(page.locator('main [data-first-paint]')).toHaveCount(0);
      const element = page.locator(lead).first();
      await expect(element).toBeVisible();
      const drawn = await element.boundingBox();
      const serverDrawn = await element.evaluate((node) => node.closest('[data-first-paint]') !== null);
      await context.close();
      return { drawn, serverDrawn };
    };
    const server = await box(false);
    const app = await box(true);
    expect(server.serverDrawn).toBe(true);
    expect(app.serverDrawn).toBe(false);
    expect(server.drawn).not.toBeNull();
    expect(app.drawn).toEqual(server.drawn);
  });
}

test("a repeat visit, opened from the service worker's plain shell, shows the banners with the first render: nothing moves", async ({
  page,
}) => {
  await page.goto('/cs/vinari');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect
    .poll(async () => {
      await page.reload();
      return page.evaluate(() => navigator.serviceWorker.controller !== null);
    })
    .toBe(true);
  await watchLayoutShifts(page);
  await page.reload();
  // Served by the service worker: the plain shell, no server-drawn page.
  await expect(page.locator('.place-card').first()).toBeVisible();
  await expect(page.getByTestId('top-banner-users')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as unknown as { __layoutShift: number }).__layoutShift)).toBeLessThan(0.05);
});
