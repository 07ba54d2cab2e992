import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures/app-test.ts';
import { signInNewTraveller } from './fixtures/traveller-session.ts';
import { buildTrip, placesOnMap, readTrip } from './fixtures/trip-builder.ts';

// Issue 29, point 3: "optimise this day" shows the distance before → after and can be undone.

/** The trip's stops in the order the server holds them. */
async function serverOrder(request: APIRequestContext, tripId: string): Promise<number[]> {
  return [...(await readTrip(request, tripId)).stops]
    .sort((a, b) => a.position - b.position)
    .map((stop) => stop.placeId);
}

test('optimising a day zig-zagging between two towns shortens it, and "Vrátit" puts the order back, on the server too', async ({
  page,
  request,
}) => {
  const session = await signInNewTraveller(page, request);
  const [mikulov, valtice] = [await placesOnMap(request, 2), await placesOnMap(request, 2, 's=Valtice&t=winemaker')];
  // Mikulov, Valtice, Mikulov, Valtice: some 8 km back and forth on each leg.
  const zigZag = [mikulov[0], valtice[0], mikulov[1], valtice[1]].flatMap((place) => (place ? [place] : []));
  const { tripId } = await buildTrip(request, session, 'Cik cak', zigZag);
  const titles = zigZag.map((place) => place.title);
  const rows = page.getByTestId('trip-places').getByRole('listitem');

  await page.goto(`/cs/vylet/${tripId}`);
  await expect(rows).toHaveCount(4);
  for (const [index, title] of titles.entries()) await expect(rows.nth(index)).toContainText(title);

  await page.getByRole('button', { name: 'Optimalizovat trasu' }).click();
  const outcome = page.getByTestId('optimised');
  await expect(outcome).toContainText(/Trasa dne: [\d.]+ km → [\d.]+ km/);
  const [before, after] = ((await outcome.textContent()) ?? '').match(/[\d.]+(?= km)/g)?.map(Number) ?? [];
  expect(after).toBeLessThan(before ?? 0);
  // The two Mikulov stops are now next to each other, after the first.
  await expect(rows.nth(1)).toContainText(titles[2] ?? '');
  await expect.poll(() => serverOrder(request, tripId)).not.toEqual(zigZag.map((place) => place.id));

  await outcome.getByRole('button', { name: 'Vrátit' }).click();
  await expect(outcome).toHaveCount(0);
  for (const [index, title] of titles.entries()) await expect(rows.nth(index)).toContainText(title);
  await expect.poll(() => serverOrder(request, tripId)).toEqual(zigZag.map((place) => place.id));

  // After a reload the order is the server's: still the one put back.
  await page.reload();
  for (const [index, title] of titles.entries()) await expect(rows.nth(index)).toContainText(title);
});
