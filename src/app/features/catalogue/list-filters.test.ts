import { defaultParseSearch, defaultStringifySearch } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  badgeText,
  clearedFilters,
  EMPTY_FILTERS,
  filterSlugs,
  hasPlaceOnlyFilters,
  legacyHashSearch,
  listLocation,
  municipalitiesInSubregions,
  otherSearchKeys,
  pageCount,
  parseListState,
  type ListFilters,
} from './list-filters.ts';
import { parsePageSearch } from '../../lib/page-search.ts';
import { PROGRAMME_CHOICES, RESTAURANT_CHOICES } from '../../../shared/constants/places.ts';

/** A state written to an address and read back as the app does: the router's query string, then the route's check. */
function throughAddress(basePath: string, state: ListFilters, choices: readonly string[] = PROGRAMME_CHOICES) {
  const { path, search } = listLocation(basePath, state);
  const query = defaultStringifySearch(search);
  const read = parseListState(
    filterSlugs(basePath, path.slice(4)),
    parsePageSearch(defaultParseSearch(query)),
    choices,
  );
  return { path, query, read };
}

describe('place list address state', () => {
  it("keeps the query string's other keys (an open search modal's) and none of the list's own", () => {
    expect(
      otherSearchKeys({ s: 'a', l: 'cs', p: 'eshop', o: 'now', page: 2, mode: 'map', showModal: 1, search: 'ryzlink' }),
    ).toEqual({ showModal: 1, search: 'ryzlink' });
  });

  it('puts subregions and municipalities in the path and the rest in the query string', () => {
    const { path, query } = throughAddress('/cs/vinari', {
      ...EMPTY_FILTERS,
      sr: [1],
      m: [102],
      s: 'sklep',
      l: [1, 9],
      p: ['certified', 'card'],
      page: 3,
      mode: 'map',
    });
    expect(path).toBe('/cs/vinari/mikulovska/valtice');
    expect(query).toBe('?s=sklep&l=1%2C9&p=certified%2Ccard&page=3&mode=map');
  });

  it('reads back exactly the state it wrote', () => {
    const state = { ...EMPTY_FILTERS, sr: [1, 2], m: [102], s: 'Velké Pavlovice', l: [8], p: ['stmartins'], page: 2 };
    expect(throughAddress('/cs/vinari', state).read).toEqual(state);
  });

  it('writes a lone number plainly and reads back searches that look like numbers or words of JSON', () => {
    const lone = throughAddress('/cs/vinari', { ...EMPTY_FILTERS, s: '2019', l: [9] });
    expect(lone.query).toBe('?s=2019&l=9');
    expect(lone.read).toEqual({ ...EMPTY_FILTERS, s: '2019', l: [9] });
    for (const s of ['007', 'true', 'null', '"quoted"', '[1]', '1e3', 'NaN', ' 5'])
      expect(throughAddress('/cs/vinari', { ...EMPTY_FILTERS, s }).read).toEqual({ ...EMPTY_FILTERS, s });
  });

  it('drops unknown choices, bad ids and bad pages instead of trusting them', () => {
    const search = { l: '1,x,-2,1.5', p: 'certified,hack', page: -4, mode: 'globe' };
    expect(parseListState([], search, PROGRAMME_CHOICES)).toEqual({ ...EMPTY_FILTERS, l: [1], p: ['certified'] });
    expect(parseListState([], { page: '2.5', s: { nested: 1 } }, PROGRAMME_CHOICES)).toEqual(EMPTY_FILTERS);
  });

  it('keeps each list to its own choices', () => {
    expect(parseListState([], { p: 'certified,offerDelivery' }, RESTAURANT_CHOICES).p).toEqual(['offerDelivery']);
    expect(parseListState([], { p: 'certified,offerDelivery' }, PROGRAMME_CHOICES).p).toEqual(['certified']);
  });

  it('cuts a long search text to 200 characters', () => {
    expect(parseListState([], { s: 'x'.repeat(300) }, PROGRAMME_CHOICES).s).toHaveLength(200);
  });

  it('keeps only municipalities inside the chosen subregions', () => {
    expect(municipalitiesInSubregions([101, 102], [])).toEqual([101, 102]);
    expect(municipalitiesInSubregions([101], [2])).toEqual([]);
    expect(parseListState(['slovacka', 'valtice'], {}, PROGRAMME_CHOICES).m).toEqual([]);
  });

  it('writes no query string for the default state and the base path alone', () => {
    expect(listLocation('/en/winemakers/', EMPTY_FILTERS)).toEqual({ path: '/en/winemakers', search: {} });
  });
});

