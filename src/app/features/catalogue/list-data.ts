import type { ScreenDataContext } from '../../ui/screen-props.ts';
import { eshopListQuery, filterOptionsQuery, placeListQuery } from './api.ts';
import { filterSlugs, hasPlaceOnlyFilters, parseListState, type ListFilters, type ListSearch } from './list-filters.ts';
import { choicesOf, LIST_KINDS, type ListKind } from './list-kinds.ts';

/** A list's state at an address: the filter slugs after the list's own path, the rest from the query string. */
export function listFiltersAt(kind: ListKind, basePath: string, path: string, search: ListSearch): ListFilters {
  return parseListState(filterSlugs(basePath, path), search, choicesOf(kind));
}

/** The wine shops list the e-shops below the places, in list mode and while only the search text is set. */
export const showsEshops = (kind: ListKind, filters: ListFilters): boolean =>
  kind.withEshops && filters.mode === 'list' && !hasPlaceOnlyFilters(filters);

/**
 * The route loader's part of a place list (on the server and in the browser): what the screen shows first, read
 * through the same query options its components use — the page of records for the address's filters, the filter
 * options and, beside the wine shops, the first e-shops. The map is drawn in the browser only: its thousand points
 * are not carried in the server's page, and the map reads them itself.
 */
export async function loadPlaceListData({ queryClient, page, locale, path, search }: ScreenDataContext): Promise<void> {
  const kind = LIST_KINDS[page.type];
  if (!kind) return;
  const filters = listFiltersAt(kind, page.path, path, search);
  await Promise.all([
    filters.mode === 'list' ? queryClient.ensureQueryData(placeListQuery(kind, locale, filters)) : undefined,
    queryClient.ensureQueryData(filterOptionsQuery(kind, locale, filters)),
    showsEshops(kind, filters) ? queryClient.ensureInfiniteQueryData(eshopListQuery(locale, filters.s)) : undefined,
  ]);
}
