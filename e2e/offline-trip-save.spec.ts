import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures/app-test.ts';
import { signInNewTraveller } from './fixtures/traveller-session.ts';
import { buildTrip, placesOnMap } from './fixtures/trip-builder.ts';
import { tilePort } from '../playwright.config.ts';
import { boundsOf, offlineTilePlan, tileUrls } from '../src/shared/domain/map-tiles.ts';

const tiles = (path: string) => `http://127.0.0.1:${tilePort}${path}`;
const served = async (request: APIRequestContext) => Number(await (await request.get(tiles('/count'))).text());

/** A signed-in traveller's trip of three places near Mikulov, open in the installed app (service worker in charge). */
async function openTrip(page: Page, request: APIRequestContext, title: string) {
  const session = await signInNewTraveller(page, request, 'Ondřej');
  const places = await placesOnMap(request, 3, 's=Mikulov&t=winemaker', 3);
  const { tripId } = await buildTrip(request, session, title, places);
  await page.goto(`/cs/vylet/${tripId}`);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  return { tripId, places };
}

const panel = (page: Page) => page.getByRole('region', { name: 'Výlet bez signálu' });

test.describe('at 1280 × 800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('"Available offline" ends even when the tile server leaves tiles out: they are skipped and counted, the places are saved', async ({
    page,
    request,
  }, testInfo) => {
    // A few hundred tiles through the service worker, then a reload without network: more than one minute on a busy machine.
    test.setTimeout(150_000);
    await request.post(tiles('/on?missing=5'));
    const { places } = await openTrip(page, request, 'Mikulov s děravou mapou');
    const bounds = boundsOf(places);
    if (!bounds) throw new Error('the places have no location');
    const plan = offlineTilePlan(bounds);
    const missing = [...tileUrls(tiles('/{z}/{x}/{y}.png'), plan.ranges)].filter((url) => {
      const [x, y] = url
        .split('/')
        .slice(-2)
        .map((part) => Number.parseInt(part, 10));
      return ((x ?? 0) + (y ?? 0)) % 5 === 0;
    }).length;
    expect(missing).toBeGreaterThan(0);

    await expect(panel(page).getByText(`(${plan.tiles} dlaždic mapy)`)).toBeVisible();
    await panel(page).getByRole('switch', { name: 'Dostupné offline' }).check();
    await expect(page.getByTestId('trip-offline-saved')).toContainText('Dostupné offline · uloženo', {
      timeout: 60_000,
    });
    await expect(page.getByTestId('trip-offline-skipped-tiles')).toHaveText(
      `Uloženo bez ${missing} dlaždic mapy (server mapy neodpověděl).`,
    );
    await expect(panel(page).getByRole('switch', { name: 'Dostupné offline' })).toBeChecked();
    await panel(page).scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('offline-panel-skipped-1280.png') });

    // Saved anyway: without any network the trip and its places open from the device.
    await request.post(tiles('/off'));
    await page.context().setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Mikulov s děravou mapou' })).toBeVisible();
    await expect(page.getByTestId('trip-offline-skipped-tiles')).toBeVisible();
    for (const place of places) await expect(page.getByRole('link', { name: place.title }).first()).toBeVisible();
    await page.context().setOffline(false);
  });

  test('with the default tile source (no MAP_OFFLINE_TILE_URL) nothing is prefetched: the trip keeps the viewed tiles', async ({
    page,
    context,
    request,
  }) => {
    // The server of these journeys allows prefetching from its loopback tile server; this one sees the default setup.
    await context.route(
      (url) => url.pathname === '/api/config',
      async (route) => {
        const answer = (await (await route.fetch()).json()) as Record<string, unknown>;
        await route.fulfill({ json: { ...answer, mapOfflineTileUrl: null } });
      },
    );
    await request.post(tiles('/on'));
    await openTrip(page, request, 'Mikulov s mapou OpenStreetMap');
    await expect(panel(page).getByText(/Mapa zůstane tam, kde jste si ji prohlédli/)).toBeVisible();
    await page.waitForLoadState('networkidle');
    const before = await served(request);
    await panel(page).getByRole('switch', { name: 'Dostupné offline' }).check();
    await expect(page.getByTestId('trip-offline-saved')).toContainText('Dostupné offline · uloženo', {
      timeout: 60_000,
    });
    await expect(panel(page).getByText(/^Mapa: /)).toBeVisible();
    expect(await served(request)).toBe(before);
    await expect(page.getByTestId('trip-offline-skipped-tiles')).toHaveCount(0);
  });
});

test.describe('at 390 × 844', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('losing the connection mid-save pauses it (said so, with the progress so far) and it goes on when it is back', async ({
    page,
    context,
    request,
  }, testInfo) => {
    test.setTimeout(150_000);
    await request.post(tiles('/on?delay=40'));
    await openTrip(page, request, 'Mikulov v tunelu');
    const start = await served(request);
    const offlineSwitch = panel(page).getByRole('switch', { name: 'Dostupné offline' });
    await offlineSwitch.check();
    const status = panel(page).getByRole('status');
    await expect(status).toHaveText(/^Ukládám \d+ \/ \d+/);
    await expect.poll(async () => (await served(request)) - start).toBeGreaterThan(20);
    await page.screenshot({ path: testInfo.outputPath('offline-panel-progress-390.png') });

    await context.setOffline(true);
    await expect(status).toHaveText(/^Čekám na připojení… Uloženo (\d+) \/ (\d+), po připojení se pokračuje\.$/);
    await expect(offlineSwitch).toBeChecked();
    // Tiles whose reads were under way when the connection went may still land (the save runs several at once):
    // the progress holds still once they have, and then stays so while offline.
    const progress = panel(page).locator('progress');
    let pausedAt: string | null = null;
    await expect
      .poll(
        async () => {
          const previous = pausedAt;
          pausedAt = await progress.getAttribute('value');
          return pausedAt === previous;
        },
        { intervals: [500] },
      )
      .toBe(true);
    await page.waitForTimeout(1500);
    expect(await progress.getAttribute('value')).toBe(pausedAt);
    await expect(status).toContainText('Čekám na připojení');
    const box = await panel(page).boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: testInfo.outputPath('offline-panel-waiting-390.png') });

    await context.setOffline(false);
    await expect(status).toHaveText(/^Ukládám \d+ \/ \d+/);
    await expect(page.getByTestId('trip-offline-saved')).toContainText('Dostupné offline · uloženo', {
      timeout: 60_000,
    });
    await expect(offlineSwitch).toBeChecked();
    await expect(page.getByTestId('trip-offline-skipped-tiles')).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath('offline-panel-saved-390.png') });
  });
});
