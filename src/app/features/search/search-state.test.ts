import { describe, expect, it } from 'vitest';
import { canLoadMore, readSearchAddress, visibleCategories, writeSearchAddress } from './search-state.ts';

describe('search modal address state', () => {
  it('reads search, pages from size, category and the open flag', () => {
    expect(readSearchAddress({ showModal: 1, search: 'sklep', size: 30, searchCategory: 'event' })).toEqual({
      open: true,
      search: 'sklep',
      pages: 3,
      category: 'event',
    });
    expect(readSearchAddress({ searchCategory: 'bogus', size: -5 })).toEqual({
      open: false,
      search: '',
      pages: 1,
      category: 'all',
    });
  });

  it('writes the query in results mode and removes it in default mode', () => {
    expect(writeSearchAddress({ other: 'x' }, { open: true, search: 'sklep', pages: 2, category: 'all' })).toEqual({
      other: 'x',
      search: 'sklep',
      size: 20,
      showModal: 1,
    });
    expect(
      writeSearchAddress({ search: 'sk', size: 10 }, { open: true, search: 'sk', pages: 1, category: 'all' }),
    ).toEqual({ showModal: 1 });
    expect(
      writeSearchAddress(
        { search: 'sklep', showModal: 1 },
        { open: false, search: 'sklep', pages: 1, category: 'all' },
      ),
    ).toEqual({});
  });
});

describe('categories and load more', () => {
  it('shows only categories with a count above 0', () => {
    expect(visibleCategories({ all: 12, event: 0, news: 2, winemaker: 10 })).toEqual(['all', 'news', 'winemaker']);
  });

  it('loads more while the largest count, or the chosen one, exceeds 10 × pages', () => {
    expect(canLoadMore({ all: 40, event: 11, news: 3 }, 'all', 1)).toBe(true);
    expect(canLoadMore({ all: 40, event: 11, news: 3 }, 'all', 2)).toBe(false);
    expect(canLoadMore({ all: 40, event: 11, news: 3 }, 'news', 1)).toBe(false);
  });
});
