import { describe, expect, it } from 'vitest';
import { activeTagFilterCount, readTagFilters, writeTagFilters } from './tag-filters.ts';

describe('tag page address state', () => {
  it('reads search, known types in the spec order and the page', () => {
    expect(readTagFilters({ s: 'mikulov', t: 'winemakers,news,bogus', page: 3 })).toEqual({
      s: 'mikulov',
      t: ['news', 'winemakers'],
      page: 3,
    });
  });

  it('falls back to defaults for malformed values', () => {
    expect(readTagFilters({ page: 'x', t: 42 })).toEqual({ s: '', t: [], page: 1 });
    expect(readTagFilters({ page: -2 })).toEqual({ s: '', t: [], page: 1 });
    expect(readTagFilters({ page: 2.5 }).page).toBe(1);
  });

  it('writes only what differs from the defaults and keeps other keys', () => {
    expect(writeTagFilters({ showModal: 1, page: 4 }, { s: ' ', t: [], page: 1 })).toEqual({ showModal: 1 });
    expect(writeTagFilters({}, { s: 'víno', t: ['events', 'cellars'], page: 2 })).toEqual({
      s: 'víno',
      t: 'events,cellars',
      page: 2,
    });
  });

  it('counts active filters for the badge', () => {
    expect(activeTagFilterCount({ s: 'a', t: ['news', 'events'], page: 1 })).toBe(3);
    expect(activeTagFilterCount({ s: '', t: [], page: 5 })).toBe(0);
  });
});
