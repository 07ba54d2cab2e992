import { municipalitySlug, parseGeographySlugs, subregionSlug } from '../../../shared/constants/geography-slugs.ts';
import { WINE_MUNICIPALITIES } from '../../../shared/constants/geography.ts';
import { FILTER_BADGE_CAP } from '../../../shared/constants/places.ts';

export type ListMode = 'list' | 'map';

/** A place list's whole state: subregions and municipalities travel in the path, the rest in the hash. */
export interface ListFilters {
  s: string;
  sr: number[];
  m: number[];
  l: number[];
  p: string[];
  page: number;
  mode: ListMode;
}

export const EMPTY_FILTERS: ListFilters = { s: '', sr: [], m: [], l: [], p: [], page: 1, mode: 'list' };

const ids = (value: string | null) =>
  value
    ? value
        .split(',')
        .map(Number)
        .filter((n) => Number.isInteger(n) && n > 0)
    : [];
const words = (value: string | null, allowed: readonly string[]) =>
  value ? value.split(',').filter((word) => allowed.includes(word)) : [];

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

/** Reads the state from the trailing path slugs and the hash; unknown values are dropped, never trusted. */
export function parseListState(slugs: readonly string[], hash: string, choices: readonly string[]): ListFilters {
  const geography = parseGeographySlugs(slugs) ?? { sr: [], m: [] };
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const page = Number(params.get('page'));
  return {
    s: (params.get('s') ?? '').slice(0, 200),
    sr: geography.sr,
    m: municipalitiesInSubregions(geography.m, geography.sr),
    l: ids(params.get('l')),
    p: words(params.get('p'), choices),
    page: Number.isInteger(page) && page > 1 ? page : 1,
    mode: params.get('mode') === 'map' ? 'map' : 'list',
  };
}

/** The address of a state: `{base}/{subregion…}/{municipality…}` and a hash with the other filters. */
export function listLocation(basePath: string, filters: ListFilters): { path: string; hash: string } {
  const slugs = [
    ...filters.sr.map(subregionSlug),
    ...municipalitiesInSubregions(filters.m, filters.sr).map(municipalitySlug),
  ].filter((slug): slug is string => Boolean(slug));
  const params = new URLSearchParams();
  if (filters.s) params.set('s', filters.s);
  if (filters.l.length) params.set('l', filters.l.join(','));
  if (filters.p.length) params.set('p', filters.p.join(','));
  if (filters.page > 1) params.set('page', String(filters.page));
  if (filters.mode === 'map') params.set('mode', 'map');
  return { path: [basePath.replace(/\/+$/, ''), ...slugs].join('/'), hash: params.toString().replace(/%2C/g, ',') };
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
  return filters.sr.length + filters.m.length + filters.l.length + filters.p.length > 0;
}

/** How many filters are set (search counts once), for the sidebar toggle's badge. */
export function activeFilterCount(filters: ListFilters): number {
  return (filters.s ? 1 : 0) + filters.sr.length + filters.m.length + filters.l.length + filters.p.length;
}

export function badgeText(count: number): string {
  return count > FILTER_BADGE_CAP ? `${FILTER_BADGE_CAP}+` : String(count);
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
