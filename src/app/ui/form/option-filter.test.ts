import { describe, expect, it } from 'vitest';
import { filterOptions, searchKey } from './option-filter.ts';

const winemakers = [
  { id: 1, title: 'Vinařství Mikulov' },
  { id: 2, title: 'Mikulovské vinařství' },
  { id: 3, title: 'Sklep Židlochovice' },
  { id: 4, title: 'Vinný sklep U Mikuláše' },
];

describe('filtering options of a searchable select', () => {
  it('ignores case and diacritics', () => {
    expect(searchKey('  Židlochovice ')).toBe('zidlochovice');
    expect(filterOptions(winemakers, 'zidlo', [], 10).map((option) => option.id)).toEqual([3]);
  });

  it('lists titles starting with the query before titles containing it', () => {
    expect(filterOptions(winemakers, 'mikul', [], 10).map((option) => option.id)).toEqual([2, 1, 4]);
  });

  it('leaves out picked options, matching numeric strings from a draft', () => {
    expect(filterOptions(winemakers, '', ['2', 3], 10).map((option) => option.id)).toEqual([1, 4]);
  });

  it('stops at the limit', () => {
    expect(filterOptions(winemakers, '', [], 2)).toHaveLength(2);
  });
});
