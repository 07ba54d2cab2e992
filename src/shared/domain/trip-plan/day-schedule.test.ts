import { describe, expect, it } from 'vitest';
import { everyDay, hours, openingHours, week } from '../../../../tests/support/opening-hours.ts';
import { VISIT_MINUTES } from '../../constants/trip-plan.ts';
import { estimateLeg } from './legs.ts';
import { openTimeFor, scheduleDay, type ScheduleStopInput } from './day-schedule.ts';

/** Summer (April–October): Thursday, Friday 14–20, weekends 10–22. Winter (November–March): Friday 15–19, Saturday 15–21. */
const seasonal = openingHours(
  week({
    thursday: hours('14:00', '20:00'),
    friday: hours('14:00', '20:00'),
    saturday: hours('10:00', '22:00'),
    sunday: hours('10:00', '22:00'),
  }),
  week({ friday: hours('15:00', '19:00'), saturday: hours('15:00', '21:00') }),
);
const daily = openingHours(everyDay('10:00', '18:00'));

const MIKULOV = { latitude: 48.8055, longitude: 16.6378 };
const VALTICE = { latitude: 48.7406, longitude: 16.7556 };
const BRNO = { latitude: 49.1951, longitude: 16.6068 };

const stop = (
  key: string,
  where: { latitude: number | null; longitude: number | null },
  extra: Partial<ScheduleStopInput> = {},
): ScheduleStopInput => ({
  key,
  ...where,
  openingHours: null,
  notBefore: null,
  type: 'cellar',
  dateFrom: null,
  dateTo: null,
  ...extra,
});

const times = (schedule: ReturnType<typeof scheduleDay>) =>
  schedule.stops.map((s) => `${s.arrivalDate ?? ''} ${s.arrival}–${s.departure}`.trim());

describe("a day's timetable", () => {
  it('drives each leg and stays VISIT_MINUTES at each stop, from the start time', () => {
    const drive = estimateLeg(MIKULOV, VALTICE).minutes;
    expect(drive).toBe(18);
    const day = scheduleDay({
      date: '2026-07-04',
      startTime: '10:00',
      stops: [stop('a', MIKULOV), stop('b', VALTICE), stop('c', MIKULOV)],
    });
    expect(VISIT_MINUTES).toBe(60);
    expect(times(day)).toEqual(['2026-07-04 10:00–11:00', '2026-07-04 11:18–12:18', '2026-07-04 12:36–13:36']);
    expect(day.stops[0]?.leg).toBeNull();
    expect(day.stops[1]?.leg).toEqual(estimateLeg(MIKULOV, VALTICE));
    expect(day.totals).toMatchObject({ minutes: 36, estimated: true, legs: 2 });
    expect(day.totals.distanceKm).toBeCloseTo(2 * estimateLeg(MIKULOV, VALTICE).distanceKm, 9);
    // 10:00 CEST is 08:00 UTC.
    expect(day.stops[0]).toMatchObject({
      arrivalAt: '2026-07-04T08:00:00.000Z',
      departureAt: '2026-07-04T09:00:00.000Z',
    });
  });

  it("waits for a stop's not-before time, and not when it is already past", () => {
    const day = scheduleDay({
      date: '2026-07-04',
      startTime: '10:00',
      stops: [
        stop('a', MIKULOV, { notBefore: '09:00' }),
        stop('b', VALTICE, { notBefore: '13:00' }),
        stop('c', VALTICE),
      ],
    });
    expect(times(day)).toEqual(['2026-07-04 10:00–11:00', '2026-07-04 13:00–14:00', '2026-07-04 14:00–15:00']);
    expect(day.stops.map((s) => s.waitMinutes)).toEqual([0, 102, 0]);
  });

  it("uses a routing service's legs where given, estimates the others, and skips stops without coordinates", () => {
    const road = { distanceKm: 12.1, minutes: 14, estimated: false };
    const day = scheduleDay({
      date: null,
      startTime: '08:30',
      stops: [stop('a', MIKULOV), stop('b', VALTICE), stop('x', { latitude: null, longitude: null }), stop('c', BRNO)],
      legs: [null, road, null, undefined],
    });
    expect(day.stops.map((s) => s.leg)).toEqual([null, road, null, estimateLeg(VALTICE, BRNO)]);
    // Valtice → Brno: 81 minutes estimated, from 11:44 after the stop without coordinates.
    expect(estimateLeg(VALTICE, BRNO).minutes).toBe(81);
    expect(times(day)).toEqual(['08:30–09:30', '09:44–10:44', '10:44–11:44', '13:05–14:05']);
    expect(day.totals).toMatchObject({ minutes: 14 + estimateLeg(VALTICE, BRNO).minutes, estimated: true, legs: 2 });
  });

  it('has times but no dates or opening states for a day without a date, and starts at 09:00 without a start time', () => {
    const day = scheduleDay({ date: null, startTime: null, stops: [stop('a', MIKULOV, { openingHours: daily })] });
    expect(day.start).toBe('09:00');
    expect(day.stops[0]).toMatchObject({
      arrival: '09:00',
      departure: '10:00',
      arrivalDate: null,
      arrivalAt: null,
      open: 'unknown',
      nextOpening: null,
      eventOn: null,
    });
  });
});

