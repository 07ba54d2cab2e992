import type { APIRequestContext, BrowserContext, Page, Route } from '@playwright/test';
import { expect, test } from './fixtures/app-test.ts';
import { signInNewTraveller, signUpTraveller, type TravellerSession } from './fixtures/traveller-session.ts';
import { withoutBackgroundSync } from './fixtures/without-background-sync.ts';
import { openFirstPinBubble } from './fixtures/map-bubble.ts';

type Listed = { id: number; title: string; url: string };

const TRAVELLER = 'Karla Srdcová';

const bearer = (session: TravellerSession) => ({ Authorization: `Bearer ${session.accessToken}` });

/** The winemakers list's first page as /cs/vinari shows it. */
async function firstWinemakers(request: APIRequestContext): Promise<Listed[]> {
  const answer = await request.get('/api/wineEntity?locale=cs&t=winemaker&offset=0&limit=10');
  return ((await answer.json()) as { items: Listed[] }).items;
}

async function isFavorite(request: APIRequestContext, session: TravellerSession, placeType: string, placeId: number) {
  const answer = await request.get(
    `/api/user/getSinglePlaceData?userId=${session.user.id}&placeType=${placeType}&placeId=${placeId}`,
    { headers: bearer(session) },
  );
  return ((await answer.json()) as { place: { isFavorite: boolean } }).place.isFavorite;
}

/** How many cards lie at least two thirds inside the first screen. */
async function cardsInFirstScreen(page: Page): Promise<number> {
  return page.getByTestId('place-list').evaluate((list) => {
    const screen = window.innerHeight;
    return [...list.children].filter((card) => {
      const box = card.getBoundingClientRect();
      const shown = Math.min(box.bottom, screen) - Math.max(box.top, 0);
      return box.height > 0 && shown / box.height >= 2 / 3;
    }).length;
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('compact cards: three or more in the first screen, with type, town and a rating as ★ and count or none; a guest’s heart asks to sign in', async ({
    page,
    request,
  }) => {
    // One rating of the list's first place, so the list shows at least one.
    const [rated] = await firstWinemakers(request);
    if (!rated) throw new Error('no winemaker in the data set');
    const rater = await signUpTraveller(request, TRAVELLER);
    const rating = await request.post('/api/user/setPlaceState', {
      data: { userId: rater.user.id, placeType: 'wine_entity', placeId: rated.id, userRating: 5 },
      headers: bearer(rater),
    });
    expect(rating.ok()).toBe(true);

    await page.goto('/cs/vinari');
    const list = page.getByTestId('place-list');
    const cards = list.getByRole('listitem');
    await expect(cards).toHaveCount(10);
    expect(await cardsInFirstScreen(page)).toBeGreaterThanOrEqual(3);

    const first = cards.first();
    await expect(first.getByRole('heading')).toHaveText(rated.title);
    await expect(first.locator('.place-card__types')).toContainText('Vinař');
    await expect(first.getByTestId('card-rating')).toHaveText(/^★ [1-5] \(\d+\)$/);
    await expect(first.getByText(/^Hodnocení [1-5] z 5, počet hodnocení: \d+$/)).toBeAttached();
    // The first image loads at once and keeps its size; an unrated card says nothing of a rating.
    const image = first.locator('img.place-card__image');
    if ((await image.count()) > 0) {
      await expect(image).toHaveAttribute('loading', 'eager');
      await expect(image).toHaveAttribute('width', '418');
      await expect(image).toHaveAttribute('height', '244');
    }
    for (const text of await list.allInnerTexts()) expect(text).not.toContain('★ –');
    for (const shown of await list.getByTestId('card-rating').allInnerTexts())
      expect(shown).toMatch(/^★ [1-5] \(\d+\)$/);

    const heart = first.getByRole('button', { name: `Oblíbené: ${rated.title}` });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(page.getByRole('dialog', { name: 'Přihlášení' })).toBeVisible();
    await expect(page).toHaveURL(/[?&]signin=1/);
  });

  test('signed in, a card’s heart saves the favorite at once, keeps it after a reload and the detail page’s toggle shows it', async ({
    page,
    request,
  }) => {
    const session = await signInNewTraveller(page, request, TRAVELLER);
    const [place] = await firstWinemakers(request);
    if (!place) throw new Error('no winemaker in the data set');
    await page.goto('/cs/vinari');
    const card = page.getByTestId('place-list').getByRole('listitem').first();
    const heart = card.getByRole('button', { name: `Oblíbené: ${place.title}` });
    await expect(heart).toBeEnabled();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');

    // The cards' states are read again slowly from now on: the heart keeps what the server confirmed meanwhile, and a
    // reload shows it from the device's cache before the slow read is back.
    const slowStates = '**/api/user/getPlacesData?*';
    await page.route(slowStates, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 5000));
      await route.continue().catch(() => undefined);
    });
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => isFavorite(request, session, 'wine_entity', place.id)).toBe(true);
    await page.reload();
    await expect(heart).toHaveAttribute('aria-pressed', 'true', { timeout: 4000 });
    await page.unroute(slowStates);

    await card.getByRole('link', { name: place.title }).click();
    await expect(page).toHaveURL(new RegExp(`${place.url}$`));
    await expect(
      page.getByRole('group', { name: 'Moje místa' }).first().getByRole('button', { name: 'Oblíbené', exact: true }),
    ).toHaveAttribute('aria-pressed', 'true');

    await page.goBack();
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(() => isFavorite(request, session, 'wine_entity', place.id)).toBe(false);
  });
});

