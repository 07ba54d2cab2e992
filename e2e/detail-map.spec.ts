import type { APIRequestContext, Page } from '@playwright/test';
import { distanceText } from '../src/app/features/details/distance-text.ts';
import { navigationLinks } from '../src/shared/domain/navigation-links.ts';
import { hoursOnDayOf, openStatusAt } from '../src/shared/domain/opening-status.ts';
import { haversineKm } from '../src/shared/domain/trip-route.ts';
import { APP_READY, expect, test } from './fixtures/app-test.ts';
import { expectedOpenLabel } from './fixtures/expected-open-label.ts';

type Listed = { id: number };
type Point = { id: number; type: string; title: string; url: string; latitude: number; longitude: number };
type Place = {
  id: number;
  title: string;
  url: string;
  location: { latitude: number; longitude: number };
  openingHours: Record<string, unknown>;
  nearby: Point[];
};

const json = async <T>(request: APIRequestContext, url: string): Promise<T> =>
  (await (await request.get(url)).json()) as T;

/** A winemaker with a position, regular opening hours and neighbours, as its detail shows it. */
async function winemaker(request: APIRequestContext): Promise<Place> {
  const { items } = await json<{ items: Listed[] }>(request, '/api/wineEntity?t=winemaker&limit=30&locale=cs');
  for (const { id } of items) {
    const detail = await json<Omit<Place, 'nearby'> & { location: Place['location'] | null; openingHours: unknown }>(
      request,
      `/api/wineEntityDetail?id=${id}&locale=cs`,
    );
    if (!detail.location || !detail.openingHours) continue;
    const { items: nearby } = await json<{ items: Point[] }>(
      request,
      `/api/nearby?placeType=wine_entity&id=${id}&locale=cs`,
    );
    if (nearby.length >= 3)
      return {
        ...detail,
        location: detail.location,
        openingHours: detail.openingHours as Place['openingHours'],
        nearby,
      };
  }
  throw new Error('no winemaker with a position, hours and neighbours in the data set');
}

/**
 * What the Czech line by the title says of today now: "Dnes 10:00–18:00 · Otevřeno do 18:00", without today's hours
 * before the opening (the status names the time) or on a closed day.
 */
function expectedToday(hours: unknown, now = new Date()): string {
  const status = openStatusAt(hours, now);
  const today = hoursOnDayOf(hours, now);
  const label = expectedOpenLabel(hours, now);
  const opensToday = status.kind === 'closed' && status.opens?.inDays === 0;
  return today.from && !opensToday ? `Dnes ${today.from}–${today.to} · ${label}` : label;
}

const where = (page: Page) => page.getByTestId('detail-where');

/** Counts the pages' requests for the position, so a test can tell that none was made before a click. */
async function countPositionRequests(page: Page) {
  await page.addInitScript(() => {
    const calls: string[] = [];
    Object.assign(window, { positionRequests: calls });
    const geolocation = navigator.geolocation;
    const ask = geolocation.getCurrentPosition.bind(geolocation);
    const watch = geolocation.watchPosition.bind(geolocation);
    geolocation.getCurrentPosition = (...args) => (calls.push('current'), ask(...args));
    geolocation.watchPosition = (...args) => (calls.push('watch'), watch(...args));
  });
  return () => page.evaluate(() => (window as unknown as { positionRequests: string[] }).positionRequests.length);
}

/** Brno's Freedom Square, where the traveller stands when they allow their location. */
const BRNO = { latitude: 49.1951, longitude: 16.6068 };

