import { WINE_BANNER_INDEXES } from '../../../shared/constants/wines.ts';

export type GridCell<W, B> = { kind: 'wine'; wine: W } | { kind: 'banner'; banner: B };

/** Puts the page's banners into the grid at the spec's indexes (2, then 7) when the grid reaches them. */
export function withBanners<W, B>(wines: readonly W[], banners: readonly B[]): GridCell<W, B>[] {
  const cells: GridCell<W, B>[] = wines.map((wine) => ({ kind: 'wine', wine }));
  WINE_BANNER_INDEXES.forEach((index, slot) => {
    const banner = banners[slot];
    if (banner !== undefined && index <= cells.length) cells.splice(index, 0, { kind: 'banner', banner });
  });
  return cells;
}
