import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures/app-test.ts';
import { signInNewTraveller } from './fixtures/traveller-session.ts';
import { buildTrip, readTrip, type TripBuilderPlace } from './fixtures/trip-builder.ts';

// Issue 29, point 5: events on the trip's dates within a few kilometres of the route are suggested, and one tap adds one.

type EventItem = { id: number; title: string; dateFrom: string; municipality: string | null; location: unknown };

const kmBetween = (a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) => {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.latitude - a.latitude) * rad) / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(((b.longitude - a.longitude) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
};

/** An event with a place to visit within 3 km of it (not an event itself): a day trip the event would suit. */
async function eventWithPlacesNearby(request: APIRequestContext) {
  const { items } = (await (await request.get('/api/event?limit=40&locale=cs')).json()) as { items: EventItem[] };
  for (const event of items) {
    const at = event.location as { latitude: number; longitude: number } | null;
    if (!at || !event.municipality) continue;
    const search = `/api/trip/places-search?locale=cs&s=${encodeURIComponent(event.municipality)}&limit=20`;
    const { places } = (await (await request.get(search)).json()) as { places: TripBuilderPlace[] };
    const near = places.filter(
      (place) =>
        place.type !== 'event' &&
        place.latitude !== null &&
        place.longitude !== null &&
        kmBetween(at, { latitude: place.latitude, longitude: place.longitude }) < 3,
    );
    if (near.length >= 2) return { event, places: near.slice(0, 2) };
  }
  throw new Error('no event in the data set with two places to visit within 3 km');
}

test('events on the trip day near its stops are suggested, and one tap adds one to the trip', async ({
  page,
  request,
}) => {
  const session = await signInNewTraveller(page, request);
  const { event, places } = await eventWithPlacesNearby(request);
  const {
    tripId,
    dayIds: [dayId],
  } = await buildTrip(request, session, 'Na akci', places, {
    days: [{ date: event.dateFrom.slice(0, 10), startTime: '10:00' }],
  });

  await page.goto(`/cs/vylet/${tripId}`);
  await expect(page.getByTestId('trip-count')).toHaveText('2 položky');
  const suggestions = page.getByRole('region', { name: 'Akce na trase' });
  const suggested = suggestions.getByRole('listitem').filter({ hasText: event.title });
  await expect(suggested).toContainText(event.dateFrom.slice(0, 10));
  const km = Number((await suggested.locator('small').textContent())?.match(/([\d.,]+) km/)?.[1]?.replace(',', '.'));
  expect(km).toBeLessThanOrEqual(5);

  await suggested.getByRole('button', { name: `Přidat: ${event.title}` }).click();
  await expect(page.getByTestId('trip-count')).toHaveText('3 položky');
  await expect(suggestions.getByRole('listitem').filter({ hasText: event.title })).toHaveCount(0);
  // Into the day it is on, after its stops.
  await expect(page.getByTestId('day-1').getByTestId('trip-places').getByRole('listitem').last()).toContainText(
    event.title,
  );
  await expect
    .poll(async () => {
      const data = await readTrip(request, tripId);
      const events = data.places.filter((place) => place.type === 'event').map((place) => place.id);
      return {
        events,
        dayId: data.stops.find((stop) => stop.placeType === 'event' && stop.placeId === event.id)?.dayId,
      };
    })
    .toEqual({ events: [event.id], dayId });
});
