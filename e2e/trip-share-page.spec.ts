import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures/app-test.ts';
import { signInNewTraveller } from './fixtures/traveller-session.ts';
import { buildTrip, placesOnMap, type TripBuilderPlace } from './fixtures/trip-builder.ts';

// Issue 29, point 8: the read-only share page shows the days, the itinerary and the map. The link is what the owner
// copies; whoever opens it is not signed in.

async function plannedTrip(request: APIRequestContext, page: Parameters<typeof signInNewTraveller>[0]) {
  const session = await signInNewTraveller(page, request);
  const places = await placesOnMap(request, 4);
  const { tripId } = await buildTrip(request, session, 'Sdílený víkend', places, {
    days: [
      { date: '2030-05-04', startTime: '10:00' },
      { date: '2030-05-05', startTime: '09:30' },
    ],
  });
  return { tripId, places };
}

const titlesOf = (places: readonly TripBuilderPlace[]) => places.map((place) => place.title);

test("a visitor with the link sees the trip's days, each day's stops with legs and times, and the map, and nothing to edit", async ({
  page,
  request,
  browser,
}) => {
  const { tripId, places } = await plannedTrip(request, page);
  const visitorContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/cs/vylet/${tripId}`);

  await expect(visitor.getByRole('heading', { level: 1, name: 'Sdílený víkend' })).toBeVisible();
  await expect(visitor.getByText('Prohlížíte sdílený výlet.')).toBeVisible();
  const dayOne = visitor.getByTestId('day-1');
  const dayTwo = visitor.getByTestId('day-2');
  await expect(dayOne.getByTestId('trip-places').getByRole('listitem')).toHaveCount(2);
  await expect(dayTwo.getByTestId('trip-places').getByRole('listitem')).toHaveCount(2);
  for (const title of titlesOf(places.slice(0, 2))) await expect(dayOne).toContainText(title);
  for (const title of titlesOf(places.slice(2))) await expect(dayTwo).toContainText(title);
  // A leg between the two stops of each day, and each stop's arrival on the day's date.
  await expect(dayOne.getByTestId('trip-leg')).toHaveCount(1);
  await expect(dayOne.getByTestId('stop-timing').first()).toContainText(/10:00/);
  await expect(dayTwo.getByTestId('stop-timing').first()).toContainText(/09:30/);
  // The map: a pin for each stop, and each day's route in the legend.
  const map = visitor.getByTestId('trip-map');
  await expect(map.locator('.map-stop')).toHaveCount(4);
  await expect(map.getByRole('list', { name: /./ }).getByRole('listitem')).toHaveCount(2);
  // Nothing of the owner's: no handles, no day or trip controls.
  await expect(visitor.getByRole('button', { name: /^Přesunout / })).toHaveCount(0);
  await expect(visitor.getByRole('button', { name: 'Optimalizovat trasu' })).toHaveCount(0);
  await expect(visitor.getByRole('button', { name: 'Smazat výlet' })).toHaveCount(0);
  await expect(visitor.getByRole('button', { name: /^Smazat den/ })).toHaveCount(0);
  await visitorContext.close();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("the server's page of a shared trip already holds its days and stops", async ({ page, request }) => {
    const { tripId, places } = await plannedTrip(request, page);
    await page.goto(`/cs/vylet/${tripId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Sdílený víkend' })).toBeVisible();
    await expect(page.getByTestId('day-1')).toContainText('Den 1');
    for (const title of titlesOf(places.slice(0, 2))) await expect(page.getByTestId('day-1')).toContainText(title);
    for (const title of titlesOf(places.slice(2))) await expect(page.getByTestId('day-2')).toContainText(title);
  });
});
