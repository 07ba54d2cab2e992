import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  badgeText,
  clearedFilters,
  EMPTY_FILTERS,
  filterSlugs,
  hasPlaceOnlyFilters,
  listLocation,
  municipalitiesInSubregions,
  pageCount,
  parseListState,
} from './list-filters.ts';
import { PROGRAMME_CHOICES } from '../../../shared/constants/places.ts';

describe('place list address state', () => {
  it('puts subregions and municipalities in the path and the rest in the hash', () => {
    const location = listLocation('/cs/vinari', {
      ...EMPTY_FILTERS,
      sr: [1],
      m: [102],
      s: 'sklep',
      l: [1, 9],
      p: ['certified', 'card'],
      page: 3,
      mode: 'map',
    });
    expect(location.path).toBe('/cs/vinari/mikulovska/valtice');
    expect(location.hash).toBe('s=sklep&l=1,9&p=certified,card&page=3&mode=map');
  });

  it('reads back exactly the state it wrote', () => {
    const state = { ...EMPTY_FILTERS, sr: [1, 2], m: [102], s: 'Velké Pavlovice', l: [8], p: ['stmartins'], page: 2 };
    const { path, hash } = listLocation('/cs/vinari', state);
    expect(parseListState(path.split('/').slice(3), `#${hash}`, PROGRAMME_CHOICES)).toEqual(state);
  });

  it('drops unknown choices, bad ids and bad pages instead of trusting them', () => {
    const state = parseListState([], '#l=1,x,-2&p=certified,hack&page=-4&mode=globe', PROGRAMME_CHOICES);
    expect(state).toEqual({ ...EMPTY_FILTERS, l: [1], p: ['certified'] });
  });

  it('keeps only municipalities inside the chosen subregions', () => {
    expect(municipalitiesInSubregions([101, 102], [])).toEqual([101, 102]);
    expect(municipalitiesInSubregions([101], [2])).toEqual([]);
    expect(parseListState(['slovacka', 'valtice'], '', PROGRAMME_CHOICES).m).toEqual([]);
  });

  it('writes no hash for the default state and the base path alone', () => {
    expect(listLocation('/en/winemakers/', EMPTY_FILTERS)).toEqual({ path: '/en/winemakers', hash: '' });
  });
});

describe('filter slugs, clear-all and e-shops', () => {
  it('takes the slugs after the list’s own path, whatever its depth', () => {
    expect(filterSlugs('/cs/vinari', 'vinari/mikulovska/valtice')).toEqual(['mikulovska', 'valtice']);
    expect(filterSlugs('/cs/vinoteky-a-eshopy', 'vinoteky-a-eshopy')).toEqual([]);
    expect(filterSlugs('/en/wine-shops-and-e-shops', 'wine-shops-and-e-shops/znojemska/')).toEqual(['znojemska']);
    expect(filterSlugs('/cs/o-vine/sklepy', 'o-vine/sklepy/slovacka')).toEqual(['slovacka']);
  });

  it('keeps the path and hash of a search with spaces and diacritics', () => {
    const state = { ...EMPTY_FILTERS, s: 'Šťastná & syn', page: 2 };
    const { path, hash } = listLocation('/cs/vinari', state);
    expect(parseListState(filterSlugs('/cs/vinari', path.slice(4)), `#${hash}`, PROGRAMME_CHOICES)).toEqual(state);
  });

  it('clears every filter and the page but keeps the map mode, back to the base path', () => {
    const cleared = clearedFilters({ mode: 'map' });
    expect(cleared).toEqual({ ...EMPTY_FILTERS, mode: 'map' });
    expect(listLocation('/cs/sklepy', cleared)).toEqual({ path: '/cs/sklepy', hash: 'mode=map' });
  });

  it('tells apart filters that only places carry from the search e-shops share', () => {
    expect(hasPlaceOnlyFilters({ ...EMPTY_FILTERS, s: 'online', page: 3 })).toBe(false);
    expect(hasPlaceOnlyFilters({ ...EMPTY_FILTERS, sr: [4] })).toBe(true);
    expect(hasPlaceOnlyFilters({ ...EMPTY_FILTERS, p: ['hasEshop'] })).toBe(true);
  });
});

describe('filter badge and paging', () => {
  it('counts each active filter and caps the badge at 99+', () => {
    expect(activeFilterCount({ ...EMPTY_FILTERS, s: 'x', sr: [1], p: ['card', 'disabled'] })).toBe(4);
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });

  it('has at least one page', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(21, 10)).toBe(3);
  });
});
