import { useMemo } from 'react';
import { useLocation, useSearch } from '@tanstack/react-router';
import { parseGeographySlugs } from '../../../shared/constants/geography-slugs.ts';
import { parsePageSearch } from '../../lib/page-search.ts';
import { listFiltersAt } from './list-data.ts';
import { filterSlugs, type ListFilters } from './list-filters.ts';
import type { ListKind } from './list-kinds.ts';

/** The path after `/{locale}/` when the address is one of the list's own (its path, or it and geography slugs). */
export function ownListPath(basePath: string, pathname: string): string | null {
  const base = basePath.replace(/\/+$/, '');
  const address = pathname.replace(/\/+$/, '');
  if (address !== base && !address.startsWith(`${base}/`)) return null;
  const path = address.split('/').slice(2).join('/');
  return parseGeographySlugs(filterSlugs(base, path)) ? path : null;
}

/**
 * The list's state from the address. While the router loads another address of this same list (a filter, a page),
 * the screen already follows that address — its filters, badge and pagination, with the previous results shown
 * dimmed until the new ones arrive — instead of showing the old state, clickable, until the loader is done. The
 * query string is checked by the route's own validation (parsePageSearch) either way.
 */
export function useListFilters(kind: ListKind, basePath: string, path: string): ListFilters {
  const routed = useSearch({ strict: false });
  const pathname = useLocation({ select: (location) => location.pathname });
  const latest = useLocation({ select: (location) => location.search });
  return useMemo(() => {
    const latestPath = ownListPath(basePath, pathname);
    return latestPath === null
      ? listFiltersAt(kind, basePath, path, routed)
      : listFiltersAt(kind, basePath, latestPath, parsePageSearch(latest));
  }, [kind, basePath, path, routed, pathname, latest]);
}
