import { describe, expect, it } from 'vitest';
import { hours, openingHours, week } from '../../../tests/support/opening-hours.ts';
import { compactHours, expandCompactHours } from './compact-hours.ts';
import { openStatusAt } from './opening-status.ts';

// A notice on a day and a half-filled winter day (both stored as the form left them).
const seasonal = {
  ...openingHours(
    week({
      thursday: hours('14:00', '20:00'),
      friday: hours('14:00', '20:00'),
      saturday: hours('10:00', '22:00'),
      sunday: { from: '10:00', to: '22:30', notice: 'Degustace' },
    }),
    { friday: hours('15:00', '19:00'), saturday: hours('15:00', '') },
  ),
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
