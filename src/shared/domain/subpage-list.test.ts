import { describe, expect, it } from 'vitest';
import { orderedSubpages, subpagePage, subpagePageCount, subpagesPerPage } from './subpage-list.ts';

const titled = (...titles: string[]) => titles.map((title) => ({ title }));

describe('subpage list order and pages', () => {
  it('keeps the editor order unless sorting alphabetically', () => {
    const pages = titled('Znojemská', 'Mikulovská', 'Čechy');
    expect(orderedSubpages(pages, false, 'cs').map((p) => p.title)).toEqual(['Znojemská', 'Mikulovská', 'Čechy']);
  });

  it('sorts by the Czech alphabet: Č after C, Ch after H', () => {
    const pages = titled('Chrudim', 'Čechy', 'Hustopeče', 'Cejkovice', 'Znojmo');
    expect(orderedSubpages(pages, true, 'cs').map((p) => p.title)).toEqual([
      'Cejkovice',
      'Čechy',
      'Hustopeče',
      'Chrudim',
      'Znojmo',
    ]);
  });

  it('does not reorder the block it was given', () => {
    const pages = titled('B', 'A');
    orderedSubpages(pages, true, 'cs');
    expect(pages.map((p) => p.title)).toEqual(['B', 'A']);
  });

  it('shows perPage items per page, 10 when perPage is unusable', () => {
    const items = Array.from({ length: 23 }, (_, i) => i);
    expect(subpagesPerPage(0)).toBe(10);
    expect(subpagePageCount(23, 10)).toBe(3);
    expect(subpagePageCount(23, 0)).toBe(3);
    expect(subpagePageCount(0, 10)).toBe(1);
    expect(subpagePage(items, 1, 10)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(subpagePage(items, 3, 10)).toEqual([20, 21, 22]);
    expect(subpagePage(items, 2, 4)).toEqual([4, 5, 6, 7]);
    expect(subpagePage(items, 9, 10)).toEqual([20, 21, 22]);
  });
});
