import { municipalitySlug, parseGeographySlugs, subregionSlug } from '../../../shared/constants/geography-slugs.ts';
import { WINE_MUNICIPALITIES } from '../../../shared/constants/geography.ts';
import { FILTER_BADGE_CAP } from '../../../shared/constants/places.ts';
import { parsePragueMoment } from '../../../shared/domain/opening-status.ts';

export type ListMode = 'list' | 'map';

/** A place list's whole state: subregions and municipalities travel in the path, the rest in the query string. */
export interface ListFilters {
  s: string;
  sr: number[];
  m: number[];
  l: number[];
  p: string[];
  /** Only places open then: 'now', a Prague 'YYYY-MM-DDTHH:MM', or '' for any time. */
  o: string;
  page: number;
  mode: ListMode;
}

export const EMPTY_FILTERS: ListFilters = { s: '', sr: [], m: [], l: [], p: [], o: '', page: 1, mode: 'list' };

/** The list's keys in the query string (spec 01 §2 puts them in the hash; the server cannot see a hash). */
export const LIST_SEARCH_KEYS = ['s', 'l', 'p', 'o', 'page', 'mode'] as const;

/** A list's query string as the router reads it: strings, and numbers where a value looks like one. */
export type ListSearch = Readonly<Record<string, unknown>>;

/** The query string's keys that are not the list's (an open search modal's): kept when the list's filters change. */
export function otherSearchKeys(search: ListSearch): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(search).filter(([key]) => !(LIST_SEARCH_KEYS as readonly string[]).includes(key)),
  );
}

const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
const ids = (value: unknown) =>
  text(value)
    .split(',')
    .filter(Boolean)
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
const words = (value: unknown, allowed: readonly string[]) =>
  text(value)
    .split(',')
    .filter((word) => allowed.includes(word));

const openAt = (value: unknown): string => {
  const chosen = text(value);
  return chosen === 'now' || parsePragueMoment(chosen) ? chosen : '';
};

/** Only municipalities inside the chosen subregions count (spec 01 §5); with no subregion, all do. */
export function municipalitiesInSubregions(
  municipalityIds: readonly number[],
  subregionIds: readonly number[],
): number[] {
  if (subregionIds.length === 0) return [...municipalityIds];
  return municipalityIds.filter((id) => {
    const municipality = WINE_MUNICIPALITIES.find((candidate) => candidate.id === id);
    return municipality !== undefined && subregionIds.includes(municipality.subregionId);
  });
}

/** Reads the state from the trailing path slugs and the query string; unknown values are dropped, never trusted. */
export function parseListState(slugs: readonly string[], search: ListSearch, choices: readonly string[]): ListFilters {
  const geography = parseGeographySlugs(slugs) ?? { sr: [], m: [] };
  const page = Number(text(search.page));
  return {
    s: text(search.s).slice(0, 200),
    sr: geography.sr,
    m: municipalitiesInSubregions(geography.m, geography.sr),
    l: ids(search.l),
    p: words(search.p, choices),
    o: openAt(search.o),
    page: Number.isInteger(page) && page > 1 ? page : 1,
    mode: search.mode === 'map' ? 'map' : 'list',
  };
}

/**
 * The list keys of an address hash in the old form (`#s=…&page=2`), or null when the hash holds none of them: such
 * links still work, the browser moves them into the query string.
 */
export function legacyHashSearch(hash: string): Record<string, string> | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const found = LIST_SEARCH_KEYS.filter((key) => params.has(key));
  return found.length ? Object.fromEntries(found.map((key) => [key, params.get(key) ?? ''])) : null;
}

/**
 * A value as the router writes it: a string that reads as a number is written as that number, so the address shows
 * `l=9`, not the quoted `l="9"` the router writes for a string that would read back as another type.
 */
const plain = (value: string): string | number => {
  const number = Number(value);
  return Number.isFinite(number) && String(number) === value ? number : value;
};

/** The query string a list writes: only the keys that differ from the default. */
export type ListAddressSearch = {
  s?: string | number;
  l?: string | number;
  p?: string | number;
  o?: string;
  page?: number;
  mode?: 'map';
};

/** The address of a state: `{base}/{subregion…}/{municipality…}` and the query string with the other filters. */
export function listLocation(basePath: string, filters: ListFilters): { path: string; search: ListAddressSearch } {
  const slugs = [
    ...filters.sr.map(subregionSlug),
    ...municipalitiesInSubregions(filters.m, filters.sr).map(municipalitySlug),
  ].filter((slug): slug is string => Boolean(slug));
  return {
    path: [basePath.replace(/\/+$/, ''), ...slugs].join('/'),
    search: {
      ...(filters.s && { s: plain(filters.s) }),
      ...(filters.l.length > 0 && { l: plain(filters.l.join(',')) }),
      ...(filters.p.length > 0 && { p: plain(filters.p.join(',')) }),
      ...(filters.o && { o: filters.o }),
      ...(filters.page > 1 && { page: filters.page }),
      ...(filters.mode === 'map' && { mode: 'map' as const }),
    },
  };
}

const ascending = <T extends number | string>(values: readonly T[]): T[] =>
  [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

/**
 * What the filter options' counts depend on, in one order whatever the order of choosing (one cached answer per
 * choice): the chosen filters without the page and the mode, the municipalities only within the chosen subregions.
 */
export function facetFilters(filters: ListFilters): Pick<ListFilters, 's' | 'sr' | 'm' | 'l' | 'p' | 'o'> {
  return {
    s: filters.s.trim(),
    sr: ascending(filters.sr),
    m: ascending(municipalitiesInSubregions(filters.m, filters.sr)),
    l: ascending(filters.l),
    p: ascending(filters.p),
    o: filters.o,
  };
}

/** Whether two states choose the same, page and mode aside: the same address on page 1 in one mode. */
export function sameChoice(a: ListFilters, b: ListFilters): boolean {
  const address = (filters: ListFilters) => {
    const { path, search } = listLocation('', { ...filters, s: filters.s.trim(), page: 1, mode: 'list' });
    return JSON.stringify([path, search]);
  };
  return address(a) === address(b);
}

/** Clear-all: every filter goes, the list/map mode stays. */
export function clearedFilters(filters: Pick<ListFilters, 'mode'>): ListFilters {
  return { ...EMPTY_FILTERS, mode: filters.mode };
}

/** The filter slugs after the list's own path: `vinari/mikulovska/valtice` under `/cs/vinari` gives both slugs. */
export function filterSlugs(basePath: string, path: string): string[] {
  const baseDepth = basePath.split('/').filter(Boolean).length - 1;
  return path.split('/').filter(Boolean).slice(baseDepth);
}

/** Filters only places carry (geography, language, programme); e-shops match the search text alone. */
export function hasPlaceOnlyFilters(filters: ListFilters): boolean {
  return filters.sr.length + filters.m.length + filters.l.length + filters.p.length > 0 || filters.o !== '';
}

/** How many filters are set (search counts once), for the sidebar toggle's badge. */
export function activeFilterCount(filters: ListFilters): number {
  return (
    (filters.s ? 1 : 0) +
    (filters.o ? 1 : 0) +
    filters.sr.length +
    filters.m.length +
    filters.l.length +
    filters.p.length
  );
}

export function badgeText(count: number): string {
  return count > FILTER_BADGE_CAP ? `${FILTER_BADGE_CAP}+` : String(count);
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