describe('opening hours at arrival', () => {
  it('is open until the closing time and gives the next opening when closed', () => {
    const day = scheduleDay({
      date: '2026-07-04',
      startTime: '09:00',
      stops: [stop('early', MIKULOV, { openingHours: daily }), stop('later', MIKULOV, { openingHours: daily })],
    });
    expect(day.stops[0]).toMatchObject({ open: 'closed', nextOpening: { date: '2026-07-04', time: '10:00' } });
    expect(day.stops[1]).toMatchObject({ open: 'open', closesAt: '18:00', nextOpening: null });
    expect(
      scheduleDay({ date: '2026-07-04', startTime: '18:00', stops: [stop('late', MIKULOV, { openingHours: daily })] })
        .stops[0],
    ).toMatchObject({ open: 'closed', nextOpening: { date: '2026-07-05', time: '10:00' } });
  });

  it('is unknown without regular hours', () => {
    const day = scheduleDay({ date: '2026-07-04', startTime: '12:00', stops: [stop('a', MIKULOV)] });
    expect(day.stops[0]).toMatchObject({ open: 'unknown', nextOpening: null, closesAt: null });
  });

  it('reads the winter week in March and the summer week from April', () => {
    // Saturday 28 March 2026 (winter: 15–21) and Saturday 4 April 2026 (summer: 10–22), both at 11:00.
    const march = scheduleDay({
      date: '2026-03-28',
      startTime: '11:00',
      stops: [stop('a', MIKULOV, { openingHours: seasonal })],
    });
    const april = scheduleDay({
      date: '2026-04-04',
      startTime: '11:00',
      stops: [stop('a', MIKULOV, { openingHours: seasonal })],
    });
    expect(march.stops[0]).toMatchObject({ open: 'closed', nextOpening: { date: '2026-03-28', time: '15:00' } });
    expect(april.stops[0]).toMatchObject({ open: 'open', closesAt: '22:00' });
  });

  it('reads the summer week in October and the winter week from November', () => {
    // Saturday 31 October 2026 (summer) and Saturday 7 November 2026 (winter), both at 12:00.
    const october = scheduleDay({
      date: '2026-10-31',
      startTime: '12:00',
      stops: [stop('a', MIKULOV, { openingHours: seasonal })],
    });
    const november = scheduleDay({
      date: '2026-11-07',
      startTime: '12:00',
      stops: [stop('a', MIKULOV, { openingHours: seasonal })],
    });
    expect(october.stops[0]).toMatchObject({ open: 'open', closesAt: '22:00' });
    expect(november.stops[0]).toMatchObject({ open: 'closed', nextOpening: { date: '2026-11-07', time: '15:00' } });
  });

  it('rolls a long day past midnight into the next date and its hours', () => {
    // Friday 3 July 2026 from 21:30: the third stop is reached at 00:... on Saturday 4 July.
    const nightOwl = openingHours(week({ saturday: hours('00:00', '02:00') }));
    const drive = estimateLeg(MIKULOV, BRNO).minutes;
    const day = scheduleDay({
      date: '2026-07-03',
      startTime: '21:30',
      stops: [
        stop('a', MIKULOV, { openingHours: seasonal }),
        stop('b', BRNO, { openingHours: nightOwl }),
        stop('c', BRNO, { openingHours: seasonal }),
      ],
    });
    expect(drive).toBe(68);
    expect(times(day)).toEqual(['2026-07-03 21:30–22:30', '2026-07-03 23:38–00:38', '2026-07-04 00:38–01:38']);
    expect(day.stops[0]).toMatchObject({ open: 'closed', nextOpening: { date: '2026-07-04', time: '10:00' } });
    // Reached on Friday: the Saturday-night hours are not Friday's.
    expect(day.stops[1]).toMatchObject({
      departureDate: '2026-07-04',
      open: 'closed',
      nextOpening: { date: '2026-07-04', time: '00:00' },
    });
    expect(day.stops[2]).toMatchObject({
      arrivalDate: '2026-07-04',
      open: 'closed',
      nextOpening: { date: '2026-07-04', time: '10:00' },
    });
    // Reached at midnight: open by Saturday's hours.
    expect(
      scheduleDay({
        date: '2026-07-03',
        startTime: '23:00',
        stops: [stop('n', BRNO, { openingHours: nightOwl }), stop('m', BRNO, { openingHours: nightOwl })],
      }).stops[1],
    ).toMatchObject({
      arrival: '00:00',
      arrivalDate: '2026-07-04',
      open: 'open',
      closesAt: '02:00',
    });
  });

  it('keeps real elapsed time across the spring change (last Sunday of March): 02:00–03:00 does not exist', () => {
    // Sunday 29 March 2026: at 02:00 CET the clock jumps to 03:00 CEST.
    const earlyOpen = openingHours(everyDay('05:00', '06:00'));
    const day = scheduleDay({
      date: '2026-03-29',
      startTime: '01:30',
      stops: [stop('a', MIKULOV), stop('b', MIKULOV), stop('c', VALTICE, { openingHours: earlyOpen })],
      legs: [null, null, { distanceKm: 100, minutes: 30, estimated: false }],
    });
    expect(times(day)).toEqual(['2026-03-29 01:30–03:30', '2026-03-29 03:30–04:30', '2026-03-29 05:00–06:00']);
    expect(day.stops[0]).toMatchObject({
      arrivalAt: '2026-03-29T00:30:00.000Z',
      departureAt: '2026-03-29T01:30:00.000Z',
    });
    // 05:00 on the clock (03:00 UTC), when it opens; on winter time it would still be 04:00 and closed.
    expect(day.stops[2]).toMatchObject({ arrivalAt: '2026-03-29T03:00:00.000Z', open: 'open', closesAt: '06:00' });
    // A start in the missing hour is read as the clock moved forward.
    expect(scheduleDay({ date: '2026-03-29', startTime: '02:30', stops: [stop('a', MIKULOV)] }).stops[0]).toMatchObject(
      {
        arrival: '03:30',
        arrivalAt: '2026-03-29T01:30:00.000Z',
      },
    );
  });

  it('keeps real elapsed time across the autumn change (last Sunday of October): 02:00–03:00 comes twice', () => {
    // Sunday 25 October 2026: at 03:00 CEST the clock goes back to 02:00 CET.
    const lateNight = openingHours(everyDay('02:00', '02:45'));
    const day = scheduleDay({
      date: '2026-10-25',
      startTime: '01:30',
      stops: [
        stop('a', MIKULOV),
        stop('b', MIKULOV, { openingHours: lateNight }),
        stop('c', MIKULOV, { openingHours: lateNight }),
      ],
    });
    expect(times(day)).toEqual(['2026-10-25 01:30–02:30', '2026-10-25 02:30–02:30', '2026-10-25 02:30–03:30']);
    expect(day.stops.map((s) => s.arrivalAt)).toEqual([
      '2026-10-24T23:30:00.000Z',
      '2026-10-25T00:30:00.000Z',
      '2026-10-25T01:30:00.000Z',
    ]);
    expect(day.stops[1]).toMatchObject({ open: 'open', closesAt: '02:45' });
    expect(day.stops[2]).toMatchObject({ open: 'open', closesAt: '02:45' });
    // A not-before in the repeated hour is its first (summer-time) occurrence.
    const waiting = scheduleDay({
      date: '2026-10-25',
      startTime: '01:00',
      stops: [stop('a', MIKULOV, { notBefore: '02:15' })],
    });
    expect(waiting.stops[0]).toMatchObject({ arrivalAt: '2026-10-25T00:15:00.000Z', waitMinutes: 75 });
  });
});

