import type { APIRequestContext, Page } from '@playwright/test';
import { seriousAxeFindings } from './fixtures/axe.ts';
import { expect, test } from './fixtures/app-test.ts';
import { signInNewTraveller } from './fixtures/traveller-session.ts';
import { buildTrip, searchPlaces } from './fixtures/trip-builder.ts';
import { saveScreen, SCREENS } from './journeys/journey.ts';

// Issue 28's proof: axe-core finds nothing serious or critical on the pages a traveller and a business use most, on a
// phone and on a desktop; each page's screen is kept with the run's results.

async function firstWinemakerUrl(request: APIRequestContext): Promise<string> {
  const { items } = (await (await request.get('/api/wineEntity?locale=cs&t=winemaker&limit=1')).json()) as {
    items: { url: string }[];
  };
  const url = items[0]?.url;
  if (!url) throw new Error('no winemaker in the data set');
  return url;
}

/** A signed-in traveller's trip with three places in Mikulov, opened. */
async function openTrip(page: Page, request: APIRequestContext): Promise<void> {
  const session = await signInNewTraveller(page, request);
  const { tripId } = await buildTrip(request, session, 'Mikulov', await searchPlaces(request, 3));
  await page.goto(`/cs/vylet/${tripId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Mikulov' })).toBeVisible();
}

const PAGES: [name: string, open: (page: Page, request: APIRequestContext) => Promise<void>][] = [
  ['home', async (page) => void (await page.goto('/cs'))],
  ['list', async (page) => void (await page.goto('/cs/vinari'))],
  ['map', async (page) => void (await page.goto('/cs/mapa'))],
  ['detail', async (page, request) => void (await page.goto(await firstWinemakerUrl(request)))],
  [
    'search',
    async (page) => {
      await page.goto('/cs');
      await page.getByRole('banner').getByRole('button', { name: 'Hledat', exact: true }).click();
      const search = page.getByRole('dialog', { name: 'Vyhledávání' });
      await search.getByRole('searchbox').fill('ryzlink');
      await expect(search.getByRole('link').first()).toBeVisible();
    },
  ],
  ['calendar', async (page) => void (await page.goto('/cs/kalendar-akci'))],
  ['trip', openTrip],
  ['request-form', async (page) => void (await page.goto('/cs/pozadavky/vinar/0'))],
];

for (const screen of SCREENS) {
  test.describe(`${screen.name} (${screen.viewport.width} px)`, () => {
    test.use({ viewport: screen.viewport, hasTouch: screen.hasTouch, isMobile: screen.isMobile });

    for (const [name, open] of PAGES) {
      test(`axe: no serious or critical finding on the ${name} page`, async ({ page, request }, testInfo) => {
        await open(page, request);
        await saveScreen(page, testInfo, name);
        expect(await seriousAxeFindings(page)).toEqual([]);
      });
    }
  });
}
