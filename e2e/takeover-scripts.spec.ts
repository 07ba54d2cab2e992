import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/app-test.ts';

/** Notes when the app has taken the page over (`html[data-app-ready]`), as `npm run lighthouse` measures it. */
const NOTE_TAKEOVER = `new MutationObserver(function () {
  if (window.__takenOver === undefined && document.documentElement.hasAttribute('data-app-ready'))
    window.__takenOver = performance.now();
}).observe(document, { childList: true, subtree: true, attributes: true });`;

/** What only the device database's library (Dexie) and the form checks' library (zod) hold. */
const DEVICE_DATABASE = 'DatabaseClosedError';
const FORM_CHECKS = '$ZodType';

/** The scripts a page fetched until the app had taken it over, with their text. */
async function scriptsUntilTakeover(page: Page, path: string): Promise<{ url: string; text: string }[]> {
  await page.addInitScript({ content: NOTE_TAKEOVER });
  await page.goto(path);
  await page.waitForFunction(() => (window as { __takenOver?: number }).__takenOver !== undefined);
  const urls = await page.evaluate(() => {
    const takenOver = (window as unknown as { __takenOver: number }).__takenOver;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js') && entry.startTime < takenOver)
      .map((entry) => entry.name);
  });
  return Promise.all(urls.map(async (url) => ({ url, text: await (await page.request.get(url)).text() })));
}

const holding = (scripts: { url: string; text: string }[], marker: string) =>
  scripts.filter((script) => script.text.includes(marker)).map((script) => new URL(script.url).pathname);

test("a signed-out visitor's home and detail pages are taken over without the device database's or the form checks' code", async ({
  page,
  request,
}) => {
  const { items } = (await (await request.get('/api/wineEntity?t=winemaker&limit=1&locale=cs')).json()) as {
    items: { url: string }[];
  };
  const detail = items[0]?.url;
  if (!detail) throw new Error('the data set has no winemaker');

  // The home page holds the newsletter box: its checks load when the visitor first uses it (the newsletter's own
  // test checks them).
  const home = await scriptsUntilTakeover(page, '/cs');
  expect(home.length).toBeGreaterThan(1);
  expect(holding(home, FORM_CHECKS)).toEqual([]);
  expect(holding(home, DEVICE_DATABASE)).toEqual([]);
  // A detail page's toggles read the device's unsent changes only for a signed-in user.
  const record = await scriptsUntilTakeover(await page.context().newPage(), detail);
  expect(holding(record, DEVICE_DATABASE)).toEqual([]);
  expect(holding(record, FORM_CHECKS)).toEqual([]);
});
