import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { formatPhone, capBadges, seasonHours } from '../src/shared/domain/place-display.ts';
import { i18n } from '../src/app/i18n/i18n.ts';
import '../src/app/features/details/texts.ts';
import '../src/app/features/catalogue/texts.ts';
import { expect, test } from './fixtures/app-test.ts';
import { expectFullHead } from './fixtures/page-head.ts';
import {
  layoutShift,
  loadingLines,
  problemsOpening,
  watchLayoutShifts,
  watchLoadingLines,
} from './fixtures/page-watch.ts';
import {
  LOCALES,
  localeAddresses,
  mainPages,
  NOT_FOUND_PAGE,
  type Locale,
  type MainPage,
} from './fixtures/main-pages.ts';

// The tests do not depend on each other: with several workers they share the time (the hydration walks are long).
test.describe.configure({ mode: 'parallel' });

const getJson = async <T>(request: APIRequestContext, path: string): Promise<T> =>
  (await (await request.get(path)).json()) as T;

// ---------------------------------------------------------------------------------------------------------------
// Hydration: every main page, in every locale, at a phone's and a desktop's width.
// ---------------------------------------------------------------------------------------------------------------

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];
/** The request form is the only main page in Czech alone; any other page missing in a locale fails the count. */
const CZECH_ONLY_PAGES = 1;

type Addressed = { page: MainPage; addresses: Partial<Record<Locale, string>> };
let addressed: Promise<Addressed[]> | undefined;
const allAddresses = (request: APIRequestContext) => {
  addressed ??= mainPages(request).then((pages) =>
    Promise.all(pages.map(async (page) => ({ page, addresses: await localeAddresses(request, page) }))),
  );
  return addressed;
};

for (const viewport of VIEWPORTS) {
  test.describe(`hydration at ${viewport.width} px`, () => {
    // One browser, as one visitor going from page to page (what the device keeps from a page counts for the next).
    let context: BrowserContext;
    let page: Page;
    test.beforeAll(async ({ browser }) => {
      context = await browser.newContext({ viewport });
      // A browser without service workers: every page then comes from the server's render. (The worker answers a
      // page with its offline shell, which has nothing to hydrate, when the server takes over 3 s, as it can on a
      // loaded test machine.) The app checks for the API before it uses it.
      await context.addInitScript(() => Reflect.deleteProperty(Navigator.prototype, 'serviceWorker'));
      page = await context.newPage();
    });
    test.afterAll(async () => {
      await context.close();
    });

    for (const locale of LOCALES) {
      test(`${locale}: every main page is taken over as the server rendered it, with no console or page error`, async ({
        request,
      }) => {
        test.setTimeout(300_000);
        const pages = await allAddresses(request);
        const opened: string[] = [];
        const failures: Record<string, string[]> = {};
        for (const { page: main, addresses } of pages) {
          const address = addresses[locale];
          if (!address) {
            test.info().annotations.push({ type: 'not in this locale', description: `${main.name} (${main.cs})` });
            continue;
          }
          opened.push(address);
          const problems = await problemsOpening(page, address, main.name === NOT_FOUND_PAGE);
          if (problems.length > 0) failures[`${main.name}: ${address}`] = problems;
        }
        expect(opened.length).toBeGreaterThanOrEqual(pages.length - (locale === 'cs' ? 0 : CZECH_ONLY_PAGES));
        expect(failures).toEqual({});
      });
    }
  });
}

test('the pages that show days are taken over as rendered when the browser is already in the next day', async ({
  browser,
}) => {
  // The server writes the page just before midnight in Prague and the browser runs it just after: the browser keeps
  // the server's day for the page it took over.
  const context = await browser.newContext();
  await context.addInitScript(() => Reflect.deleteProperty(Navigator.prototype, 'serviceWorker'));
  const page = await context.newPage();
  await page.clock.setFixedTime(Date.now() + 24 * 60 * 60 * 1000);
  for (const address of ['/cs', '/cs/kalendar-akci', '/cs/kalendar-akci?p=top'])
    expect(await problemsOpening(page, address, false), address).toEqual([]);
  await context.close();
});

// ---------------------------------------------------------------------------------------------------------------
// Without JavaScript: what crawlers, link previews and a browser without scripts get is the whole page.
// ---------------------------------------------------------------------------------------------------------------

