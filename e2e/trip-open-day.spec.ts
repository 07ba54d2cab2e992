import type { APIRequestContext } from '@playwright/test';
import { scheduleDay } from '../src/shared/domain/trip-plan/day-schedule.ts';
import { expect, test } from './fixtures/app-test.ts';
import { signInNewTraveller, type TravellerSession } from './fixtures/traveller-session.ts';
import { buildTrip, placesOnMap, readTrip } from './fixtures/trip-builder.ts';

// Issue 29, point 5: a stop closed on its day, that opens on another day of the trip, moves there in one tap.

const nextDate = (date: string) => new Date(Date.parse(`${date}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** A place closed all of a day from 10:00 that opens the next day, by the same hours rule the planner uses. */
async function closedThenOpen(request: APIRequestContext, session: TravellerSession) {
  const candidates = await placesOnMap(request, 10);
  const { tripId } = await buildTrip(request, session, 'Hledání', candidates);
  const read = await readTrip(request, tripId);
  for (let offset = 0; offset < 7; offset += 1) {
    const date = new Date(Date.UTC(2030, 5, 3 + offset)).toISOString().slice(0, 10);
    for (const place of read.places) {
      const [stop] = scheduleDay({
        date,
        startTime: '10:00',
        legs: [null],
        stops: [
          {
            ...place,
            key: 'x',
            notBefore: null,
            dateFrom: null,
            dateTo: null,
            openingHours: place.openingHours ?? null,
          },
        ],
      }).stops;
      if (stop?.open === 'closed' && stop.nextOpening?.date === nextDate(date))
        return {
          place,
          other: candidates.find((candidate) => candidate.id !== place.id),
          date,
          opens: stop.nextOpening,
        };
    }
  }
  throw new Error('no place in the data set is closed one day and open the next');
}

test('a stop closed on its day that opens the next day of the trip moves there, waiting until it opens, in one tap', async ({
  page,
  request,
}) => {
  const session = await signInNewTraveller(page, request);
  const { place, other, date, opens } = await closedThenOpen(request, session);
  const {
    tripId,
    dayIds: [, dayTwo],
  } = await buildTrip(request, session, 'Zavřeno v pondělí', other ? [place, other] : [place], {
    days: [
      { date, startTime: '10:00' },
      { date: nextDate(date), startTime: '10:00' },
    ],
  });

  await page.goto(`/cs/vylet/${tripId}`);
  const row = page.getByTestId('day-1').getByRole('listitem').filter({ hasText: place.title });
  await expect(row.getByTestId('stop-timing')).toContainText('Zavřeno');
  await row.getByRole('button', { name: `Přesunout na Den 2 v ${opens.time}` }).click();

  const moved = page.getByTestId('day-2').getByRole('listitem').filter({ hasText: place.title });
  await expect(moved.getByTestId('stop-timing')).toContainText(`čeká se do ${opens.time}`);
  await expect(moved.getByTestId('stop-timing')).not.toContainText('Zavřeno');
  await expect(page.getByTestId('day-1').getByRole('listitem').filter({ hasText: place.title })).toHaveCount(0);
  await expect
    .poll(async () => {
      const stop = (await readTrip(request, tripId)).stops.find(
        (candidate) => candidate.placeId === place.id && candidate.placeType === place.type,
      );
      return { dayId: stop?.dayId, notBefore: stop?.notBefore };
    })
    .toEqual({ dayId: dayTwo, notBefore: opens.time });
});
