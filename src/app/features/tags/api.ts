import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { RoutedLocale } from '../../../shared/constants/locales.ts';
import { TAG_PAGE_SIZE } from '../../../shared/constants/places.ts';
import { apiGet } from '../../lib/api-client.ts';
import type { TagFilters } from './tag-filters.ts';

export const tagQuery = (locale: RoutedLocale, id: number) =>
  queryOptions({
    queryKey: ['tag', locale, id],
    queryFn: () => apiGet('/api/tag', { locale, id }),
    staleTime: 5 * 60_000,
  });

/** Spec 01 §9: a tag page lists 12 records per page. */
export const taggedQuery = (locale: RoutedLocale, tagId: number, filters: TagFilters) => {
  const input = {
    locale,
    tagId,
    s: filters.s || undefined,
    t: [...filters.t],
    offset: (filters.page - 1) * TAG_PAGE_SIZE,
    limit: TAG_PAGE_SIZE,
  };
  return queryOptions({
    queryKey: ['tagged', input],
    queryFn: () => apiGet('/api/tagEntity', input),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
};
