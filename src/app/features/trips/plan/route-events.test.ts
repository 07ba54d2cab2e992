import { describe, expect, it } from 'vitest';
import type { RoutePoint } from '../../../../shared/domain/route-points.ts';
import {
  boundedDates,
  eventDayPlacement,
  eventPointGroups,
  mergeRouteEvents,
  type RouteEvent,
} from './route-events.ts';

const event = (id: number, dateFrom: string, distanceKm: number): RouteEvent => ({
  id,
  slug: `e${id}`,
  title: `Event ${id}`,
  types: ['event'],
  type: 'event',
  dateFrom,
  dateTo: dateFrom,
  city: null,
  image: null,
  url: `/cs/akce/e${id}`,
  latitude: 48.8,
  longitude: 16.6,
  distanceKm,
});

describe('route event suggestions', () => {
  it('asks at most 31 days from the first, and nothing for reversed dates', () => {
    expect(boundedDates('2026-05-01', '2026-05-03')).toEqual({ dateFrom: '2026-05-01', dateTo: '2026-05-03' });
    expect(boundedDates('2026-05-01', '2026-07-01')).toEqual({ dateFrom: '2026-05-01', dateTo: '2026-05-31' });
    expect(boundedDates('2026-05-02', '2026-05-01')).toBeNull();
    expect(boundedDates('2026-05-02', 'x')).toBeNull();
  });

  it('groups the points by 25, a lone point twice', () => {
    const points = Array.from({ length: 51 }, (_, i): RoutePoint => [48 + i / 100, 16]);
    const groups = eventPointGroups(points);
    expect(groups.map((group) => group.length)).toEqual([25, 25, 2]);
    expect(groups[2]).toEqual([points[50], points[50]]);
    expect(groups.flat().slice(0, 50)).toEqual(points.slice(0, 50));
    expect(eventPointGroups([])).toEqual([]);
  });

  it('lists each event once at its nearest distance, by day then distance', () => {
    const merged = mergeRouteEvents([
      [event(1, '2026-05-02', 4), event(2, '2026-05-01', 3)],
      undefined,
      [event(1, '2026-05-02', 1.5), event(3, '2026-05-02', 2)],
    ]);
    expect(merged.map((e) => [e.id, e.distanceKm])).toEqual([
      [2, 3],
      [1, 1.5],
      [3, 2],
    ]);
  });
});

describe('a suggested event added to the trip', () => {
  const days = [
    { id: 'd1', date: '2026-05-01' },
    { id: 'd2', date: '2026-05-02' },
    { id: 'd3', date: null },
  ];
  const stops = [
    { dayId: 'd2', position: 3 },
    { dayId: 'd2', position: 7.5 },
    { dayId: 'd1', position: 20 },
    { dayId: null, position: 40 },
  ];

  it('goes at the end of the day on its date', () => {
    expect(eventDayPlacement(days, stops, event(1, '2026-05-02', 1))).toEqual({ dayId: 'd2', position: 8.5 });
  });

  it('goes to the first day within a several-day event, first in a day without stops', () => {
    const festival = { dateFrom: '2026-04-30T18:00:00', dateTo: '2026-05-02' };
    expect(eventDayPlacement(days, stops, festival)).toEqual({ dayId: 'd1', position: 21 });
    expect(eventDayPlacement(days, [], festival)).toEqual({ dayId: 'd1', position: 0 });
  });

  it('stays out of the days when none is on its dates, or it has none', () => {
    expect(eventDayPlacement(days, stops, event(1, '2026-05-03', 1))).toBeNull();
    expect(eventDayPlacement(days, stops, { dateFrom: null, dateTo: null })).toBeNull();
  });
});
