import { describe, expect, it } from 'vitest';
import { compactHours, expandCompactHours } from './compact-hours.ts';
import { openStatusAt } from './opening-status.ts';

const closed = { from: null, to: null };
const seasonal = {
  hasOpeningHoursRegular: true,
  hasSummerWinterDifferent: true,
  summerMonthFrom: 4,
  summerMonthTo: 10,
  winterMonthFrom: 11,
  winterMonthTo: 3,
  summer: {
    monday: closed,
    tuesday: closed,
    wednesday: closed,
    thursday: { from: '14:00', to: '20:00' },
    friday: { from: '14:00', to: '20:00' },
    saturday: { from: '10:00', to: '22:00' },
    sunday: { from: '10:00', to: '22:30', notice: 'Degustace' },
  },
  winter: { friday: { from: '15:00', to: '19:00' }, saturday: { from: '15:00', to: '' } },
  notice: null,
};

describe('opening hours in short for the map', () => {
  it('writes the weeks from Monday and the months, and nothing without regular hours', () => {
    expect(compactHours(seasonal)).toBe(',,,1400-2000,1400-2000,1000-2200,1000-2230|,,,,1500-1900,,|4-10-11-3');
    expect(compactHours({ ...seasonal, hasSummerWinterDifferent: false })).toBe(
      ',,,1400-2000,1400-2000,1000-2200,1000-2230',
    );
    expect(compactHours({ ...seasonal, hasOpeningHoursRegular: false })).toBeNull();
    expect(compactHours(null)).toBeNull();
    expect(expandCompactHours(null)).toBeNull();
    expect(expandCompactHours('')).toBeNull();
  });

  it('gives the same status as the stored hours at every half hour of a year', () => {
    for (const hours of [
      seasonal,
      { ...seasonal, hasSummerWinterDifferent: false },
      { ...seasonal, winterMonthTo: null },
    ]) {
      const expanded = expandCompactHours(compactHours(hours));
      const differing: string[] = [];
      for (let time = Date.UTC(2026, 0, 1); time < Date.UTC(2027, 0, 1); time += 1_800_000) {
        const at = new Date(time);
        if (JSON.stringify(openStatusAt(expanded, at)) !== JSON.stringify(openStatusAt(hours, at)))
          differing.push(at.toISOString());
      }
      expect(differing).toEqual([]);
    }
  });
});