for (const size of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${size.width}×${size.height}`, () => {
    test.use({ viewport: size });

    test('today’s hours by the title; a map of the place and its neighbours, whose pin leads to its detail', async ({
      page,
      request,
    }, testInfo) => {
      const place = await winemaker(request);
      await page.goto(place.url);
      await expect(page.locator('.detail__hero').getByTestId('today-hours')).toHaveText(
        expectedToday(place.openingHours),
      );

      // The map starts once its box comes near the screen.
      await where(page).locator('.detail-map').scrollIntoViewIfNeeded();
      const map = where(page).getByTestId('detail-map');
      await expect(map).toHaveAttribute('data-nearby', String(place.nearby.length));
      const here = map.locator('.detail-map__here');
      await expect(here).toHaveCount(1);
      await expect(here).toHaveAttribute('title', place.title);
      const pins = map.locator('.detail-map__pin');
      await expect(pins).toHaveCount(place.nearby.length);
      await expect(where(page).getByText(`V okolí: ${place.nearby.length} míst`)).toBeVisible();
      // Every neighbour is in view, as is the place.
      const box = await map.boundingBox();
      if (!box) throw new Error('map not laid out');
      for (const marker of [here, ...(await pins.all())]) {
        const pin = await marker.boundingBox();
        if (!pin) throw new Error('pin not laid out');
        expect(pin.x + pin.width / 2).toBeGreaterThanOrEqual(box.x);
        expect(pin.x + pin.width / 2).toBeLessThanOrEqual(box.x + box.width);
        expect(pin.y + pin.height).toBeGreaterThanOrEqual(box.y);
        expect(pin.y + pin.height).toBeLessThanOrEqual(box.y + box.height);
      }
      await page.screenshot({ path: testInfo.outputPath(`detail-where-${size.width}.png`) });
      await page.locator('.detail__hero').screenshot({ path: testInfo.outputPath(`detail-hero-${size.width}.png`) });

      const neighbour = place.nearby[place.nearby.length - 1];
      if (!neighbour) throw new Error('no neighbour');
      await pins.nth(place.nearby.length - 1).click();
      const bubble = map.locator('.leaflet-popup .map-bubble');
      await expect(bubble.getByRole('link', { name: neighbour.title })).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`detail-bubble-${size.width}.png`) });
      await bubble.getByRole('link', { name: 'Detail' }).click();
      await expect(page).toHaveURL(neighbour.url);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(neighbour.title);
    });

    test('at an hour the place is open, the line names today’s hours and until when it is open', async ({
      page,
      request,
    }, testInfo) => {
      const place = await winemaker(request);
      // Half past the next hour from tomorrow on at which the place is open, by its hours.
      const start = Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 24 * 3_600_000 + 30 * 60_000;
      const at = Array.from({ length: 8 * 24 }, (_, hour) => new Date(start + hour * 3_600_000)).find(
        (moment) => openStatusAt(place.openingHours, moment).kind === 'open',
      );
      if (!at) throw new Error('the place is never open');
      await page.clock.setFixedTime(at);
      await page.goto(place.url);
      const line = page.locator('.detail__hero').getByTestId('today-hours');
      const { from, to } = hoursOnDayOf(place.openingHours, at);
      await expect(line).toHaveText(`Dnes ${from}–${to} · Otevřeno do ${to}`);
      expect(expectedToday(place.openingHours, at)).toBe(`Dnes ${from}–${to} · Otevřeno do ${to}`);
      await page
        .locator('.detail__hero')
        .screenshot({ path: testInfo.outputPath(`detail-hero-open-${size.width}.png`) });
    });

    test.describe('with the location allowed', () => {
      test.use({ permissions: ['geolocation'], geolocation: BRNO });

      test('"Jak daleko to mám?" asks for the position only on a click and says how far it is', async ({
        page,
        request,
      }) => {
        const place = await winemaker(request);
        const requests = await countPositionRequests(page);
        await page.goto(place.url);
        const button = where(page).getByRole('button', { name: 'Jak daleko to mám?' });
        await expect(button).toBeVisible();
        expect(await requests()).toBe(0);
        await button.click();
        await expect(where(page).getByTestId('distance-from-user')).toHaveText(
          `${distanceText(haversineKm(BRNO, place.location), 'cs')} od vás`,
        );
        expect(await requests()).toBe(1);
        await where(page)
          .locator('.detail-where__tools')
          .screenshot({ path: test.info().outputPath(`detail-distance-${size.width}.png`) });
      });
    });

    test('with the location refused, the distance says why it is unknown', async ({ page, request, context }) => {
      await context.clearPermissions();
      const place = await winemaker(request);
      await page.goto(place.url);
      await where(page).getByRole('button', { name: 'Jak daleko to mám?' }).click();
      await expect(where(page).getByTestId('distance-from-user')).toHaveText(
        'Přístup k poloze jste nepovolili, vzdálenost proto neznáme.',
      );
      await where(page)
        .locator('.detail-where__tools')
        .screenshot({ path: test.info().outputPath(`detail-denied-${size.width}.png`) });
    });
  });
}

test('on a desktop, Navigovat by the map offers Mapy.cz and Google Maps', async ({ page, request }) => {
  const place = await winemaker(request);
  await page.goto(place.url);
  const [mapy, google] = navigationLinks({ ...place.location, name: place.title }, 'desktop');
  await where(page).locator('summary', { hasText: 'Navigovat' }).click();
  await expect(where(page).getByRole('link', { name: 'Mapy.cz' })).toHaveAttribute('href', mapy?.href ?? '');
  await expect(where(page).getByRole('link', { name: 'Google Maps' })).toHaveAttribute('href', google?.href ?? '');
});

for (const phone of [
  {
    name: 'an Android phone',
    platform: 'android' as const,
    userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126 Mobile',
  },
  {
    name: 'an iPhone',
    platform: 'ios' as const,
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  },
]) {
  test.describe(`on ${phone.name}`, () => {
    test.use({ viewport: { width: 390, height: 844 }, userAgent: phone.userAgent });

    test('Navigovat by the map opens the device’s maps', async ({ page, request }) => {
      const place = await winemaker(request);
      await page.goto(place.url);
      const [device] = navigationLinks({ ...place.location, name: place.title }, phone.platform);
      const navigate = where(page).getByRole('link', { name: 'Navigovat' });
      await expect(navigate).toHaveAttribute('href', device?.href ?? '');
      expect(device?.href).toMatch(phone.platform === 'android' ? /^geo:/ : /^https:\/\/maps\.apple\.com\/\?daddr=/);
    });
  });
}

test('a restaurant’s detail has its map among its neighbours and its distance button', async ({ page, request }) => {
  const { items } = await json<{ items: (Listed & { location: Place['location'] | null })[] }>(
    request,
    '/api/restaurant?limit=20&locale=cs',
  );
  const listed = items.find((item) => item.location !== null);
  if (!listed) throw new Error('no restaurant with a position');
  const restaurant = await json<{ title: string; url: string }>(
    request,
    `/api/restaurantDetail?id=${listed.id}&locale=cs`,
  );
  const { items: nearby } = await json<{ items: Point[] }>(
    request,
    `/api/nearby?placeType=restaurant&id=${listed.id}&locale=cs`,
  );
  await page.goto(restaurant.url);
  await where(page).locator('.detail-map').scrollIntoViewIfNeeded();
  const map = where(page).getByTestId('detail-map');
  await expect(map).toHaveAttribute('data-nearby', String(nearby.length));
  await expect(map.locator('.detail-map__here')).toHaveAttribute('title', restaurant.title);
  await expect(map.locator('.detail-map__pin')).toHaveCount(nearby.length);
  await expect(where(page).getByRole('button', { name: 'Jak daleko to mám?' })).toBeVisible();
});

test('on a phone a map under the first screen waits for the visitor: its code loads once a scroll brings it near', async ({
  page,
  request,
}) => {
  const place = await winemaker(request);
  await page.setViewportSize({ width: 412, height: 823 });
  const mapCode: string[] = [];
  page.on('request', (asked) => {
    if (/\/assets\/(detail-map-canvas|place-map)-/.test(asked.url())) mapCode.push(asked.url());
  });
  await page.goto(place.url);
  await page.locator(APP_READY).waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  // This winemaker's map lies more than a quarter of a screen under the first screen.
  const box = await where(page).locator('.detail-map').boundingBox();
  expect(box?.y).toBeGreaterThan(823 + 200);
  expect(mapCode).toEqual([]);
  await where(page).locator('.detail-map').scrollIntoViewIfNeeded();
  await expect(where(page).getByTestId('detail-map')).toBeVisible();
  expect(mapCode.length).toBeGreaterThan(0);
});

test('on a phone the title stays where the server drew it when the app writes a two-row line of today’s hours', async ({
  browser,
  request,
}) => {
  const place = await winemaker(request);
  // Half an hour after a closing, from tomorrow on: "Dnes 14:00–20:00 · Zavřeno · otevře zítra v 10:00", the longest
  // line, two rows on a phone.
  const start = Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 24 * 3_600_000 + 30 * 60_000;
  const at = Array.from({ length: 8 * 24 }, (_, hour) => new Date(start + hour * 3_600_000)).find((moment) => {
    const status = openStatusAt(place.openingHours, moment);
    return status.kind === 'closed' && status.opens?.inDays === 1 && hoursOnDayOf(place.openingHours, moment).from;
  });
  if (!at) throw new Error('the place never closes for the night on a day it opens');
  const title = async (javaScriptEnabled: boolean) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled });
    const page = await context.newPage();
    await page.clock.setFixedTime(at);
    await page.goto(place.url);
    if (javaScriptEnabled) {
      const line = page.locator('.detail__hero').getByTestId('today-hours');
      await expect(line).toHaveText(expectedToday(place.openingHours, at));
      expect((await line.boundingBox())?.height).toBeGreaterThan(40);
    }
    const drawn = await page.getByRole('heading', { level: 1 }).boundingBox();
    await context.close();
    return drawn;
  };
  const server = await title(false);
  expect(server).not.toBeNull();
  expect(await title(true)).toEqual(server);
});
