import {
  EPITHETS,
  MAX_POINTS,
  SWEETNESS,
  WINE_COLORS,
  wineYears,
  type WineColor,
} from '../../../shared/constants/wines.ts';

type Epithet = (typeof EPITHETS)[number];
type Sweetness = (typeof SWEETNESS)[number];

/** The wine list's state under the spec's address keys: page, s, c, y, e, k, v, re, sr, w, p. */
export interface WineFilters {
  readonly page: number;
  readonly s: string;
  readonly c: readonly WineColor[];
  readonly y: readonly number[];
  readonly e: readonly Epithet[];
  readonly k: readonly Sweetness[];
  readonly v: readonly number[];
  readonly re: readonly number[];
  readonly sr: readonly number[];
  readonly w: readonly number[];
  readonly p: number | undefined;
}

export const NO_WINE_FILTERS: WineFilters = {
  page: 1,
  s: '',
  c: [],
  y: [],
  e: [],
  k: [],
  v: [],
  re: [],
  sr: [],
  w: [],
  p: undefined,
};
const LIST_KEYS = ['c', 'y', 'e', 'k', 'v', 're', 'sr', 'w'] as const;

const items = (value: unknown) =>
  value === undefined || value === null
    ? []
    : String(value)
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean);
const ids = (value: unknown) => [
  ...new Set(
    items(value)
      .map(Number)
      .filter((n) => Number.isInteger(n) && n > 0),
  ),
];
const among = <T extends string>(allowed: readonly T[], value: unknown): T[] =>
  allowed.filter((option) => items(value).includes(option));

/** Unknown or malformed values are dropped, so a hand-edited or outdated address still opens the list. */
export function readWineFilters(query: Record<string, unknown>, years: readonly number[] = wineYears()): WineFilters {
  const page = Number(query.page);
  const points = Number(query.p);
  return {
    page: Number.isInteger(page) && page > 1 ? page : 1,
    s: typeof query.s === 'string' || typeof query.s === 'number' ? String(query.s).slice(0, 100) : '',
    c: among(WINE_COLORS, query.c),
    y: years.filter((year) => ids(query.y).includes(year)),
    e: among(EPITHETS, query.e),
    k: among(SWEETNESS, query.k),
    v: ids(query.v),
    re: ids(query.re),
    sr: ids(query.sr),
    w: ids(query.w),
    p:
      query.p !== undefined && query.p !== '' && Number.isInteger(points) && points > 0 && points <= MAX_POINTS
        ? points
        : undefined,
  };
}

/** Keeps other query keys and writes only what differs from no filter at all. */
export function writeWineFilters(query: Record<string, unknown>, filters: WineFilters): Record<string, unknown> {
  const rest = Object.fromEntries(
    Object.entries(query).filter(([key]) => !['page', 's', 'p', ...LIST_KEYS].includes(key)),
  );
  // A single id stays a number: the router would otherwise quote a numeric-looking string in the address.
  const lists = Object.fromEntries(
    LIST_KEYS.filter((key) => filters[key].length > 0).map((key) => [
      key,
      filters[key].length === 1 && typeof filters[key][0] === 'number' ? filters[key][0] : filters[key].join(','),
    ]),
  );
  return {
    ...rest,
    ...(filters.s.trim() ? { s: filters.s.trim() } : {}),
    ...lists,
    ...(filters.p !== undefined ? { p: filters.p } : {}),
    ...(filters.page > 1 ? { page: filters.page } : {}),
  };
}

export const activeWineFilterCount = (filters: WineFilters) =>
  LIST_KEYS.reduce((sum, key) => sum + filters[key].length, 0) +
  (filters.s.trim() ? 1 : 0) +
  (filters.p !== undefined ? 1 : 0);

/** The query of `/api/mlWine` for these filters. */
export const wineListInput = (filters: WineFilters) => ({
  page: filters.page,
  s: filters.s.trim() || undefined,
  c: [...filters.c],
  y: [...filters.y],
  e: [...filters.e],
  k: [...filters.k],
  v: [...filters.v],
  re: [...filters.re],
  sr: [...filters.sr],
  w: [...filters.w],
  p: filters.p,
});
