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
