import { describe, expect, it } from 'vitest';
import { everyDay, openingHours } from '../../../../tests/support/opening-hours.ts';
import type { TripDay, TripLogEntry, TripStop } from '../../api/calls/trip-plan.ts';
import type { TripPlace } from '../../api/calls/trips.ts';
import { planExport, type ExportTexts } from './plan-export.ts';

const texts: ExportTexts = {
  day: (number, date) => (date ? `Den ${number} – ${date}` : `Den ${number}`),
  unplanned: 'Nezařazená místa',
  tasted: 'Ochutnáno',
  bought: 'Koupeno',
  price: (czk) => `${czk} Kč`,
};

const place = (id: number, type: TripPlace['type'], latitude: number | null, longitude: number | null): TripPlace => ({
  id,
  slug: `p-${id}`,
  title: `Místo ${id}`,
  types: [],
  type,
  dateFrom: null,
  dateTo: null,
  city: 'Mikulov',
  image: null,
  url: `/p/${id}`,
  latitude,
  longitude,
  openingHours: openingHours(everyDay('10:00', '18:00')),
});
const DAY_1 = '00000000-0000-4000-8000-000000000001';
const DAY_2 = '00000000-0000-4000-8000-000000000002';
const GONE = '00000000-0000-4000-8000-000000000009';
const days: TripDay[] = [
  { id: DAY_2, position: 1, date: null, startTime: null },
  { id: DAY_1, position: 0, date: '2026-07-04', startTime: '10:00' },
];
const stop = (placeId: number, dayId: string | null, position: number, extra: Partial<TripStop> = {}): TripStop => ({
  placeId,
  placeType: 'wine_entity',
  dayId,
  position,
  note: '',
  notBefore: null,
  ...extra,
});
const log = (placeId: number, kind: TripLogEntry['kind'], wineName: string, price: number | null): TripLogEntry => ({
  id: `00000000-0000-4000-8000-0000000001${String(placeId).padStart(2, '0')}`,
  placeId,
  placeType: 'wine_entity',
  kind,
  wineId: null,
  wineName,
  price,
  rating: null,
  createdAt: '2026-07-04T10:00:00.000Z',
});

// Mikulov and Valtice (18 minutes apart estimated), a place without coordinates, one in no day, one in a deleted day.
const places = [
  place(1, 'wine_entity', 48.8055, 16.6378),
  place(2, 'wine_entity', 48.7406, 16.7556),
  place(3, 'wine_entity', null, null),
  place(4, 'wine_entity', 48.75, 16.71),
  place(5, 'wine_entity', 48.76, 16.72),
];
const stops = [
  stop(2, DAY_1, 0, { note: 'Zvonit u vrat' }),
  stop(1, DAY_1, 1, { notBefore: '14:00' }),
  stop(3, DAY_2, 0),
  stop(4, null, 0),
  stop(5, GONE, 1),
];

describe("a trip's plan for the exports", () => {
  const result = planExport(
    places,
    { days, stops, logs: [log(1, 'tasted', 'Pálava', null), log(1, 'bought', 'Pálava', 250)] },
    texts,
  );

  it('gives one route per day in order, named from the texts, then the unplanned places', () => {
    expect(result.routes?.map((route) => [route.name, route.places.map((p) => p.id)])).toEqual([
      ['Den 1 – 2026-07-04', [2, 1]],
      ['Den 2', [3]],
      ['Nezařazená místa', [4, 5]],
    ]);
    expect(result.places.map((p) => p.id)).toEqual([2, 1, 3, 4, 5]);
  });

  it("times the dated days' stops as the planner does, waiting for not-before", () => {
    // 10:00 CEST is 08:00 UTC; the second stop waits for 14:00 (12:00 UTC).
    expect(result.timed.map((entry) => [entry.place.id, entry.start, entry.end])).toEqual([
      [2, '2026-07-04T08:00:00.000Z', '2026-07-04T09:00:00.000Z'],
      [1, '2026-07-04T12:00:00.000Z', '2026-07-04T13:00:00.000Z'],
    ]);
  });

  it("lists each place's note and log", () => {
    expect(result.notes(places[1] as TripPlace)).toEqual(['Zvonit u vrat']);
    expect(result.notes(places[0] as TripPlace)).toEqual(['Ochutnáno: Pálava', 'Koupeno: Pálava · 250 Kč']);
    expect(result.notes(places[2] as TripPlace)).toEqual([]);
  });

  it('keeps a trip without days as one list in its order, with no routes and no times', () => {
    const plain = planExport(places, { days: [], stops: [], logs: [] }, texts);
    expect(plain.routes).toBeUndefined();
    expect(plain.timed).toEqual([]);
    expect(plain.places.map((p) => p.id)).toEqual([1, 2, 3, 4, 5]);
  });
});
