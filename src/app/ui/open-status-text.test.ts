import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n.ts';
import { shortWeekday } from './open-status-text.ts';

describe('a day of the coming weeks named by its weekday as the open-status texts name it', () => {
  it('names the weekday of a calendar day in the language of the page', () => {
    // 2026-11-28 is a Saturday, 2026-11-30 a Monday.
    expect(shortWeekday('2026-11-28', i18n.getFixedT('cs'))).toBe('so');
    expect(shortWeekday('2026-11-30', i18n.getFixedT('pl'))).toBe('pon.');
    expect(shortWeekday('2026-11-29', i18n.getFixedT('en'))).toBe('Sun');
    expect(shortWeekday('2027-01-01', i18n.getFixedT('cs'))).toBe('pá');
  });
});
