import { describe, expect, it } from 'vitest';
import { encyclopediaCategories, readEncyclopediaAddress, writeEncyclopediaAddress } from './encyclopedia-state.ts';

describe('encyclopedia search modal address state', () => {
  it('opens only with showModal=1 and modal=encyclopedia, reading search and category', () => {
    expect(
      readEncyclopediaAddress({ showModal: 1, modal: 'encyclopedia', search: 'ryzlink', searchCategory: 'dictionary' }),
    ).toEqual({ open: true, search: 'ryzlink', category: 'dictionary' });
    expect(readEncyclopediaAddress({ showModal: 1 }).open).toBe(false);
    expect(readEncyclopediaAddress({ showModal: 1, modal: 'encyclopedia', searchCategory: 'event' }).category).toBe(
      'all',
    );
  });

  it('writes search and category in results mode only, and removes everything on close', () => {
    expect(writeEncyclopediaAddress({ x: 1 }, { open: true, search: 'ry', category: 'all' })).toEqual({
      x: 1,
      showModal: 1,
      modal: 'encyclopedia',
    });
    expect(writeEncyclopediaAddress({}, { open: true, search: 'ryzlink', category: 'wine_variety' })).toEqual({
      showModal: 1,
      modal: 'encyclopedia',
      search: 'ryzlink',
      searchCategory: 'wine_variety',
    });
    expect(
      writeEncyclopediaAddress(
        { showModal: 1, modal: 'encyclopedia', search: 'ryzlink', x: 2 },
        { open: false, search: 'ryzlink', category: 'all' },
      ),
    ).toEqual({ x: 2 });
  });

  it('shows all, and the other categories only with results', () => {
    expect(encyclopediaCategories({ all: 3, encyclopedia_article: 0, wine_variety: 3, dictionary: 0 })).toEqual([
      'all',
      'wine_variety',
    ]);
  });
});