interface WineEntityDetail {
  id: number;
  title: string;
  url: string;
  perex: string | null;
  description: string | null;
  programmes: string[];
  tags: { title: string; url: string }[];
  relatedEntities: { title: string; url: string }[];
  sections: {
    contacts?: { url?: string | null; email?: string | null } & Record<string, string | null | undefined>;
    openingHours?: { hasOpeningHoursRegular?: boolean; hasSummerWinterDifferent?: boolean; summer?: unknown };
  };
}

/** A winemaker with a description, phone, e-mail and web, regular hours the same all year, services, tags and related places. */
async function completeWinemaker(request: APIRequestContext): Promise<WineEntityDetail> {
  const { items } = await getJson<{ items: { id: number }[] }>(
    request,
    '/api/wineEntity?t=winemaker&limit=50&locale=cs',
  );
  for (const { id } of items) {
    const detail = await getJson<WineEntityDetail>(request, `/api/wineEntityDetail?id=${id}&locale=cs`);
    const { contacts, openingHours } = detail.sections;
    if (
      detail.description &&
      contacts?.phoneCompany &&
      contacts.email &&
      contacts.url &&
      openingHours?.hasOpeningHoursRegular &&
      !openingHours.hasSummerWinterDifferent &&
      detail.programmes.length > 0 &&
      detail.tags.length > 0 &&
      detail.relatedEntities.length > 0
    )
      return detail;
  }
  throw new Error('no winemaker with every part of a detail page in the data set');
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a winemaker shows its description, contacts, hours, services, tags and related places', async ({
    page,
    request,
  }) => {
    const winemaker = await completeWinemaker(request);
    const t = i18n.getFixedT('cs');
    await page.goto(winemaker.url);
    await expect(page.getByRole('heading', { level: 1, name: winemaker.title })).toBeVisible();
    if (winemaker.perex) await expect(page.getByText(winemaker.perex, { exact: true })).toBeVisible();
    await expect(page.getByText(winemaker.description ?? '', { exact: true })).toBeVisible();

    const contacts = page.getByRole('region', { name: t('details.contacts') });
    for (const phone of ['phoneCompany', 'phoneShop', 'phoneShopAlt'].map(
      (key) => winemaker.sections.contacts?.[key],
    )) {
      if (!phone) continue;
      const shown = formatPhone(phone);
      await expect(contacts.getByRole('link', { name: shown })).toHaveAttribute(
        'href',
        `tel:${shown.replace(/\s/g, '')}`,
      );
    }
    const email = winemaker.sections.contacts?.email ?? '';
    await expect(contacts.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
    const web = winemaker.sections.contacts?.url ?? '';
    await expect(contacts.getByRole('link', { name: web.replace(/^https?:\/\//, '') })).toHaveAttribute('href', web);

    const rows = page.getByTestId('opening-hours').locator('tbody tr');
    const days = seasonHours(winemaker.sections.openingHours?.summer);
    await expect(rows).toHaveCount(days.length);
    for (const [index, day] of days.entries()) {
      await expect(rows.nth(index)).toContainText(day.from ? `${day.from}–${day.to}` : t('details.closed'));
    }

    const services = page.getByRole('list', { name: t('details.services') });
    await expect(services.getByRole('listitem')).toHaveText(
      capBadges(winemaker.programmes).shown.map((programme) => t(`details.programmes.${programme}`)),
    );

    for (const tag of winemaker.tags) {
      await expect(page.getByRole('link', { name: tag.title, exact: true }).first()).toHaveAttribute('href', tag.url);
    }
    const related = page.getByRole('region', { name: t('details.related') });
    for (const place of winemaker.relatedEntities) {
      const link = related.locator(`a[href="${place.url}"]`);
      await expect(link).toBeVisible();
      await expect(link).toContainText(place.title);
    }
  });

  test('a place list shows its first page of cards as links, and its link to page 2 opens page 2', async ({
    page,
    request,
  }) => {
    type ListAnswer = { items: { title: string; url: string }[] };
    const first = await getJson<ListAnswer>(request, '/api/wineEntity?t=winemaker&offset=0&limit=10&locale=cs');
    const second = await getJson<ListAnswer>(request, '/api/wineEntity?t=winemaker&offset=10&limit=10&locale=cs');
    const expectCards = async (items: ListAnswer['items']) => {
      const titles = page.locator('.place-card__title a');
      await expect(titles).toHaveText(items.map((item) => item.title));
      for (const [index, item] of items.entries()) await expect(titles.nth(index)).toHaveAttribute('href', item.url);
    };

    await page.goto('/cs/vinari');
    await expectCards(first.items);
    await page
      .getByRole('navigation', { name: 'Stránkování' })
      .getByRole('link', { name: /^(Strana )?2$/ })
      .click();
    await expect(page).toHaveURL(/\/cs\/vinari\b.*2/);
    await expectCards(second.items);
  });

  test('a detail page of each kind has its full head and schema.org data with address and position', async ({
    page,
    request,
  }) => {
    const firstUrl = async (path: string, under = '') => {
      const { items } = await getJson<{ items: { url: string }[] }>(request, path);
      const found = items.find((item) => item.url.includes(under));
      if (!found) throw new Error(`nothing at ${path}`);
      return found.url;
    };
    const details = [
      { url: await firstUrl('/api/wineEntity?t=winemaker&limit=1&locale=cs'), type: 'Winery' },
      { url: await firstUrl('/api/restaurant?limit=1&locale=cs'), type: 'Restaurant' },
      {
        url: await firstUrl('/api/wineEntity?t=accommodation&limit=20&locale=cs', '/ubytovani/'),
        type: 'LodgingBusiness',
      },
      { url: await firstUrl('/api/event?limit=1&locale=cs'), type: 'Event' },
    ];
    for (const detail of details) {
      await test.step(`${detail.type}: ${detail.url}`, async () => {
        await page.goto(detail.url);
        await expectFullHead(page, detail.url, detail.type);
      });
    }
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Status codes
// ---------------------------------------------------------------------------------------------------------------

test('an unknown page answers 404 with the 404 page; the homepage CMS address and / redirect to /cs', async ({
  request,
}) => {
  const missing = await request.get('/cs/tahle-stranka-neexistuje', { maxRedirects: 0 });
  expect(missing.status()).toBe(404);
  const html = await missing.text();
  expect(html).toContain('data-testid="not-found"');
  expect(html).toContain(i18n.getFixedT('cs')('notFoundTitle'));

  const homepage = await request.get('/cs/homepage', { maxRedirects: 0 });
  expect(homepage.status()).toBe(301);
  expect(new URL(homepage.headers()['location'] ?? '', 'http://host').pathname).toBe('/cs');

  const root = await request.get('/', { maxRedirects: 0 });
  expect([301, 302, 303, 307, 308]).toContain(root.status());
  expect(new URL(root.headers()['location'] ?? '', 'http://host').pathname).toBe('/cs');
});

// ---------------------------------------------------------------------------------------------------------------
// What came with the HTML is not read again
// ---------------------------------------------------------------------------------------------------------------

/** The app's reads the page makes, as path?query. */
function watchReads(page: Page): string[] {
  const reads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) reads.push(`${url.pathname}${url.search}`);
  });
  return reads;
}
const isPageOrNavigation = (read: string) => read.startsWith('/api/page?') || read.startsWith('/api/navigation');

test('a detail page does not read again what it came with: the page, the navigation or the record', async ({
  page,
  request,
}) => {
  const { items } = await getJson<{ items: { url: string }[] }>(
    request,
    '/api/wineEntity?t=winemaker&limit=1&locale=cs',
  );
  const reads = watchReads(page);
  await page.goto(items[0]?.url ?? '/cs');
  await page.waitForLoadState('networkidle');
  expect(reads.filter(isPageOrNavigation)).toEqual([]);
  expect(reads.filter((read) => read.startsWith('/api/wineEntityDetail'))).toEqual([]);
});

test('a list page does not read again what it came with: the page, the navigation or its first page of results', async ({
  page,
}) => {
  const reads = watchReads(page);
  await page.goto('/cs/vinari');
  await expect(page.locator('.place-card')).toHaveCount(10);
  await page.waitForLoadState('networkidle');
  expect(reads.filter(isPageOrNavigation)).toEqual([]);
  // The page after it may be read ahead on purpose; the page shown came with the HTML.
  const shownPage = (read: string) => /^\/api\/wineEntity\?/.test(read) && !/[?&]offset=(?!0(&|$))\d+/.test(read);
  expect(reads.filter(shownPage)).toEqual([]);
});

// ---------------------------------------------------------------------------------------------------------------
// The takeover itself: nothing loads again, nothing moves
// ---------------------------------------------------------------------------------------------------------------

const firstWinemaker = async (request: APIRequestContext) => {
  const { items } = await getJson<{ items: { title: string; url: string }[] }>(
    request,
    '/api/wineEntity?t=winemaker&offset=0&limit=10&locale=cs',
  );
  if (!items[0]) throw new Error('the data set has no winemaker');
  return items[0];
};

for (const { path, text } of [
  { path: '/cs/o-nas', text: async () => 'Vinařská mapa za minutu' },
  { path: '/cs', text: async () => 'Nový ročník Svatomartinských vín je tu.' },
  { path: '/cs/vinari', text: async (request: APIRequestContext) => (await firstWinemaker(request)).title },
]) {
  test(`${path}: the server's HTML holds the page, and no loading line shows while the app takes it over`, async ({
    page,
    request,
  }) => {
    const shown = await text(request);
    const html = await (await request.get(path)).text();
    expect(html.replaceAll('&amp;', '&')).toContain(shown);
    await watchLoadingLines(page);
    await page.goto(path);
    await expect(page.getByText(shown).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await loadingLines(page)).toEqual([]);
  });
}

test('a list page comes with its banners and first results, so nothing moves while the app takes over', async ({
  page,
}) => {
  await watchLayoutShifts(page);
  await page.goto('/cs/vinari');
  await expect(page.getByTestId('top-banner-users')).toBeVisible();
  // One banner at a time (issue 28): the podcasts banner waits until the users banner is closed.
  await expect(page.getByTestId('top-banner-podcasts')).toHaveCount(0);
  await expect(page.locator('.place-card')).toHaveCount(10);
  await page.waitForLoadState('networkidle');
  expect(await layoutShift(page)).toBeLessThan(0.05);
});

for (const { name, path, lead } of [
  { name: 'a list', path: async () => '/cs/vinari', lead: '.place-card__image' },
  {
    name: 'a detail',
    path: async (request: APIRequestContext) => (await firstWinemaker(request)).url,
    lead: '.detail__hero',
  },
  { name: 'the home page', path: async () => '/cs', lead: '.cms-crossroad__tiles li:nth-child(2) .cms-tile__image' },
]) {
  test(`${name}: on a phone the app's takeover moves nothing the server drew`, async ({ browser, request }) => {
    const address = await path(request);
    const box = async (javaScriptEnabled: boolean) => {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, javaScriptEnabled });
      const page = await context.newPage();
      await page.goto(address);
      if (javaScriptEnabled) await page.waitForLoadState('networkidle');
      const element = page.locator(lead).first();
      await expect(element).toBeVisible();
      const drawn = await element.boundingBox();
      await context.close();
      return drawn;
    };
    const server = await box(false);
    const app = await box(true);
    expect(server).not.toBeNull();
    expect(app).toEqual(server);
  });
}

test("a list on a phone: the takeover keeps the server's filter form, hidden by the styles, instead of removing it", async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  // Counts the elements the app removes from the page once it runs: the server's filter form is about 500 of them.
  await page.addInitScript(() => {
    const removed: string[] = [];
    Object.assign(window, { removedByApp: removed });
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.removedNodes)
          if (node instanceof HTMLElement && node.tagName !== 'SCRIPT' && node.tagName !== 'LINK')
            removed.push(`${node.tagName.toLowerCase()}.${node.className}`);
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/cs/vinari');
  await expect(page.locator('html[data-app-ready]')).toHaveCount(1);
  await page.waitForLoadState('networkidle');
  const removed = await page.evaluate(() => (window as unknown as { removedByApp: string[] }).removedByApp);
  expect(removed.filter((name) => name.startsWith('form.'))).toEqual([]);
  await expect(page.getByRole('search')).toHaveCount(0);
  // The filter still opens as the phone's sheet, with its own form.
  await page.getByRole('button', { name: i18n.getFixedT('cs')('catalogue.showFilter') }).click();
  await expect(page.getByRole('dialog').getByRole('search')).toBeVisible();
  await context.close();
});
