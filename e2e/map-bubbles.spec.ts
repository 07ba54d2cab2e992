import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures/app-test.ts';
import { openFirstPinBubble } from './fixtures/map-bubble.ts';

/** A coordinate as route links give it: to the micro-degree (about 10 cm). */
const micro = (value: number) => String(Math.round(value * 1e6) / 1e6);

interface Point {
  id: number;
  title: string;
  latitude: number;
  longitude: number;
  rating?: number | null;
  ratingCount?: number | null;
}

/** The bubble's point, found in the map's answer by the id in the bubble's detail link. */
async function pointOf(page: Page, bubble: Locator, type: string): Promise<Point> {
  const href = (await bubble.locator('a.map-bubble__title').getAttribute('href')) ?? '';
  const id = Number(href.match(/\/(\d+)-/)?.[1]);
  const answer = (await (await page.request.get(`/api/map?locale=cs&t=${type}`)).json()) as { items: Point[] };
  const point = answer.items.find((item) => item.id === id);
  if (!point) throw new Error(`no point ${id}`);
  return point;
}

async function expectBubbleParts(page: Page, bubble: Locator, type: string, label: string) {
  const point = await pointOf(page, bubble, type);
  await expect(bubble.locator('a.map-bubble__title')).toHaveText(point.title);
  await expect(bubble.locator('.map-bubble__type')).toHaveText(label);
  if (point.ratingCount) await expect(bubble.getByTestId('bubble-rating')).toHaveText(/^★ [1-5] \(\d+\)$/);
  else await expect(bubble.getByTestId('bubble-rating')).toHaveCount(0);
  const detail = bubble.getByRole('link', { name: 'Detail', exact: true });
  await expect(detail).toHaveAttribute(
    'href',
    (await bubble.locator('a.map-bubble__title').getAttribute('href')) ?? '-',
  );
  await expect(bubble.getByRole('link', { name: 'Navigovat' })).toHaveAttribute(
    'href',
    `https://www.google.com/maps/dir/?api=1&destination=${micro(point.latitude)},${micro(point.longitude)}`,
  );
  await expect(bubble.getByRole('button', { name: /^Oblíbené: / })).toBeVisible();
  return point;
}

const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not visible');
  return found;
};

test.describe('on a 390 px touch screen', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a tap on a pin opens its bubble with image, type, rating (★ and count), Detail and Navigovat', async ({
    page,
  }) => {
    // Winemakers are rated in the seed: the bubble shows their stars.
    await page.goto('/cs/mapa#t=winemaker');
    await expect
      .poll(async () => Number(await page.getByTestId('place-map').getAttribute('data-points')))
      .toBeGreaterThan(0);
    const bubble = await openFirstPinBubble(page, (target) => target.tap({ force: true, timeout: 2000 }));
    const point = await expectBubbleParts(page, bubble, 'winemaker', 'Vinař');
    expect(point.ratingCount).toBeGreaterThan(0);
    await expect(bubble.locator('img')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('bubble-390.png') });
  });

  test('the two-finger hint sits above the pins, and is gone after a first two-finger use and a reload', async ({
    page,
  }) => {
    await page.goto('/cs/mapa#t=restaurant');
    const hint = page.getByTestId('map-touch-hint');
    await expect(hint).toBeVisible();
    await expect(hint).toContainText('Mapou pohybujte dvěma prsty.');
    const canvas = page.getByTestId('place-map');
    await expect(page.locator('.map-cluster, .map-pin').first()).toBeVisible();
    const hintBox = await box(hint);
    expect(hintBox.y + hintBox.height).toBeLessThanOrEqual((await box(canvas)).y + 0.5);
    for (const marker of await page.locator('.map-cluster, .map-pin').all()) {
      const markerBox = await marker.boundingBox();
      if (markerBox && markerBox.y + markerBox.height > hintBox.y && markerBox.y < hintBox.y + hintBox.height)
        expect(markerBox.y, 'a marker under the hint is clipped by the canvas').toBeGreaterThanOrEqual(
          hintBox.y + hintBox.height,
        );
    }

    // One finger does not count as a use of the hint: a tap on the map leaves it.
    await canvas.scrollIntoViewIfNeeded();
    const center = await box(canvas);
    const x = center.x + center.width / 2;
    const y = Math.min(center.y + center.height / 2, 800);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect(hint).toBeVisible();
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchStart',
      touchPoints: [
        { x: x - 40, y, id: 1 },
        { x: x + 40, y, id: 2 },
      ],
    });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect(hint).toHaveCount(0);
    await page.reload();
    await expect(page.locator('.map-cluster, .map-pin').first()).toBeVisible();
    await expect(hint).toHaveCount(0);
  });

  test('the tiles-unavailable note is a small badge in a corner of the map', async ({ page }) => {
    await page.goto('/cs/mapa');
    const badge = page.getByTestId('tiles-offline');
    await expect(badge).toHaveText('Podkladová mapa není dostupná');
    const badgeBox = await box(badge);
    const mapBox = await box(page.locator('.place-map'));
    expect(badgeBox.width).toBeLessThanOrEqual(240);
    expect(badgeBox.height).toBeLessThanOrEqual(40);
    expect(badgeBox.x - mapBox.x).toBeLessThanOrEqual(16);
    expect(mapBox.y + mapBox.height - (badgeBox.y + badgeBox.height)).toBeLessThanOrEqual(16);
  });
});

test('at 1280 px a click on a pin opens the bubble with Detail and Navigovat, and no rating when unrated', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/cs/mapa#t=restaurant');
  await expect
    .poll(async () => Number(await page.getByTestId('place-map').getAttribute('data-points')))
    .toBeGreaterThan(0);
  await expect(page.getByTestId('map-touch-hint')).toHaveCount(0);
  const bubble = await openFirstPinBubble(page);
  // Restaurants are unrated in the seed: no rating line.
  const point = await expectBubbleParts(page, bubble, 'restaurant', 'Restaurace');
  expect(point.ratingCount ?? 0).toBe(0);
  await page.screenshot({ path: test.info().outputPath('bubble-1280.png') });
});