describe('events on the day', () => {
  const event = (dateFrom: string | null, dateTo: string | null) =>
    stop('event', MIKULOV, { type: 'event', dateFrom, dateTo });

  it('is on from its first to its last day, and closed on other days', () => {
    const on = (date: string) =>
      scheduleDay({ date, startTime: '10:00', stops: [event('2026-07-03', '2026-07-05')] }).stops[0];
    expect(on('2026-07-02')).toMatchObject({ eventOn: false, open: 'closed', nextOpening: null });
    expect(on('2026-07-03')).toMatchObject({ eventOn: true, open: 'open' });
    expect(on('2026-07-05')).toMatchObject({ eventOn: true, open: 'open' });
    expect(on('2026-07-06')).toMatchObject({ eventOn: false, open: 'closed' });
  });

  it('is a one-day event without an end date, unknown without dates, and null for other places', () => {
    const day = scheduleDay({
      date: '2026-07-03',
      startTime: '10:00',
      stops: [event('2026-07-03', null), event(null, null), stop('cellar', MIKULOV)],
    });
    expect(day.stops.map((s) => [s.eventOn, s.open])).toEqual([
      [true, 'open'],
      [null, 'unknown'],
      [null, 'unknown'],
    ]);
  });

  it('follows its hours too when it has them', () => {
    const withHours = stop('e', MIKULOV, {
      type: 'event',
      dateFrom: '2026-07-04',
      dateTo: '2026-07-04',
      openingHours: daily,
    });
    expect(scheduleDay({ date: '2026-07-04', startTime: '09:00', stops: [withHours] }).stops[0]).toMatchObject({
      eventOn: true,
      open: 'closed',
      nextOpening: { date: '2026-07-04', time: '10:00' },
    });
  });
});

