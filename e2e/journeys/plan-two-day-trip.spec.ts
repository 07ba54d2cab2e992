import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../fixtures/app-test.ts';
import { signInNewTraveller, type TravellerSession } from '../fixtures/traveller-session.ts';
import { Journey, SCREENS } from './journey.ts';

// Traveller task (issue 29): plan a two-day trip of 8 places, rearrange it, see the drives and a closed stop, then,
// with no signal, keep a note and a bought wine that reach the server once.
const LIMIT = 30;
const NOTE = 'Zeptat se na Pálavu ze sklepa pod kostelem';
const WINE = 'Ryzlink z vinice Pod Kamenem';

interface PlanRead {
  days: { id: string; position: number }[];
  stops: { placeId: number; placeType: string; dayId: string | null; note: string }[];
  logs: { kind: string; wineName: string; price: number | null }[];
}

async function serverPlan(request: APIRequestContext, session: TravellerSession, tripId: string): Promise<PlanRead> {
  const answer = await request.get(`/api/trip/places?locale=cs&tripId=${tripId}&userId=${session.user.id}`, {
    headers: { Authorization: `Bearer ${session.accessToken}` },
  });
  return ((await answer.json()) as { data: PlanRead }).data;
}

for (const screen of SCREENS) {
  test.describe(`${screen.name} (${screen.viewport.width} px)`, () => {
    test.use({ viewport: screen.viewport, hasTouch: screen.hasTouch, isMobile: screen.isMobile });

    test(`plan a two-day trip, rearrange it, and log a visit offline that reaches the server once (≤ ${LIMIT} steps)`, async ({
      page,
      request,
      context,
    }, testInfo) => {
      test.setTimeout(180_000);
      const session = await signInNewTraveller(page, request);
      const journey = new Journey(page, testInfo, screen.hasTouch);
      await page.goto('/cs/muj-ucet');

      // A new trip.
      await journey.tap(page.getByRole('button', { name: 'Vytvořit výlet' }));
      const modal = page.getByRole('dialog', { name: 'Nový výlet' });
      await journey.type(modal.getByLabel('Název'), 'Pálava na dva dny');
      await journey.tap(modal.getByRole('button', { name: 'Vytvořit výlet' }));
      await expect(page.getByRole('heading', { level: 1, name: 'Pálava na dva dny' })).toBeVisible();
      const tripId = page.url().replace(/.*\/vylet\//, '');

      // 8 places from the places search.
      await journey.tap(page.getByRole('button', { name: 'Hledat místa' }));
      const search = page.getByRole('dialog', { name: 'Hledat místa pro výlet' });
      await journey.tap(search.getByRole('checkbox', { name: /^Vinaři/ }));
      await journey.type(search.getByLabel('Název nebo obec'), 'Mikulov');
      await search.getByLabel('Název nebo obec').press('Enter');
      await expect(search.getByText(/^Nalezeno: \d+/)).toBeVisible();
      const ticks = search.locator('.place-checklist input[type="checkbox"]');
      for (let i = 0; i < 8; i++) await journey.tap(ticks.nth(i));
      await journey.tap(search.getByRole('button', { name: 'Přidat (8)' }));
      await expect(page.getByTestId('trip-count')).toHaveText('8 položek');

      // Split into two days; the first day gets a date and an early start.
      await journey.tap(page.getByRole('button', { name: 'Rozdělit do dní' }));
      const dayOne = page.getByTestId('day-1');
      const dayTwo = page.getByTestId('day-2');
      await expect(dayOne.getByTestId('trip-places').getByRole('listitem')).toHaveCount(4);
      await expect(dayTwo.getByTestId('trip-places').getByRole('listitem')).toHaveCount(4);
      await journey.type(dayOne.getByLabel('Datum'), '2027-05-15');
      await journey.type(dayOne.getByLabel('Začátek'), '06:00');

      // Leg times between stops, and a stop closed when the plan reaches it (at six in the morning).
      await expect(dayOne.getByTestId('trip-leg').first()).toContainText(/\d+ min/);
      await expect(dayOne.getByTestId('day-totals')).toContainText(/km · \d/);
      await expect(dayOne.getByTestId('stop-timing').first()).toContainText('příjezd 06:00');
      await expect(dayOne.getByTestId('stop-timing').filter({ hasText: 'Zavřeno' }).first()).toBeVisible();
      await journey.screen('days');

      // Drag the first day's last stop into the second day (on a phone, with the itinerary's sheet raised).
      if (screen.name === 'phone') {
        const sheet = page.locator('.bottom-sheet');
        await journey.tap(page.getByRole('button', { name: /^Výška panelu/ }));
        await expect(sheet).toHaveAttribute('data-snap', 'full');
      }
      const moved = dayOne.getByTestId('trip-places').getByRole('listitem').last();
      const movedTitle = (await moved.locator('.itinerary__title').textContent()) ?? '';
      await journey.drag(
        moved.getByRole('button', { name: /^Přesunout / }),
        dayTwo.getByTestId('trip-places').getByRole('listitem').first(),
      );
      await expect(dayTwo.getByTestId('trip-places').getByRole('listitem')).toHaveCount(5);
      await expect(dayTwo.getByTestId('trip-places')).toContainText(movedTitle);

      // Optimise the second day: the drive before → after, never longer.
      await journey.tap(dayTwo.getByRole('button', { name: 'Optimalizovat trasu' }));
      const optimised = dayTwo.getByTestId('optimised');
      await expect(optimised).toContainText(/km/);
      const figures = ((await optimised.textContent()) ?? '').match(/([\d.]+) km → ([\d.]+) km|\(([\d.]+) km\)/);
      expect(Number(figures?.[2] ?? figures?.[3])).toBeLessThanOrEqual(Number(figures?.[1] ?? figures?.[3]));
      await expect(page.getByTestId('sync-pending')).toHaveCount(0, { timeout: 15_000 });
      await journey.screen('optimised');

      // No signal: the app from the service worker, a note and a bought wine on the first stop, kept through a reload.
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      await page.reload();
      await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
      await expect(page.getByRole('heading', { level: 1, name: 'Pálava na dva dny' })).toBeVisible();
      await context.setOffline(true);
      const details = page.getByTestId('day-1').getByTestId('stop-details').first();
      await journey.tap(details.locator('summary'));
      await journey.type(details.getByLabel('Poznámka'), NOTE);
      await journey.tap(details.getByRole('button', { name: 'Přidat víno' }));
      const form = details.getByRole('form', { name: 'Přidat víno' });
      await journey.tap(form.getByText('Koupeno', { exact: true }));
      await journey.type(form.getByRole('combobox', { name: 'Víno' }), WINE);
      await journey.type(form.getByLabel('Cena (Kč)'), '280');
      await journey.tap(form.getByRole('button', { name: 'Přidat do deníku' }));
      const log = details.getByRole('list', { name: 'Ochutnáno a koupeno' });
      await expect(log.getByRole('listitem')).toHaveCount(1);

      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Pálava na dva dny' })).toBeVisible();
      const kept = page.getByTestId('day-1').getByTestId('stop-details').first();
      await expect(kept.locator('summary')).toContainText('Poznámka · 1 víno');
      let offline = await serverPlan(request, session, tripId);
      expect(offline.logs).toHaveLength(0);
      expect(offline.stops.some((stop) => stop.note === NOTE)).toBe(false);
      await journey.screen('offline');

      // Back online: the server holds exactly those changes, once.
      await context.setOffline(false);
      await expect
        .poll(async () => (await serverPlan(request, session, tripId)).logs.length, { timeout: 30_000 })
        .toBe(1);
      await expect(page.getByTestId('sync-pending')).toHaveCount(0, { timeout: 15_000 });
      offline = await serverPlan(request, session, tripId);
      expect(offline.logs).toEqual([expect.objectContaining({ kind: 'bought', wineName: WINE, price: 280 })]);
      expect(offline.stops.filter((stop) => stop.note === NOTE)).toHaveLength(1);
      expect(offline.days).toHaveLength(2);
      const [first, second] = [...offline.days].sort((a, b) => a.position - b.position);
      expect(offline.stops.filter((stop) => stop.dayId === first?.id)).toHaveLength(3);
      expect(offline.stops.filter((stop) => stop.dayId === second?.id)).toHaveLength(5);

      expect(journey.steps()).toBeLessThanOrEqual(LIMIT);
    });
  });
}
