import { describe, expect, it } from 'vitest';
import { TIME_ZONE } from '../constants/locales.ts';
import { everyDay, hours, openingHours, week } from '../../../tests/support/opening-hours.ts';
import { hoursOnDayOf, openFilterMoment, openStatusAt, parsePragueMoment, pragueMoment } from './opening-status.ts';

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

/** Every day 10–18, the same all year. */
const daily = openingHours(everyDay('10:00', '18:00'));

describe('open status from the opening hours, in Prague time', () => {
  it('is open until the closing time of the day, and closed from it', () => {
    // Saturday 4 July 2026, 12:00 CEST.
    expect(openStatusAt(seasonal, new Date('2026-07-04T10:00:00Z'))).toEqual({ kind: 'open', closesAt: '22:00' });
    // 22:00 sharp: closed, Sunday opens at 10:00.
    expect(openStatusAt(seasonal, new Date('2026-07-04T20:00:00Z'))).toEqual({
      kind: 'closed',
      opens: { weekday: 'sunday', time: '10:00', inDays: 1 },
    });
  });

  it('opens later the same day before the opening time, and is open from it', () => {
    // Thursday 2 July 2026, 13:59 and 14:00 CEST.
    expect(openStatusAt(seasonal, new Date('2026-07-02T11:59:00Z'))).toEqual({
      kind: 'closed',
      opens: { weekday: 'thursday', time: '14:00', inDays: 0 },
    });
    expect(openStatusAt(seasonal, new Date('2026-07-02T12:00:00Z'))).toEqual({ kind: 'open', closesAt: '20:00' });
  });

  it("gives the hours of the Prague day, in its season's week", () => {
    // Saturday 4 July 2026 (summer) and Saturday 5 December 2026 (winter), and a Wednesday closed in summer.
    expect(hoursOnDayOf(seasonal, new Date('2026-07-04T10:00:00Z'))).toEqual({ from: '10:00', to: '22:00' });
    expect(hoursOnDayOf(seasonal, new Date('2026-12-05T10:00:00Z'))).toEqual({ from: '15:00', to: '21:00' });
    expect(hoursOnDayOf(seasonal, new Date('2026-07-01T10:00:00Z'))).toEqual({ from: null, to: null });
    // 23:30 UTC on Friday 3 July is already Saturday in Prague.
    expect(hoursOnDayOf(seasonal, new Date('2026-07-03T23:30:00Z'))).toEqual({ from: '10:00', to: '22:00' });
  });

  it('finds the next open day over closed days', () => {
    // Monday 6 July 2026, 09:00: closed Monday to Wednesday, Thursday at 14:00.
    expect(openStatusAt(seasonal, new Date('2026-07-06T07:00:00Z'))).toEqual({
      kind: 'closed',
      opens: { weekday: 'thursday', time: '14:00', inDays: 3 },
    });
  });

  it('switches weeks at the season edges, the winter range wrapping the new year', () => {
    // Saturday 31 October 2026 (summer) 12:00 CET: open until 22:00.
    expect(openStatusAt(seasonal, new Date('2026-10-31T11:00:00Z'))).toEqual({ kind: 'open', closesAt: '22:00' });
    // Sunday 1 November (winter): closed on Sundays, next Friday 6 November at 15:00.
    expect(openStatusAt(seasonal, new Date('2026-11-01T11:00:00Z'))).toEqual({
      kind: 'closed',
      opens: { weekday: 'friday', time: '15:00', inDays: 5 },
    });
    // Tuesday 31 March (winter) 12:00: the next day is April (summer), so Thursday 2 April at 14:00.
    expect(openStatusAt(seasonal, new Date('2026-03-31T10:00:00Z'))).toEqual({
      kind: 'closed',
      opens: { weekday: 'thursday', time: '14:00', inDays: 2 },
    });
    // Friday 16 January 2026 (winter) 16:00 CET: open until 19:00, not summer's 20:00.
    expect(openStatusAt(seasonal, new Date('2026-01-16T15:00:00Z'))).toEqual({ kind: 'open', closesAt: '19:00' });
  });

  it('reads the Prague wall clock across the summer-time changes', () => {
    // Sunday 29 March 2026, 08:30 UTC is 10:30 CEST (09:30 were it still CET): open.
    expect(openStatusAt(daily, new Date('2026-03-29T08:30:00Z'))).toEqual({ kind: 'open', closesAt: '18:00' });
    // Sunday 25 October 2026, 08:30 UTC is 09:30 CET (10:30 were it still CEST): not yet open.
    expect(openStatusAt(daily, new Date('2026-10-25T08:30:00Z'))).toEqual({
      kind: 'closed',
      opens: { weekday: 'sunday', time: '10:00', inDays: 0 },
    });
    // 23:30 UTC on Saturday 27 June is already Sunday 01:30 in Prague.
    expect(openStatusAt(daily, new Date('2026-06-27T23:30:00Z'))).toEqual({
      kind: 'closed',
      opens: { weekday: 'sunday', time: '10:00', inDays: 0 },
    });
  });

  it('looks a whole week ahead, and no further', () => {
    const mondays = { ...daily, summer: { monday: hours('10:00', '12:00') } };
    // Monday 6 July 2026, 13:00: the next opening is next Monday.
    expect(openStatusAt(mondays, new Date('2026-07-06T11:00:00Z'))).toEqual({
      kind: 'closed',
      opens: { weekday: 'monday', time: '10:00', inDays: 7 },
    });
    // Summer hours only, and a winter week with no open day: in December nothing opens within a week.
    const summerOnly = { ...seasonal, winter: {} };
    expect(openStatusAt(summerOnly, new Date('2026-12-10T12:00:00Z'))).toEqual({ kind: 'closed', opens: null });
  });

  it('says nothing without regular hours', () => {
    const at = new Date('2026-07-04T10:00:00Z');
    expect(openStatusAt(null, at)).toEqual({ kind: 'unknown' });
    expect(openStatusAt({}, at)).toEqual({ kind: 'unknown' });
    expect(openStatusAt({ ...seasonal, hasOpeningHoursRegular: false }, at)).toEqual({ kind: 'unknown' });
    expect(openStatusAt({ hasOpeningHoursRegular: true, summer: {}, notice: 'Po domluvě.' }, at)).toEqual({
      kind: 'unknown',
    });
  });

  it("knows Prague's wall clock every hour of 2024-2031, as Intl's zone data does", () => {
    const intl = new Intl.DateTimeFormat('en-CA', {
      timeZone: TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    const mismatches: string[] = [];
    for (let time = Date.UTC(2024, 0, 1, 0, 30); time < Date.UTC(2032, 0, 1); time += 3_600_000) {
      const instant = new Date(time);
      const moment = pragueMoment(instant);
      const ours = `${moment.year}-${String(moment.month).padStart(2, '0')}-${String(moment.day).padStart(2, '0')}, ${String(Math.floor(moment.minutes / 60)).padStart(2, '0')}:${String(moment.minutes % 60).padStart(2, '0')}`;
      if (ours !== intl.format(instant)) mismatches.push(instant.toISOString());
    }
    expect(mismatches).toEqual([]);
  });

  it('reads a chosen date and time, and rejects what is not one', () => {
    expect(parsePragueMoment('2026-11-28T15:00')).toEqual({ year: 2026, month: 11, day: 28, minutes: 900 });
    expect(parsePragueMoment('2026-02-30T10:00')).toBeNull();
    expect(parsePragueMoment('2026-02-10T24:00')).toBeNull();
    expect(parsePragueMoment('zitra')).toBeNull();
    const now = new Date('2026-07-04T10:00:00Z');
    expect(openFilterMoment('now', now)).toEqual(pragueMoment(now));
    expect(openFilterMoment('2026-07-04T12:00', now)).toEqual({ year: 2026, month: 7, day: 4, minutes: 720 });
  });
});
