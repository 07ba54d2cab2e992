import { chromium } from '@playwright/test';
import { gzippedKiB } from './initial-js.ts';

/**
 * Gzipped size (KiB) of the scripts a page fetches before the app's first render, in a fresh Chromium on a phone
 * screen: the moment the app has replaced everything the server drew (`[data-first-paint]`) ends the count.
 */
export async function pageInitialJsKiB(
  url: string,
  chromePath: string,
  distDir = 'dist',
): Promise<{ kib: number; scripts: string[] }> {
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    await page.addInitScript({
      content: `new MutationObserver(function () {
        if (window.__takenOver === undefined && document.querySelector('main article') && !document.querySelector('main [data-first-paint]')) window.__takenOver = performance.now();
      }).observe(document, { childList: true, subtree: true });`,
    });
    await page.goto(url);
    await page.waitForFunction(() => (window as unknown as { __takenOver?: number }).__takenOver !== undefined);
    const scripts = await page.evaluate(() => {
      const takenOver = (window as unknown as { __takenOver: number }).__takenOver;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.js') && entry.startTime < takenOver)
        .map((entry) => new URL(entry.name).pathname);
    });
    const unique = [...new Set(scripts)];
    return { kib: gzippedKiB(unique, distDir), scripts: unique };
  } finally {
    await browser.close();
  }
}
