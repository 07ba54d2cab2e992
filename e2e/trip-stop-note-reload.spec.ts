import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/app-test.ts';
import { signInNewTraveller } from './fixtures/traveller-session.ts';
import { buildTrip, readTrip, searchPlaces } from './fixtures/trip-builder.ts';
import { withoutBackgroundSync } from './fixtures/without-background-sync.ts';

test.use({ viewport: { width: 1280, height: 800 } });

/** The first stop's note box, its details opened. */
async function firstStopNote(page: Page) {
  const details = page.getByTestId('stop-details').first();
  if ((await details.getAttribute('open')) === null) await details.locator('summary').click();
  return details.getByLabel('Poznámka');
}

test("a stop's note typed a moment before a reload, online or offline, is there after it", async ({
  page,
  request,
  context,
}) => {
  await withoutBackgroundSync(page);
  const session = await signInNewTraveller(page, request, 'Eva Poznámková');
  const { tripId } = await buildTrip(request, session, 'Poznámky z Mikulova', await searchPlaces(request, 1));
  await page.goto(`/cs/vylet/${tripId}`);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  await (await firstStopNote(page)).fill('Sklep pod kostelem, zvonit dvakrát');
  await page.reload();
  await expect(await firstStopNote(page)).toHaveValue('Sklep pod kostelem, zvonit dvakrát');

  await context.setOffline(true);
  await (await firstStopNote(page)).fill('Zvonit dvakrát, vzít hotovost');
  await page.reload();
  await expect(await firstStopNote(page)).toHaveValue('Zvonit dvakrát, vzít hotovost');
  await context.setOffline(false);

  // Back online, the server gets the last note.
  await expect
    .poll(async () => (await readTrip(request, tripId)).stops[0]?.note, { timeout: 30_000 })
    .toBe('Zvonit dvakrát, vzít hotovost');
});
