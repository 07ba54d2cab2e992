import { queryOptions } from '@tanstack/react-query';
import type { RoutedLocale } from '../../../shared/constants/locales.ts';
import { apiGet } from '../../lib/api-client.ts';
import type { SearchCategory } from './search-state.ts';

export const searchPageQuery = (locale: RoutedLocale, query: string, category: SearchCategory, page: number) =>
  queryOptions({
    queryKey: ['search', locale, query, category, page],
    queryFn: () =>
      apiGet('/api/search', { locale, query, page, ...(category !== 'all' ? { searchCategory: category } : {}) }),
    staleTime: 60_000,
  });

export const searchDefaultsQuery = (locale: RoutedLocale) =>
  queryOptions({
    queryKey: ['searchTop', locale],
    queryFn: () => apiGet('/api/search/top', { locale }),
    staleTime: 5 * 60_000,
  });

export const encyclopediaSearchQuery = (locale: RoutedLocale, query: string) =>
  queryOptions({
    queryKey: ['encyclopediaSearch', locale, query],
    queryFn: () => apiGet('/api/encyclopedia', { locale, ...(query ? { query } : {}) }),
    staleTime: 60_000,
  });
