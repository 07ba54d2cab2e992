import { describe, expect, it } from 'vitest';
import { zeroOptionsLast, type FilterOption } from './filter-options.tsx';
import { EMPTY_FILTERS, facetFilters, sameChoice, type ListFilters } from './list-filters.ts';

const state = (partial: Partial<ListFilters>): ListFilters => ({ ...EMPTY_FILTERS, ...partial });
const option = (id: number | string, count: number): FilterOption => ({ id, title: String(id), count, parentId: null });

describe('the choice the filter options are counted for', () => {
  it('is the same whatever the order of choosing, the page and the mode', () => {
    const a = state({ s: ' vin ', sr: [4, 1], l: [3, 2], p: ['card', 'certified'], page: 3 });
    const b = state({ s: 'vin', sr: [1, 4], l: [2, 3], p: ['certified', 'card'], mode: 'map' });
    expect(facetFilters(a)).toEqual(facetFilters(b));
    expect(facetFilters(a)).toEqual({ s: 'vin', sr: [1, 4], m: [], l: [2, 3], p: ['card', 'certified'], o: '' });
  });

  it('keeps only the municipalities of the chosen subregions', () => {
    // Valtice (in Mikulovská, 1) is kept under Mikulovská and dropped under Slovácká (2) alone.
    const valtice = 102;
    expect(facetFilters(state({ sr: [1], m: [valtice] })).m).toEqual([valtice]);
    expect(facetFilters(state({ sr: [2], m: [valtice] })).m).toEqual([]);
    expect(facetFilters(state({ m: [valtice] })).m).toEqual([valtice]);
  });
});

describe('whether two states choose the same', () => {
  it('ignores the page and the mode, and spaces around the search', () => {
    expect(sameChoice(state({ l: [1], page: 2 }), state({ l: [1], mode: 'map' }))).toBe(true);
    expect(sameChoice(state({ s: 'vin ' }), state({ s: 'vin' }))).toBe(true);
  });

  it('tells apart any other difference', () => {
    expect(sameChoice(state({ l: [1] }), state({ l: [1, 2] }))).toBe(false);
    expect(sameChoice(state({ s: 'vin' }), state({ s: 'vino' }))).toBe(false);
    expect(sameChoice(state({ sr: [1] }), state({}))).toBe(false);
    expect(sameChoice(state({ p: ['card'] }), state({ p: ['certified'] }))).toBe(false);
    expect(sameChoice(state({ o: 'now' }), state({}))).toBe(false);
  });
});

describe('the order of a group of options', () => {
  it('puts the options nothing matches last, in their order, unless chosen', () => {
    const options = [option(1, 0), option(2, 5), option(3, 0), option(4, 1), option(5, 0)];
    expect(zeroOptionsLast(options, []).map((o) => o.id)).toEqual([2, 4, 1, 3, 5]);
    expect(zeroOptionsLast(options, [3]).map((o) => o.id)).toEqual([2, 3, 4, 1, 5]);
  });
});
