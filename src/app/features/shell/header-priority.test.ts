import { describe, expect, it } from 'vitest';
import { itemsInLine, menuRanks } from './header-priority.ts';

describe('the header menu on one line', () => {
  it('ranks the sections a traveller opens most first, then unknown pages in menu order', () => {
    const ranks = menuRanks(
      ['/cs/o-vine', '/cs/vinari', '/cs/kalendar-akci', '/cs/nejaka-stranka', '/cs/sklepy'],
      'cs',
    );
    expect(ranks[1]).toBe(0);
    expect(ranks[4]).toBe(1);
    expect(ranks[2]).toBe(2);
    expect(ranks[0]).toBeLessThan(ranks[3] ?? 0);
    expect(menuRanks(['/en/event-calendar'], 'en')).toEqual([2]);
  });

  it('keeps every item, without "Více", when all fit', () => {
    const kept = itemsInLine({ widths: [50, 60, 70], moreWidth: 40, available: 200, gap: 10 }, [0, 1, 2]);
    expect([...kept].sort()).toEqual([0, 1, 2]);
  });

  it('moves the lowest-ranked items out when they do not fit, keeping room for "Více"', () => {
    // 50 + 60 + 70 + gaps 20 = 200 > 180; beside "Více" (40 + gap 10) there are 130 px: 60, then 60 + 10 + 70 is too much.
    const kept = itemsInLine({ widths: [50, 60, 70], moreWidth: 40, available: 180, gap: 10 }, [2, 0, 1]);
    expect([...kept].sort()).toEqual([1]);
    const wider = itemsInLine({ widths: [50, 60, 70], moreWidth: 40, available: 199, gap: 10 }, [0, 1, 2]);
    expect([...wider].sort()).toEqual([0, 1]);
  });

  it('stops at the first item by rank that does not fit, even when a smaller one would', () => {
    const kept = itemsInLine({ widths: [40, 300, 20], moreWidth: 40, available: 150, gap: 10 }, [0, 1, 2]);
    expect([...kept]).toEqual([0]);
  });

  it('keeps nothing but "Více" when there is no room at all', () => {
    expect(itemsInLine({ widths: [80, 80], moreWidth: 40, available: 60, gap: 10 }, [0, 1]).size).toBe(0);
  });
});
