import { describe, expect, it } from 'vitest';
import { monthName, weekdayName } from './calendar-names.ts';
import { formatDayMonth } from './dates.ts';

describe('a day of the coming weeks as a picker or a plan names it', () => {
  it('names the weekday in full in the language of the page', () => {
    // 2026-11-28 is a Saturday.
    expect(weekdayName('2026-11-28', 'cs')).toBe('sobota');
    expect(weekdayName('2026-11-30', 'pl')).toBe('poniedziałek');
    expect(weekdayName('2026-11-29', 'en')).toBe('Sunday');
  });

  it('names a month as it stands alone, as the seasons of opening hours show it', () => {
    expect(monthName(11, 'cs')).toBe('listopad');
    expect(monthName(4, 'cs')).toBe('duben');
    expect(monthName(11, 'pl')).toBe('listopad');
    expect(monthName(3, 'pl')).toBe('marzec');
    expect(monthName(1, 'en')).toBe('January');
  });

  it('leaves the global dayjs language alone', () => {
    weekdayName('2026-11-28', 'pl');
    expect(weekdayName('2026-11-28', 'en')).toBe('Saturday');
  });

  it('writes the day and month in the spec short form without the year', () => {
    expect(formatDayMonth('2026-03-05', 'cs')).toBe('5. 3.');
    expect(formatDayMonth('2026-03-05', 'pl')).toBe('5. 3.');
    expect(formatDayMonth('2026-03-05', 'en')).toBe('05/03');
  });
});
