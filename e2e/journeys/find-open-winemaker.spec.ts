import type { APIRequestContext, Page } from '@playwright/test';
import { openStatusAtMoment, parsePragueMoment, pragueMoment } from '../../src/shared/domain/opening-status.ts';
import { expect, test } from '../fixtures/app-test.ts';
import { signInNewTraveller, type TravellerSession } from '../fixtures/traveller-session.ts';
import { Journey, SCREENS } from './journey.ts';

// Traveller task (a): from the home page, find a winemaker in Mikulov open next Saturday at 15:00 and save it.
const LIMIT = 9;
const SATURDAY = 6;

/** Next Saturday at 15:00 on Prague's clock, as the date-and-time field takes it. */
function nextSaturdayAtThree(now: Date): string {
  const today = pragueMoment(now);
  const date = new Date(Date.UTC(today.year, today.month - 1, today.day));
  do date.setUTCDate(date.getUTCDate() + 1);
  while (date.getUTCDay() !== SATURDAY);
  return `${date.toISOString().slice(0, 10)}T15:00`;
}

async function placeOf(request: APIRequestContext, url: string) {
  const id = /\/(\d+)-[^/]*$/.exec(url)?.[1];
  const answer = await request.get(`/api/wineEntityDetail?id=${id}&locale=cs`);
  return (await answer.json()) as { id: number; city: string; openingHours: unknown };
}

async function isFavorite(request: APIRequestContext, session: TravellerSession, placeId: number) {
  const answer = await request.get(
    `/api/user/getSinglePlaceData?userId=${session.user.id}&placeType=wine_entity&placeId=${placeId}`,
    { headers: { Authorization: `Bearer ${session.accessToken}` } },
  );
  return ((await answer.json()) as { place: { isFavorite: boolean } }).place.isFavorite;
}

const results = (page: Page) => page.getByTestId('place-list').locator(':scope > *');

for (const screen of SCREENS) {
  test.describe(`${screen.name} (${screen.viewport.width} px)`, () => {
    test.use({ viewport: screen.viewport, hasTouch: screen.hasTouch, isMobile: screen.isMobile });

    test(`(a) a winemaker in Mikulov open next Saturday at 15:00, saved, in at most ${LIMIT} steps`, async ({
      page,
      request,
    }, testInfo) => {
      const session = await signInNewTraveller(page, request);
      const journey = new Journey(page, testInfo, screen.hasTouch);
      const saturday = nextSaturdayAtThree(new Date());
      await page.goto('/cs');
      await journey.screen('home');

      const header = page.getByRole('banner');
      if (screen.name === 'phone') await journey.tap(header.getByRole('button', { name: 'Menu' }));
      await journey.tap(header.getByRole('link', { name: 'Vinaři', exact: true }));
      await expect(page).toHaveURL(/\/cs\/vinari/);
      // On a phone the filter is a sheet over the list; on a desktop it is beside it and the list follows at once.
      const filter = screen.name === 'phone' ? page.getByRole('dialog', { name: 'Filtr' }) : page;
      if (screen.name === 'phone') await journey.tap(page.getByRole('button', { name: /Zobrazit filtr/ }));
      await journey.tap(filter.getByRole('checkbox', { name: /^Mikulov\s*\d+$/ }));
      await journey.tap(filter.getByRole('radio', { name: /^Ve zvolený čas/ }));
      await journey.type(filter.getByLabel('Datum a čas'), saturday);
      if (screen.name === 'phone') await journey.tap(filter.getByRole('button', { name: /^Zobrazit \d+ výsledk/ }));
      await expect(page).toHaveURL(new RegExp(`o=${encodeURIComponent(saturday).replace(/%3A/gi, '(%3A|:)')}`));
      await journey.screen('list');

      // The list has followed the filter once its first result is in Mikulov (it keeps the previous page meanwhile).
      const first = results(page).first();
      await expect(first).toContainText('Mikulov');
      const title = (await first.getByRole('link').first().textContent())?.trim() ?? '';
      const url = (await first.getByRole('link').first().getAttribute('href')) ?? '';
      await journey.tap(first.getByRole('button', { name: `Oblíbené: ${title}` }));
      await expect(first.getByRole('button', { name: `Oblíbené: ${title}` })).toHaveAttribute('aria-pressed', 'true');

      expect(journey.steps()).toBeLessThanOrEqual(LIMIT);
      // What was saved is what was asked for: in Mikulov, and open then by its own opening hours.
      const place = await placeOf(request, url);
      expect(place.city).toBe('Mikulov');
      const moment = parsePragueMoment(saturday);
      expect(moment).not.toBeNull();
      if (moment) expect(openStatusAtMoment(place.openingHours, moment).kind).toBe('open');
      await expect.poll(() => isFavorite(request, session, place.id)).toBe(true);
    });
  });
}
