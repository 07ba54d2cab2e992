export const MAP_FILTER_TYPES = [
  'winemaker',
  'cellar',
  'wine_bar',
  'wine_shop',
  'accommodation',
  'restaurant',
  'event',
] as const;
export type MapFilterType = (typeof MAP_FILTER_TYPES)[number];

export interface MapFilters {
  s: string;
  t: MapFilterType[];
}

const isType = (value: string): value is MapFilterType => (MAP_FILTER_TYPES as readonly string[]).includes(value);

/** The map page keeps its search and chosen types in the hash, like the lists. */
export function parseMapHash(hash: string): MapFilters {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  return { s: (params.get('s') ?? '').slice(0, 200), t: (params.get('t') ?? '').split(',').filter(isType) };
}

export function mapHash(filters: MapFilters): string {
  const params = new URLSearchParams();
  if (filters.s) params.set('s', filters.s);
  if (filters.t.length) params.set('t', filters.t.join(','));
  return params.toString().replace(/%2C/g, ',');
}
