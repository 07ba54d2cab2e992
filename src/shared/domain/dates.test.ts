import { describe, expect, it } from 'vitest';
import { formatDate, formatLongDate } from './dates.ts';

describe('dates in the spec formats, in Europe/Prague', () => {
  it('formats cs and pl as D. M. YYYY and en as DD/MM/YYYY', () => {
    expect(formatDate('2026-03-05', 'cs')).toBe('5. 3. 2026');
    expect(formatDate('2026-03-05', 'pl')).toBe('5. 3. 2026');
    expect(formatDate('2026-03-05', 'en')).toBe('05/03/2026');
  });

  it('shows an instant on the Prague calendar day, not UTC', () => {
    expect(formatDate('2026-07-31T23:30:00Z', 'cs')).toBe('1. 8. 2026');
    expect(formatDate('2026-12-31T22:59:00Z', 'en')).toBe('31/12/2026');
    expect(formatDate(new Date('2026-12-31T23:00:00Z'), 'en')).toBe('01/01/2027');
  });

  it('writes the long form with the month name of the locale', () => {
    expect(formatLongDate('2026-11-11', 'cs')).toBe('11. listopadu 2026');
    expect(formatLongDate('2026-11-11', 'en')).toBe('11 November 2026');
  });
});