describe('old addresses with the filters in the hash', () => {
  it('finds the list keys of an old hash', () => {
    expect(legacyHashSearch('#s=sklep&p=card,disabled&page=2&mode=map&l=1')).toEqual({
      s: 'sklep',
      p: 'card,disabled',
      page: '2',
      mode: 'map',
      l: '1',
    });
    expect(legacyHashSearch('#page=2')).toEqual({ page: '2' });
  });

  it('leaves a hash without list keys alone', () => {
    expect(legacyHashSearch('')).toBeNull();
    expect(legacyHashSearch('#main')).toBeNull();
    expect(legacyHashSearch('#signin=1')).toBeNull();
  });

  it('reads an old hash into the same state as its query string', () => {
    const found = legacyHashSearch('#s=Velk%C3%A9%20Pavlovice&p=card,hack&page=3') ?? {};
    expect(parseListState([], found, PROGRAMME_CHOICES)).toEqual({
      ...EMPTY_FILTERS,
      s: 'Velké Pavlovice',
      p: ['card'],
      page: 3,
    });
  });
});

describe('filter slugs, clear-all and e-shops', () => {
  it('takes the slugs after the list’s own path, whatever its depth', () => {
    expect(filterSlugs('/cs/vinari', 'vinari/mikulovska/valtice')).toEqual(['mikulovska', 'valtice']);
    expect(filterSlugs('/cs/vinoteky-a-eshopy', 'vinoteky-a-eshopy')).toEqual([]);
    expect(filterSlugs('/en/wine-shops-and-e-shops', 'wine-shops-and-e-shops/znojemska/')).toEqual(['znojemska']);
    expect(filterSlugs('/cs/o-vine/sklepy', 'o-vine/sklepy/slovacka')).toEqual(['slovacka']);
  });

  it('keeps the path and query string of a search with spaces and diacritics', () => {
    const state = { ...EMPTY_FILTERS, sr: [4], s: 'Šťastná & syn', page: 2 };
    expect(throughAddress('/cs/vinari', state).read).toEqual(state);
  });

  it('clears every filter and the page but keeps the map mode, back to the base path', () => {
    const cleared = clearedFilters({ mode: 'map' });
    expect(cleared).toEqual({ ...EMPTY_FILTERS, mode: 'map' });
    expect(listLocation('/cs/sklepy', cleared)).toEqual({ path: '/cs/sklepy', search: { mode: 'map' } });
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

describe('the "open" filter in the address', () => {
  it('writes now or a chosen Prague time, reads it back, and counts it as a place filter', () => {
    const now = throughAddress('/cs/vinari', { ...EMPTY_FILTERS, o: 'now' });
    expect(now.query).toBe('?o=now');
    expect(now.read).toEqual({ ...EMPTY_FILTERS, o: 'now' });
    const chosen = throughAddress('/cs/vinari', { ...EMPTY_FILTERS, o: '2027-01-19T15:00', page: 2 });
    expect(chosen.read).toEqual({ ...EMPTY_FILTERS, o: '2027-01-19T15:00', page: 2 });
    expect(activeFilterCount({ ...EMPTY_FILTERS, o: 'now' })).toBe(1);
    expect(hasPlaceOnlyFilters({ ...EMPTY_FILTERS, o: 'now' })).toBe(true);
  });

  it('drops what is neither now nor a real date and time', () => {
    for (const o of ['tomorrow', '2027-02-30T10:00', '2027-01-19T25:00', '2027-01-19'])
      expect(parseListState([], { o }, PROGRAMME_CHOICES).o).toBe('');
  });
});
