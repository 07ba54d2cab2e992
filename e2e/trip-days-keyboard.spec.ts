import { expect, test } from './fixtures/app-test.ts';
import { signInNewTraveller } from './fixtures/traveller-session.ts';
import { buildTrip, placesOnMap, readTrip } from './fixtures/trip-builder.ts';

test('a stop moves to the next day from the keyboard, and a day is deleted only after a confirmation', async ({
  page,
  request,
}) => {
  const session = await signInNewTraveller(page, request);
  const places = await placesOnMap(request, 4);
  const {
    tripId,
    dayIds: [, dayTwo],
  } = await buildTrip(request, session, 'Klávesnicí', places, {
    days: [
      { date: null, startTime: '10:00' },
      { date: null, startTime: '10:00' },
    ],
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
  // It lands where the board showed it: first in the day, before the stop it arrived over.
  await expect(second.first()).toContainText(moved);
  await expect(second.nth(1)).toContainText(places[2]?.title ?? '');
  await expect
    .poll(async () => {
      const inDayTwo = (await readTrip(request, tripId)).stops
        .filter((stop) => stop.dayId === dayTwo)
        .sort((a, b) => a.position - b.position);
      return inDayTwo.map((stop) => stop.placeId);
    })
    .toEqual([places[1]?.id, places[2]?.id, places[3]?.id]);

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
