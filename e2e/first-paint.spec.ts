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

const loadingLines = (page: Page) => page.evaluate(() => (window as unknown as { __loadingLines: string[] }).__loadingLines);

for (const { path, title, text } of [
  { path: '/cs/o-nas', title: 'O nás', text: 'Vinaři' },
  { path: '/cs', title: null, text: 'Nový ročník Svatomartinských vín je tu.' },
]) {
  test(`${path}: the server's first HTML holds the page, and the app takes it over without a loading line`, async ({ page, request }) => {
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
