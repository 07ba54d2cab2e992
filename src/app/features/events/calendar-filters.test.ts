import { describe, expect, it } from 'vitest';
import { calendarHash, groupByDay, monthStrip, parseCalendarHash } from './calendar-filters.ts';

const today = '2026-11-23';

describe('event calendar address state', () => {
  it('defaults to today → one year ahead and writes no range for the default', () => {
    const filters = parseCalendarHash('', today);
    expect(filters).toEqual({ s: '', from: '2026-11-23', to: '2027-11-23', m: [], p: [], type: [] });
    expect(calendarHash(filters, today)).toBe('');
  });

  it('round-trips search, range, municipality, programme and type', () => {
    const filters = { s: 'košt', from: '2026-12-01', to: '2026-12-31', m: [101], p: ['stmartins' as const, 'top' as const], type: [2] };
    const hash = calendarHash(filters, today);
    expect(hash).toBe('s=ko%C5%A1t&from=2026-12-01&to=2026-12-31&m=101&p=stmartins,top&type=2');
    expect(parseCalendarHash(`#${hash}`, today)).toEqual(filters);
  });

  it('refuses a range that ends before it starts and unknown programmes', () => {
    const filters = parseCalendarHash('#from=2027-01-10&to=2027-01-01&p=top,party', today);
    expect(filters.from).toBe('2027-01-10');
    expect(filters.to).toBe('2028-01-10');
    expect(filters.p).toEqual(['top']);
  });
});

describe('calendar layout', () => {
  it('groups events by their first day, running ones under the range start', () => {
    const groups = groupByDay([{ dateFrom: '2026-11-20', id: 1 }, { dateFrom: '2026-11-25', id: 2 }, { dateFrom: '2026-11-23', id: 3 }, { dateFrom: '2026-11-25', id: 4 }], today);
    expect(groups.map((g) => [g.day, g.events.map((e) => e.id)])).toEqual([['2026-11-23', [1, 3]], ['2026-11-25', [2, 4]]]);
  });

  it('shows this month and the eleven after it', () => {
    const strip = monthStrip(today);
    expect(strip).toHaveLength(12);
    expect(strip[0]).toBe('2026-11-01');
    expect(strip[11]).toBe('2027-10-01');
  });
});
