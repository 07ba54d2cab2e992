import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import './texts.ts';

const say = (locale: string, key: string, count: number) => i18n.getFixedT(locale)(`podcasts.${key}`, { count });

describe('podcast plural forms (spec 01 §9: 1, 2–4, 5+)', () => {
  it('counts Czech episodes and shows as 1, 2–4 and 5 or more', () => {
    expect([1, 2, 4, 5, 11, 0].map((n) => say('cs', 'episodeCount', n))).toEqual([
      '1 epizoda',
      '2 epizody',
      '4 epizody',
      '5 epizod',
      '11 epizod',
      '0 epizod',
    ]);
    expect([1, 3, 8].map((n) => say('cs', 'showCount', n))).toEqual(['1 pořad', '3 pořady', '8 pořadů']);
  });

  it('counts Polish episodes and shows as 1, 2–4 and 5 or more', () => {
    expect([1, 2, 4, 5, 12, 0].map((n) => say('pl', 'episodeCount', n))).toEqual([
      '1 odcinek',
      '2 odcinki',
      '4 odcinki',
      '5 odcinków',
      '12 odcinków',
      '0 odcinków',
    ]);
    expect([1, 3, 8].map((n) => say('pl', 'showCount', n))).toEqual(['1 audycja', '3 audycje', '8 audycji']);
  });

  it('counts English episodes as one or more', () => {
    expect([1, 2, 5].map((n) => say('en', 'episodeCount', n))).toEqual(['1 episode', '2 episodes', '5 episodes']);
    expect(say('en', 'showCount', 1)).toBe('1 show');
  });
});
