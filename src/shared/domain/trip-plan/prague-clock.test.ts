import { describe, expect, it } from 'vitest';
import { TIME_ZONE } from '../../constants/locales.ts';
import { formatTime, parseDate, parseTime, pragueInstant, pragueWall } from './prague-clock.ts';

const intlWall = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const readIntl = (instant: number): string => {
  const parts = Object.fromEntries(intlWall.formatToParts(new Date(instant)).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
};
const readOurs = (instant: number): string => {
  const wall = pragueWall(instant);
  return `${new Date(wall.date).toISOString().slice(0, 10)} ${formatTime(wall.minutes)}`;
};

describe("Prague's clock", () => {
  it('reads every quarter hour of the change days as Intl does, and finds each instant back', () => {
    for (const day of ['2026-03-28', '2026-03-29', '2026-03-30', '2026-10-24', '2026-10-25', '2026-10-26']) {
      const start =
        Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) - 3_600_000 * 3;
      for (let instant = start; instant < start + 30 * 3_600_000; instant += 15 * 60_000) {
        expect(readOurs(instant)).toBe(readIntl(instant));
        const wall = pragueWall(instant);
        const back = pragueInstant(wall.date, wall.minutes);
        // In the repeated October hour the summer-time instant is taken, an hour earlier.
        expect([0, 3_600_000]).toContain(instant - back);
        expect(readOurs(back)).toBe(readOurs(instant));
      }
    }
  });

  it('reads dates and times strictly', () => {
    expect(parseDate('2026-02-28')).toBe(Date.UTC(2026, 1, 28));
    expect(parseDate('2026-02-30')).toBeNull();
    expect(parseDate('28. 2. 2026')).toBeNull();
    expect(parseDate(null)).toBeNull();
    expect(parseTime('00:00')).toBe(0);
    expect(parseTime('23:59')).toBe(1439);
    expect(parseTime('24:00')).toBeNull();
    expect(parseTime('9:00')).toBeNull();
    expect(formatTime(1440 + 38)).toBe('00:38');
  });
});
