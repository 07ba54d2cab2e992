import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { RoutedLocale } from '../../../shared/constants/locales.ts';
import { apiGet } from '../../lib/api-client.ts';
import { wineListInput, type WineFilters } from './wine-filters.ts';

export const wineListQuery = (locale: RoutedLocale, filters: WineFilters) => {
  const input = { locale, ...wineListInput(filters) };
  return queryOptions({
    queryKey: ['mlWine', input],
    queryFn: () => apiGet('/api/mlWine', input),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
};

export const wineOptionsQuery = (locale: RoutedLocale) =>
  queryOptions({
    queryKey: ['filterOptions', 'wine', locale],
    queryFn: () => apiGet('/api/others', { type: 'wine', locale }),
    staleTime: 5 * 60_000,
  });

/** A wine in full, for a wine page whose answer came without it (an answer cached before wines were carried). */
export const wineDetailQuery = (locale: RoutedLocale, id: number) =>
  queryOptions({
    queryKey: ['mlWineDetail', locale, id],
    queryFn: () => apiGet('/api/mlWineDetail', { locale, id }),
    staleTime: 60_000,
  });
