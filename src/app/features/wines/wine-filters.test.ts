import { describe, expect, it } from 'vitest';
import {
  activeWineFilterCount,
  NO_WINE_FILTERS,
  readWineFilters,
  wineListInput,
  writeWineFilters,
} from './wine-filters.ts';
import { withBanners } from './wine-grid.ts';

const years = [2026, 2025, 2024, 2023, 2022];

describe('wine list address state', () => {
  it('reads every spec key, dropping unknown values and years outside the 5-year window', () => {
    const filters = readWineFilters(
      {
        page: 3,
        s: 'ryzlink',
        c: 'red,blue,white',
        y: '2026,1990,2023',
        e: 'pozdní sběr,x',
        k: 'suché',
        v: '4,4,x',
        re: 1,
        sr: '2,3',
        w: '17',
        p: 90,
      },
      years,
    );
    expect(filters).toEqual({
      page: 3,
      s: 'ryzlink',
      c: ['white', 'red'],
      y: [2026, 2023],
      e: ['pozdní sběr'],
      k: ['suché'],
      v: [4],
      re: [1],
      sr: [2, 3],
      w: [17],
      p: 90,
    });
  });

  it('falls back to no filter for malformed values', () => {
    expect(readWineFilters({ page: 'two', p: 150, y: 'abc' }, years)).toEqual(NO_WINE_FILTERS);
    expect(readWineFilters({ p: 0 }, years).p).toBeUndefined();
  });

  it('writes only the keys in use, keeps other keys, and round-trips', () => {
    expect(writeWineFilters({ showModal: 1, page: 2, c: 'red' }, NO_WINE_FILTERS)).toEqual({ showModal: 1 });
    const filters = { ...NO_WINE_FILTERS, page: 2, c: ['pink'] as const, y: [2025], p: 85 };
    const written = writeWineFilters({}, filters);
    expect(written).toEqual({ c: 'pink', y: 2025, p: 85, page: 2 });
    expect(readWineFilters(written, years)).toEqual(filters);
  });

  it('counts active filters and builds the call query', () => {
    const filters = { ...NO_WINE_FILTERS, s: 'a', c: ['red', 'white'] as const, p: 90 };
    expect(activeWineFilterCount(filters)).toBe(4);
    expect(wineListInput(filters)).toMatchObject({ s: 'a', c: ['red', 'white'], p: 90, page: 1 });
  });
});

describe('wine grid banners', () => {
  it('puts the first banner at index 2 and the second at index 7', () => {
    const cells = withBanners(
      Array.from({ length: 10 }, (_, i) => i),
      ['A', 'B'],
    );
    expect(cells.map((c) => (c.kind === 'banner' ? c.banner : c.wine))).toEqual([
      0,
      1,
      'A',
      2,
      3,
      4,
      5,
      'B',
      6,
      7,
      8,
      9,
    ]);
  });

  it('leaves out a banner the grid does not reach, and works without banners', () => {
    expect(withBanners([0, 1, 2], ['A', 'B']).filter((c) => c.kind === 'banner')).toHaveLength(1);
    expect(withBanners([0], ['A'])).toHaveLength(1);
    expect(withBanners([0, 1, 2], [])).toHaveLength(3);
  });
});