/** A new traveller, signed in, on the winemakers list: the second card's place and heart. `beforeLoad` runs first. */
async function secondHeartOfNewTraveller(page: Page, request: APIRequestContext, beforeLoad: () => Promise<void>) {
  await withoutBackgroundSync(page);
  const session = await signInNewTraveller(page, request, TRAVELLER);
  const [, place] = await firstWinemakers(request);
  if (!place) throw new Error('no second winemaker in the data set');
  await beforeLoad();
  await page.goto('/cs/vinari');
  const heart = page
    .getByTestId('place-list')
    .getByRole('listitem')
    .nth(1)
    .getByRole('button', { name: `Oblíbené: ${place.title}` });
  await expect(heart).toBeEnabled();
  return { session, place, heart };
}

/** The heart, pressed without a connection, shows at once; the server has it only once the connection is back. */
async function pressWhileOffline(
  context: BrowserContext,
  request: APIRequestContext,
  { session, place, heart }: Awaited<ReturnType<typeof secondHeartOfNewTraveller>>,
) {
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await heart.page().waitForTimeout(1500);
  expect(await isFavorite(request, session, 'wine_entity', place.id)).toBe(false);
  await context.setOffline(false);
  await expect.poll(() => isFavorite(request, session, 'wine_entity', place.id), { timeout: 20_000 }).toBe(true);
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
}

test('offline, a card’s heart is pressed at once and reaches the server once the connection is back', async ({
  page,
  request,
  context,
}) => {
  // The app is loaded whole before the connection drops (the first-visit test covers a drop while it loads).
  let syncCode: Promise<unknown> = Promise.resolve();
  const card = await secondHeartOfNewTraveller(page, request, async () => {
    syncCode = page.waitForResponse(/\/assets\/sync-machine-[^/]+\.js$/);
  });
  await syncCode;
  await page.waitForLoadState('networkidle');
  await context.setOffline(true);
  await pressWhileOffline(context, request, card);
});

test('on a desktop the cards stay a grid with the same facts and the heart on the image', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/cs/vinari');
  const cards = page.getByTestId('place-list').getByRole('listitem');
  await expect(cards).toHaveCount(10);
  const [one, two] = await Promise.all([cards.nth(0).boundingBox(), cards.nth(1).boundingBox()]);
  expect(one && two && Math.abs(one.y - two.y)).toBe(0);
  expect(two && one && two.x > one.x + one.width - 1).toBe(true);
  await expect(cards.first().locator('.place-card__types')).toContainText('Vinař');
  await expect(cards.first().getByRole('button', { name: /^Oblíbené: / })).toBeVisible();
  await expect(cards.first().locator('.place-card__perex')).toBeVisible();
});

test('a map bubble has the heart: a guest is asked to sign in, signed in it saves the place', async ({
  page,
  request,
}) => {
  const session = await signUpTraveller(request, TRAVELLER);
  const guestBubble = await (async () => {
    await page.goto('/cs/mapa#t=restaurant');
    return openFirstPinBubble(page);
  })();
  await guestBubble.getByRole('button', { name: /^Oblíbené: / }).click();
  await expect(page.getByRole('dialog', { name: 'Přihlášení' })).toBeVisible();

  await page.evaluate((token) => localStorage.setItem('vm.accessToken', token), session.accessToken);
  await page.goto('/cs/mapa#t=restaurant');
  const bubble = await openFirstPinBubble(page);
  const href = await bubble.locator('a.map-bubble__title').getAttribute('href');
  const placeId = Number(href?.match(/\/(\d+)-/)?.[1]);
  const heart = bubble.getByRole('button', { name: /^Oblíbené: / });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => isFavorite(request, session, 'restaurant', placeId)).toBe(true);
});

test('on a first visit, a heart pressed after the connection dropped while the app was loading reaches the server once it is back', async ({
  page,
  request,
  context,
}) => {
  // The connection drops while the app fetches the code it loads after the takeover; on a first visit no service
  // worker serves that code yet.
  const held: Route[] = [];
  const card = await secondHeartOfNewTraveller(page, request, async () => {
    await page.route('**/assets/query-persistence-*.js', (route) => {
      held.push(route);
    });
  });
  await expect.poll(() => held.length).toBe(1);
  await context.setOffline(true);
  await held[0]?.abort('internetdisconnected');
  await pressWhileOffline(context, request, card);
});
