import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { gzippedKiB } from './initial-js.ts';

/**
 * What says the app has taken the page over: `app-ready`, the server-rendered app's `html[data-app-ready]` (set once
 * it has hydrated); `first-paint-replaced`, for the builds before it, the page's own content in `main` with nothing
 * the server drew by hand (`[data-first-paint]`) left there.
 */
export type TakeoverMarker = 'app-ready' | 'first-paint-replaced';

/** The marker a built app gives: `app-ready` when its scripts set `data-app-ready`. */
export function takeoverMarker(distDir: string): TakeoverMarker {
  const assets = path.join(distDir, 'assets');
  const setsReady = readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .some((file) => readFileSync(path.join(assets, file), 'utf8').includes('data-app-ready'));
  return setsReady ? 'app-ready' : 'first-paint-replaced';
}

const WATCHERS: Record<TakeoverMarker, string> = {
  'app-ready': `document.documentElement.hasAttribute('data-app-ready')`,
  'first-paint-replaced': `document.querySelector('main article') && !document.querySelector('main [data-first-paint]')`,
};

/**
 * The scripts (paths) `page` fetches from opening `url` until the app has taken the page over (`marker`); also what
 * e2e checks of a page's first scripts read.
 */
export async function scriptsUntilTakeover(page: Page, url: string, marker: TakeoverMarker): Promise<string[]> {
  await page.addInitScript({
    content: `new MutationObserver(function () {
      if (window.__takenOver === undefined && ${WATCHERS[marker]}) window.__takenOver = performance.now();
    }).observe(document, { childList: true, subtree: true, attributes: true });`,
  });
  await page.goto(url);
  await page.waitForFunction(() => (window as unknown as { __takenOver?: number }).__takenOver !== undefined);
  const scripts = await page.evaluate(() => {
    const takenOver = (window as unknown as { __takenOver: number }).__takenOver;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js') && entry.startTime < takenOver)
      .map((entry) => new URL(entry.name).pathname);
  });
  return [...new Set(scripts)];
}

/**
 * Gzipped size (KiB) of the scripts a page fetches until the app has taken it over (`marker`), in a fresh Chromium on
 * a phone screen; `distDir` is the build the page is served from.
 */
export async function pageInitialJsKiB(
  url: string,
  chromePath: string,
  distDir: string,
  marker: TakeoverMarker,
): Promise<{ kib: number; scripts: string[] }> {
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    const scripts = await scriptsUntilTakeover(page, url, marker);
    return { kib: gzippedKiB(scripts, distDir), scripts };
  } finally {
    await browser.close();
  }
}
