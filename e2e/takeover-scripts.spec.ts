import type { Page } from '@playwright/test';
import { scriptsUntilTakeover } from '../tests/bench/page-initial-js.ts';
import { expect, test } from './fixtures/app-test.ts';

/** What only the device database's library (Dexie) and the form checks' library (zod) hold. */
const DEVICE_DATABASE = 'DatabaseClosedError';
const FORM_CHECKS = '$ZodType';

/** The scripts a page fetched until the app had taken it over, with their text. */
async function scriptsWithText(page: Page, path: string): Promise<{ path: string; text: string }[]> {
  const scripts = await scriptsUntilTakeover(page, path, 'app-ready');
  return Promise.all(
    scripts.map(async (script) => ({ path: script, text: await (await page.request.get(script)).text() })),
  );
}

const holding = (scripts: { path: string; text: string }[], marker: string) =>
  scripts.filter((script) => script.text.includes(marker)).map((script) => script.path);

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
  const home = await scriptsWithText(page, '/cs');
  expect(home.length).toBeGreaterThan(1);
  expect(holding(home, FORM_CHECKS)).toEqual([]);
  expect(holding(home, DEVICE_DATABASE)).toEqual([]);
  // A detail page's toggles read the device's unsent changes only for a signed-in user.
  const record = await scriptsWithText(await page.context().newPage(), detail);
  expect(holding(record, DEVICE_DATABASE)).toEqual([]);
  expect(holding(record, FORM_CHECKS)).toEqual([]);
});

test("the scripts a page needs until the app has taken it over are all named in its HTML's head", async ({
  page,
  request,
}) => {
  const { items } = (await (await request.get('/api/wineEntity?t=winemaker&limit=1&locale=cs')).json()) as {
    items: { url: string }[];
  };
  const detail = items[0]?.url;
  if (!detail) throw new Error('the data set has no winemaker');
  for (const path of ['/cs', '/cs/vinari', detail]) {
    const html = await (await request.get(path)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const named = new Set([...head.matchAll(/<(?:link|script)\b[^>]*\b(?:href|src)="([^"]+\.js)"/g)].map((m) => m[1]));
    const scripts = await scriptsUntilTakeover(await page.context().newPage(), path, 'app-ready');
    // The page's screen code is among them (more than the app's own start), and none was found only later.
    expect(scripts.length, path).toBeGreaterThan(3);
    expect(
      scripts.filter((script) => !named.has(script)),
      path,
    ).toEqual([]);
  }
});
