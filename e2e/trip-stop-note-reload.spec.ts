import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/app-test.ts';
import { signInNewTraveller } from './fixtures/traveller-session.ts';
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
  const headers = { Authorization: `Bearer ${session.accessToken}` };
  const search = await request.get('/api/trip/places-search?locale=cs&s=Mikulov&t=winemaker&limit=1');
  const place = ((await search.json()) as { places: { id: number; type: string }[] }).places[0];
  if (!place) throw new Error('no winemaker in Mikulov');
  const tripId = crypto.randomUUID();
  await request.post('/api/trip/create', {
    data: { id: tripId, title: 'Poznámky z Mikulova', userId: session.user.id },
    headers,
  });
  await request.post('/api/trip/add-places', {
    data: { tripId, places: [{ placeId: place.id, placeType: place.type }] },
    headers,
  });
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
    .poll(
      async () => {
        const plan = await request.get(`/api/trip/places?locale=cs&tripId=${tripId}`, { headers });
        return ((await plan.json()) as { data: { stops: { note: string }[] } }).data.stops[0]?.note;
      },
      { timeout: 30_000 },
    )
    .toBe('Zvonit dvakrát, vzít hotovost');
});
