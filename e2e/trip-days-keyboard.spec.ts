import { expect, test } from './fixtures/app-test.ts';
import { signInNewTraveller } from './fixtures/traveller-session.ts';

type Place = { id: number; type: string; title: string; latitude: number | null };

test('a stop moves to the next day from the keyboard, and a day is deleted only after a confirmation', async ({
  page,
  request,
}) => {
  const session = await signInNewTraveller(page, request);
  const headers = { Authorization: `Bearer ${session.accessToken}` };
  const places = (
    (await (await request.get('/api/trip/places-search?locale=cs&s=Mikulov&t=winemaker&limit=10')).json()) as {
      places: Place[];
    }
  ).places
    .filter((place) => place.latitude !== null)
    .slice(0, 4);
  expect(places).toHaveLength(4);
  const tripId = crypto.randomUUID();
  const [dayOne, dayTwo] = [crypto.randomUUID(), crypto.randomUUID()];
  const post = (path: string, data: object) => request.post(path, { data, headers });
  await post('/api/trip/create', { id: tripId, title: 'Klávesnicí', userId: session.user.id });
  await post('/api/trip/add-places', {
    tripId,
    places: places.map((place) => ({ placeId: place.id, placeType: place.type })),
  });
  for (const [position, dayId] of [dayOne, dayTwo].entries())
    await post('/api/trip/day/save', { tripId, dayId, position, date: null, startTime: '10:00' });
  await post('/api/trip/stops/place', {
    tripId,
    stops: places.map((place, index) => ({
      placeId: place.id,
      placeType: place.type,
      dayId: index < 2 ? dayOne : dayTwo,
      position: index,
    })),
  });

  await page.goto(`/cs/vylet/${tripId}`);
  const first = page.getByTestId('day-1').getByTestId('trip-places').getByRole('listitem');
  const second = page.getByTestId('day-2').getByTestId('trip-places').getByRole('listitem');
  await expect(first).toHaveCount(2);
  await expect(second).toHaveCount(2);

  const moved = places[1]?.title ?? '';
  const handle = page.getByRole('button', { name: `Přesunout ${moved}`, exact: true });
  // The handle becomes draggable once the page is taken over.
  await expect(handle).toHaveAttribute('aria-roledescription', 'přesouvatelné místo');
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  // Down once is over the next day (the board shows it there at once), Space puts it down.
  await page.keyboard.press('ArrowDown');
  await expect(second).toHaveCount(3);
  await page.keyboard.press('Space');
  await expect(first).toHaveCount(1);
  await expect(second).toHaveCount(3);
  await expect(page.getByTestId('day-2').getByTestId('trip-places')).toContainText(moved);
  await expect
    .poll(async () => {
      const answer = await request.get(`/api/trip/places?locale=cs&tripId=${tripId}`);
      const { data } = (await answer.json()) as { data: { stops: { placeId: number; dayId: string | null }[] } };
      return data.stops.find((stop) => stop.placeId === places[1]?.id)?.dayId;
    })
    .toBe(dayTwo);

  // Deleting a day asks first; its stops stay in the trip, without a day.
  await page.getByRole('button', { name: 'Smazat den: Den 1' }).click();
  const confirm = page.getByRole('dialog', { name: 'Smazat Den 1?' });
  await confirm.getByRole('button', { name: 'Zrušit' }).first().click();
  await expect(first).toHaveCount(1);
  await page.getByRole('button', { name: 'Smazat den: Den 1' }).click();
  await confirm.getByRole('button', { name: 'Smazat den' }).click();
  await expect(page.getByTestId('day-2')).toHaveCount(0);
  await expect(page.getByTestId('day-1').getByTestId('trip-places').getByRole('listitem')).toHaveCount(3);
  await expect(page.getByTestId('day-unplanned').getByTestId('trip-places').getByRole('listitem')).toHaveCount(1);
});
