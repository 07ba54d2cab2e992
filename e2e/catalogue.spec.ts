import { expect, test } from './fixtures/app-test.ts';

test('filter winemakers by subregion and municipality, page through, reload and walk back and forward', async ({
  page,
}) => {
  await page.goto('/cs/vinari');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vinaři');
  const list = page.getByTestId('place-list');
  await expect(list.getByRole('listitem')).toHaveCount(10);
  await expect(list.getByRole('img').first()).toHaveAttribute('width', '418');

  // A wide screen's results follow the filter by themselves (no button).
  await page.getByRole('checkbox', { name: /^Mikulovská/ }).check();
  await expect(page).toHaveURL(/\/cs\/vinari\/mikulovska$/);
  const count = page.locator('.place-list__count');
  await expect(count).toHaveText(/^Nalezeno: \d+$/);
  // Titles are read once the filtered answer has replaced the previous list (shown dimmed meanwhile).
  await expect(list).not.toHaveClass(/is-stale/);
  const firstTitle = await list.getByRole('heading').first().textContent();

  await page.getByRole('link', { name: 'Strana 2', exact: true }).click();
  await expect(page).toHaveURL(/\/cs\/vinari\/mikulovska\?page=2$/);
  await expect(page.getByRole('link', { name: 'Strana 2', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(list).not.toHaveClass(/is-stale/);
  await expect(list.getByRole('heading').first()).not.toHaveText(firstTitle ?? '');
  const secondPageTitle = await list.getByRole('heading').first().textContent();

  await page.reload();
  await expect(page.getByRole('link', { name: 'Strana 2', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(list.getByRole('heading').first()).toHaveText(secondPageTitle ?? '');
  await expect(page.getByRole('checkbox', { name: /^Mikulovská/ })).toBeChecked();

  // Municipality options are limited to the chosen subregion; a change returns to page 1.
  await expect(page.getByRole('checkbox', { name: /^Znojmo/ })).toHaveCount(0);
  await page.getByRole('checkbox', { name: /^Valtice/ }).check();
  await expect(page).toHaveURL(/\/cs\/vinari\/mikulovska\/valtice$/);
  // The count is read from the Valtice answer, not from the dimmed previous list (whose first place may be in Valtice too).
  await expect(page.locator('.place-list__results')).toHaveAttribute('aria-busy', 'false');
  await expect(list).not.toHaveClass(/is-stale/);
  await expect(list.getByRole('listitem').first()).toContainText('Valtice');
  const valticeCount = await count.textContent();

  await page.goBack();
  await expect(page).toHaveURL(/\/cs\/vinari\/mikulovska\?page=2$/);
  await expect(page.getByRole('link', { name: 'Strana 2', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(list.getByRole('heading').first()).toHaveText(secondPageTitle ?? '');
  await expect(page.getByRole('checkbox', { name: /^Valtice/ })).not.toBeChecked();

  // Only the query string changes between these two entries.
  await page.goBack();
  await expect(page).toHaveURL(/\/cs\/vinari\/mikulovska$/);
  await expect(page.getByRole('link', { name: 'Strana 1', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(list.getByRole('heading').first()).toHaveText(firstTitle ?? '');

  await page.goForward();
  await expect(page.getByRole('link', { name: 'Strana 2', exact: true })).toHaveAttribute('aria-current', 'page');
  await page.goForward();
  await expect(page).toHaveURL(/\/cs\/vinari\/mikulovska\/valtice$/);
  await expect(page.getByRole('checkbox', { name: /^Valtice/ })).toBeChecked();
  await expect(count).toHaveText(valticeCount ?? '');
});

test('offline, a page of results never opened says so at once with a retry, and comes once connected', async ({
  page,
  context,
}) => {
  await page.goto('/cs/vinari');
  const list = page.getByTestId('place-list');
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const firstOnPage1 = await list.getByRole('heading').first().textContent();

  await context.setOffline(true);
  await page.getByRole('link', { name: 'Strana 2', exact: true }).click();
  const offline = page.getByRole('alert').filter({ hasText: 'Jste offline' });
  await expect(offline.getByRole('paragraph')).toHaveText(
    'Jste offline a tuto stránku seznamu jste ještě neotevřeli. Zkuste to znovu, až budete připojeni.',
  );
  await expect(offline.getByRole('button', { name: 'Zkusit znovu' })).toBeVisible();
  // Not page 1's places under page 2's number.
  await expect(list).toHaveCount(0);

  await context.setOffline(false);
  await expect(offline).toHaveCount(0);
  await expect(list.getByRole('listitem')).toHaveCount(10);
  await expect(list.getByRole('heading').first()).not.toHaveText(firstOnPage1 ?? '');
  await expect(page.getByRole('link', { name: 'Strana 2', exact: true })).toHaveAttribute('aria-current', 'page');
});

test('page through with the keyboard', async ({ page }) => {
  await page.goto('/cs/ubytovani');
  const list = page.getByTestId('place-list');
  const pager = page.getByRole('navigation', { name: 'Stránkování' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  await pager.getByRole('link', { name: 'Další', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/cs\/ubytovani\?page=2$/);
  await expect(pager.getByRole('link', { name: 'Strana 2', exact: true })).toHaveAttribute('aria-current', 'page');
  await pager.getByRole('link', { name: 'Předchozí', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/cs\/ubytovani$/);
  // On the first page "previous" leads nowhere: it is no link.
  await expect(pager.getByRole('link', { name: 'Předchozí', exact: true })).toHaveCount(0);
  await expect(pager.getByText('Předchozí', { exact: true })).toHaveAttribute('aria-disabled', 'true');
});

test('an address past the last page offers the last page', async ({ page }) => {
  await page.goto('/cs/vinari/znojemska?page=999');
  await expect(page.getByText(/Tato strana už neexistuje/)).toBeVisible();
  await page.getByRole('button', { name: 'Na poslední stranu' }).click();
  await expect(page).toHaveURL(/\/cs\/vinari\/znojemska\?page=\d+$/);
  const last = Number(new URL(page.url()).searchParams.get('page'));
  const pager = page.getByRole('navigation', { name: 'Stránkování' });
  await expect(pager.getByRole('link', { name: `Strana ${last}`, exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(pager.getByRole('link', { name: 'Další', exact: true })).toHaveCount(0);
  await expect(page.getByTestId('place-list').getByRole('listitem').first()).toBeVisible();
});

test('an old address with the filters in the hash is moved into the query string in place', async ({ page }) => {
  await page.goto('/cs');
  await page.goto('/cs/vinari/mikulovska#s=vin&page=2&p=card,hack');
  await expect(page).toHaveURL(/\/cs\/vinari\/mikulovska\?s=vin&p=card&page=2$/);
  await expect(page.getByRole('link', { name: 'Strana 2', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('searchbox', { name: 'Hledat' })).toHaveValue('vin');
  await expect(page.getByRole('checkbox', { name: /^Platba kartou/ })).toBeChecked();
  // The old address was replaced, not added: back leads to the page before it.
  await page.goBack();
  await expect(page).toHaveURL(/\/cs$/);
});

test('the page of results and the filter options come with the HTML: the app reads neither again', async ({
  browser,
}) => {
  for (const width of [390, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    const reads: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (/^\/api\/(wineEntity|restaurant|others|eshop)$/.test(url.pathname))
        reads.push(`${url.pathname}${url.search}`);
    });
    for (const path of [
      '/cs/vinari/mikulovska?s=vin&page=2',
      '/cs/vinoteky-a-eshopy',
      '/en/restaurants?p=offerDelivery',
    ]) {
      await page.goto(path);
      await expect(page.getByTestId('place-list').getByRole('listitem')).toHaveCount(10);
      await page.waitForLoadState('networkidle');
    }
    expect(reads, `at ${width} px`).toEqual([]);
    await context.close();
  }
});

test('switch to map mode with the points of the filtered list, then clear every filter', async ({ page }) => {
  await page.goto('/cs/sklepy?p=card');
  await expect(page.getByRole('checkbox', { name: /^Platba kartou/ })).toBeChecked();
  await expect(page.locator('.filter__badge').filter({ visible: true })).toHaveText('1');
  await page.getByRole('group', { name: 'Zobrazení' }).getByRole('button', { name: 'Mapa' }).click();
  await expect(page).toHaveURL(/\/cs\/sklepy\?p=card&mode=map$/);
  const map = page.locator('.place-list__map');
  await expect(map).toBeVisible();
  await expect(map.locator('.map-cluster, .map-pin').first()).toBeVisible();
  await expect(page.getByTestId('place-list')).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('group', { name: 'Zobrazení' }).getByRole('button', { name: 'Mapa' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(map.locator('.map-cluster, .map-pin').first()).toBeVisible();

  await page.getByRole('button', { name: 'Zrušit všechny filtry' }).click();
  await expect(page).toHaveURL(/\/cs\/sklepy\?mode=map$/);
  await expect(page.locator('.filter__badge')).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: /^Platba kartou/ })).not.toBeChecked();

  await page.getByRole('group', { name: 'Zobrazení' }).getByRole('button', { name: 'Seznam' }).click();
  await expect(page).toHaveURL(/\/cs\/sklepy$/);
  await expect(page.getByTestId('place-list').getByRole('listitem')).toHaveCount(10);
});

test('a filter without matches shows the no-results state with a reset', async ({ page }) => {
  await page.goto('/en/restaurants?s=zzzzqqqq');
  await expect(page.getByText('No place matches this filter.')).toBeVisible();
  await expect(page.locator('.place-list__count')).toHaveText('not found');
  await page.getByRole('button', { name: 'Reset the filter' }).click();
  await expect(page).toHaveURL(/\/en\/restaurants$/);
  await expect(page.getByTestId('place-list').getByRole('listitem')).toHaveCount(10);
  await expect(page.getByRole('checkbox', { name: /^Delivery/ })).toBeVisible();
});

test('the wine shop list carries e-shops that follow the search and give way to place-only filters', async ({
  page,
}) => {
  await page.goto('/cs/vinoteky-a-eshopy');
  const eshops = page.getByRole('region', { name: 'E-shopy' });
  await expect(eshops.getByRole('listitem')).toHaveCount(10);
  await eshops.getByRole('button', { name: 'Zobrazit další e-shopy' }).click();
  await expect(eshops.getByRole('listitem')).toHaveCount(20);
  const shopLink = eshops.getByRole('link', { name: /^Do e-shopu/ }).first();
  await expect(shopLink).toHaveAttribute('href', /^https?:\/\//);
  await expect(shopLink).toHaveAttribute('target', '_blank');

  const firstEshop = (await eshops.getByRole('heading', { level: 3 }).first().textContent()) ?? '';
  await page.getByRole('searchbox', { name: 'Hledat' }).fill(firstEshop);
  await page.getByRole('searchbox', { name: 'Hledat' }).press('Enter');
  await expect(page).toHaveURL(/\/cs\/vinoteky-a-eshopy\?s=/);
  await expect(eshops.getByRole('heading', { level: 3 }).first()).toHaveText(firstEshop);
  await eshops.getByRole('link', { name: firstEshop, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(firstEshop);
  await page.goBack();

  // Under that search the subregions count no wine shop (disabled): the search goes first, then a subregion.
  await expect(page.getByRole('checkbox', { name: /^Znojemská/ })).toBeDisabled();
  await page.getByRole('searchbox', { name: 'Hledat' }).fill('');
  await expect(page).toHaveURL(/\/cs\/vinoteky-a-eshopy$/);
  await page.getByRole('checkbox', { name: /^Znojemská/ }).check();
  await expect(page).toHaveURL(/\/cs\/vinoteky-a-eshopy\/znojemska$/);
  await expect(page.getByRole('region', { name: 'E-shopy' })).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the filter opens from a toggle with a badge as a bottom sheet, and closes when applied', async ({ page }) => {
    await page.goto('/pl/winiarze?p=card,disabled');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Winiarze');
    const toggle = page.getByRole('button', { name: /Pokaż filtr/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle.locator('.filter__badge')).toHaveText('2');
    await expect(page.getByRole('searchbox', { name: 'Szukaj' })).toBeHidden();
    await expect(page.locator('.place-list__count')).toHaveText(/^Znaleziono: \d+$/);

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const sheet = page.getByRole('dialog', { name: 'Filtr' });
    await sheet.getByRole('checkbox', { name: /^Slovácká/ }).check();
    await sheet.getByRole('button', { name: /^Pokaż \d+ wynik(i|ów)?$/ }).click();
    await expect(sheet).toHaveCount(0);
    await expect(page).toHaveURL(/\/pl\/winiarze\/slovacka\?p=card%2Cdisabled$/);
    await expect(page.getByRole('searchbox', { name: 'Szukaj' })).toBeHidden();
    await expect(page.getByRole('button', { name: /Pokaż filtr/ }).locator('.filter__badge')).toHaveText('3');
    // The cards are one column wide on a phone (measured once the filtered list has replaced the previous one).
    await expect(page.getByTestId('place-list')).not.toHaveClass(/is-stale/);
    const card = page.getByTestId('place-list').getByRole('listitem').first();
    await expect.poll(async () => (await card.boundingBox())?.width ?? 0).toBeGreaterThan(300);
  });
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('a list shows its page of results with working links, pages through them and searches', async ({ page }) => {
    await page.goto('/cs/vinari/mikulovska');
    const list = page.getByTestId('place-list');
    await expect(list.getByRole('listitem')).toHaveCount(10);
    await expect(list.getByRole('link').first()).toHaveAttribute('href', /^\/cs\/vinari\/\d+-/);
    const firstTitle = await list.getByRole('heading').first().textContent();
    const pager = page.getByRole('navigation', { name: 'Stránkování' });

    await pager.getByRole('link', { name: 'Strana 2', exact: true }).click();
    await expect(page).toHaveURL(/\/cs\/vinari\/mikulovska\?page=2$/);
    await expect(pager.getByRole('link', { name: 'Strana 2', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(list.getByRole('heading').first()).not.toHaveText(firstTitle ?? '');
    await pager.getByRole('link', { name: 'Další', exact: true }).click();
    await expect(page).toHaveURL(/\/cs\/vinari\/mikulovska\?page=3$/);
    await expect(pager.getByRole('link', { name: 'Strana 3', exact: true })).toHaveAttribute('aria-current', 'page');

    // The filter form's search field is sent as the list's own `s`, the page starts again at 1.
    await page.getByRole('searchbox', { name: 'Hledat' }).fill('vin');
    await page.getByRole('searchbox', { name: 'Hledat' }).press('Enter');
    await expect(page).toHaveURL(/\/cs\/vinari\/mikulovska\?s=vin$/);
    await expect(page.locator('.place-list__count')).toHaveText(/^Nalezeno: \d+$/);
    await expect(pager.getByRole('link', { name: 'Strana 2', exact: true })).toHaveAttribute(
      'href',
      '/cs/vinari/mikulovska?s=vin&page=2',
    );
  });
});
