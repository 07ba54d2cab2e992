import { listLocation, otherSearchKeys, type ListFilters, type ListSearch } from './list-filters.ts';

/**
 * The router's navigation to the list at `basePath` with `filters` chosen. The query string's other keys (an open
 * search modal's) are taken from the router's location as the navigation is built, not from a render's copy: a filter
 * that lands just after the header's search opened (typed, then Hledat clicked within the pause) must not close it.
 */
export function listNavigation(locale: string, basePath: string, filters: ListFilters) {
  const location = listLocation(basePath, filters);
  return {
    to: '/$locale/$',
    params: { locale, _splat: location.path.split('/').slice(2).join('/') },
    search: (current: ListSearch) => ({ ...otherSearchKeys(current), ...location.search }),
  } as const;
}
