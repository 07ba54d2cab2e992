import { describe, expect, it } from 'vitest';
import { capBadges, displayedScore, formatPhone, seasonHours } from './place-display.ts';

describe('place display rules', () => {
  it('groups Czech phones 3-3-3 with the dial code', () => {
    expect(formatPhone('604180586')).toBe('+420 604 180 586');
    expect(formatPhone('+420 604 180 586')).toBe('+420 604 180 586');
    expect(formatPhone('00420604180586')).toBe('+420 604 180 586');
    expect(formatPhone('+43 1 234 5678')).toBe('+43 1 234 5678');
  });

  it('caps service badges at five and counts the rest', () => {
    expect(capBadges([1, 2, 3, 4, 5, 6, 7])).toEqual({ shown: [1, 2, 3, 4, 5], more: 2 });
    expect(capBadges([1, 2])).toEqual({ shown: [1, 2], more: 0 });
  });

  it('shows the rounded average signed out and the own rating signed in', () => {
    expect(displayedScore(3.6, 12)).toEqual({ value: 4, count: 12 });
    expect(displayedScore(null, 0)).toEqual({ value: null, count: 0 });
    expect(displayedScore(3.6, 12, 2)).toEqual({ value: 2, count: null });
  });

  it('lists a season Monday to Sunday with closed days', () => {
    const rows = seasonHours({
      monday: { from: '10:00', to: '18:00' },
      tuesday: { from: null, to: null },
      sunday: { from: '10:00' },
    });
    expect(rows).toHaveLength(7);
    expect(rows[0]).toEqual({ day: 'monday', from: '10:00', to: '18:00' });
    expect(rows[1]).toEqual({ day: 'tuesday', from: null, to: null });
    expect(rows[6]).toEqual({ day: 'sunday', from: null, to: null });
  });
});
