import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  badgeText,
  emptyFilters,
  monthFilterRange,
  monthStrip,
  normaliseRange,
  readCalendarFilters,
  selectedMonth,
  writeCalendarFilters,
} from './calendar-filters.ts';

const today = '2026-11-23';

describe('event calendar address query', () => {
  it('defaults to today → one year ahead and writes no range for the default', () => {
    const filters = readCalendarFilters({}, today);
    expect(filters).toEqual({ s: '', from: '2026-11-23', to: '2027-11-23', m: [], p: [], type: [] });
    expect(filters).toEqual(emptyFilters(today));
    expect(writeCalendarFilters({}, filters, today)).toEqual({});
  });

  it('round-trips search, range, municipality, programme and type', () => {
    const filters = {
      s: 'košt',
      from: '2026-12-01',
      to: '2026-12-31',
      m: [101, 7],
      p: ['stmartins' as const, 'top' as const],
      type: [2],
    };
    const query = writeCalendarFilters({}, filters, today);
    expect(query).toEqual({
      s: 'košt',
      from: '2026-12-01',
      to: '2026-12-31',
      m: '101,7',
      p: 'stmartins,top',
      type: 2,
    });
    expect(readCalendarFilters(query, today)).toEqual(filters);
  });

  it('keeps the query keys it does not own and starts the batches of days again', () => {
    const query = writeCalendarFilters({ signin: 1, page: 3, s: 'old' }, { ...emptyFilters(today), m: [5] }, today);
    expect(query).toEqual({ signin: 1, m: 5 });
  });

  it('reads the values the router gives: numbers, and strings that are not', () => {
    expect(readCalendarFilters({ s: 2024, m: 12, type: '3,4', from: 20261201 }, today)).toEqual({
      ...emptyFilters(today),
      s: '2024',
      m: [12],
      type: [3, 4],
    });
  });

  it('replaces an end before the start with one year after the start, and drops unknown programmes and bad ids', () => {
    const filters = readCalendarFilters(
      { from: '2027-01-10', to: '2027-01-01', p: 'top,party,top', m: '3,x,-4,3', type: 0 },
      today,
    );
    expect([filters.from, filters.to]).toEqual(['2027-01-10', '2028-01-10']);
    expect(filters.p).toEqual(['top']);
    expect(filters.m).toEqual([3]);
    expect(filters.type).toEqual([]);
  });

  it('falls back to the default range for dates that are not calendar days', () => {
    expect(normaliseRange('2026-02-31', 'soon', today)).toEqual({ from: '2026-11-23', to: '2027-11-23' });
    expect(normaliseRange('', '2026-12-24', today)).toEqual({ from: '2026-11-23', to: '2026-12-24' });
  });

  it('leaves a blank search out of the address', () => {
    expect(writeCalendarFilters({}, { ...emptyFilters(today), s: '   ' }, today)).toEqual({});
  });
});

describe('filter badge', () => {
  it('counts the search, a changed range once, and every chosen option', () => {
    expect(activeFilterCount(emptyFilters(today), today)).toBe(0);
    expect(
      activeFilterCount({ s: 'x', from: '2026-12-01', to: '2026-12-31', m: [1, 2], p: ['top'], type: [4] }, today),
    ).toBe(6);
  });

  it('caps at 99+', () => {
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });
});

describe('month strip', () => {
  it('shows this month and the eleven after it', () => {
    const strip = monthStrip(today);
    expect(strip).toHaveLength(12);
    expect(strip[0]).toBe('2026-11-01');
    expect(strip[11]).toBe('2027-10-01');
  });

  it('narrows to a whole later month, and to the rest of the current one', () => {
    expect(monthFilterRange('2027-02-01', today)).toEqual({ from: '2027-02-01', to: '2027-02-28' });
    expect(monthFilterRange('2026-11-01', today)).toEqual({ from: '2026-11-23', to: '2026-11-30' });
  });

  it('knows which month a range is narrowed to, and none for other ranges', () => {
    expect(selectedMonth({ from: '2027-02-01', to: '2027-02-28' }, today)).toBe('2027-02-01');
    expect(selectedMonth({ from: '2026-11-23', to: '2026-11-30' }, today)).toBe('2026-11-01');
    expect(selectedMonth({ from: '2027-02-01', to: '2027-02-27' }, today)).toBeNull();
    expect(selectedMonth(emptyFilters(today), today)).toBeNull();
  });
});
