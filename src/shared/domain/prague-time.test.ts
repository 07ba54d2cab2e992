import { describe, expect, it } from 'vitest';
import { TIME_ZONE } from '../constants/locales.ts';
import { pragueToday } from './prague-time.ts';

describe("Prague's wall clock", () => {
  it("finds the Prague day of every hour of 2024-2031, across each summer-time change, as Intl's zone data does", () => {
    const intl = new Intl.DateTimeFormat('en-CA', {
      timeZone: TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    const mismatches: string[] = [];
    for (let time = Date.UTC(2024, 0, 1); time < Date.UTC(2032, 0, 1); time += 3_600_000) {
      const instant = new Date(time);
      if (pragueToday(instant) !== intl.format(instant)) mismatches.push(instant.toISOString());
    }
    expect(mismatches).toEqual([]);
    // 2026-03-29 01:00 UTC is 03:00 CEST; 22:30 UTC on 2026-10-24 is still summer (00:30 on the 25th), on the 25th winter.
    expect(pragueToday(new Date('2026-10-24T22:30:00Z'))).toBe('2026-10-25');
    expect(pragueToday(new Date('2026-10-25T22:30:00Z'))).toBe('2026-10-25');
  });

  it("knows today's Prague day around midnight, summer and winter", () => {
    expect(pragueToday(new Date('2026-06-30T21:59:00Z'))).toBe('2026-06-30');
    expect(pragueToday(new Date('2026-06-30T22:00:00Z'))).toBe('2026-07-01');
    expect(pragueToday(new Date('2026-01-31T22:59:00Z'))).toBe('2026-01-31');
    expect(pragueToday(new Date('2026-01-31T23:00:00Z'))).toBe('2026-02-01');
  });
});