describe('move to a time it is open', () => {
  it("is the stop's opening time later that day, and opens the stop once set as its not-before", () => {
    const first = scheduleDay({
      date: '2026-03-28',
      startTime: '11:00',
      stops: [stop('a', MIKULOV, { openingHours: seasonal })],
    });
    const notBefore = openTimeFor(first.stops[0]!, first.date);
    expect(notBefore).toBe('15:00');
    const moved = scheduleDay({
      date: '2026-03-28',
      startTime: '11:00',
      stops: [stop('a', MIKULOV, { openingHours: seasonal, notBefore })],
    });
    expect(moved.stops[0]).toMatchObject({ arrival: '15:00', open: 'open' });
    expect(openTimeFor(moved.stops[0]!, moved.date)).toBeNull();
  });

  it('is null when waiting that day does not help', () => {
    const at = (date: string, startTime: string, hoursJson: unknown) =>
      scheduleDay({ date, startTime, stops: [stop('a', MIKULOV, { openingHours: hoursJson })] });
    // Past closing: opens the next day.
    const late = at('2026-07-04', '22:30', seasonal);
    expect(late.stops[0]?.nextOpening).toEqual({ date: '2026-07-05', time: '10:00' });
    expect(openTimeFor(late.stops[0]!, late.date)).toBeNull();
    // Closed all day (a summer Monday).
    const monday = at('2026-07-06', '10:00', seasonal);
    expect(openTimeFor(monday.stops[0]!, monday.date)).toBeNull();
    // Unknown hours, and a day without a date.
    const unknown = at('2026-07-04', '08:00', null);
    expect(openTimeFor(unknown.stops[0]!, unknown.date)).toBeNull();
    const undated = scheduleDay({
      date: null,
      startTime: '08:00',
      stops: [stop('a', MIKULOV, { openingHours: daily })],
    });
    expect(openTimeFor(undated.stops[0]!, undated.date)).toBeNull();
  });
});
