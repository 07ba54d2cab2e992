import { queryOptions } from '@tanstack/react-query';
import type { RoutedLocale } from '../../../shared/constants/locales.ts';
import { apiGet } from '../../lib/api-client.ts';

export const articleQuery = (locale: RoutedLocale, id: number) =>
  queryOptions({
    queryKey: ['encyclopediaArticle', locale, id],
    queryFn: () => apiGet('/api/encyclopediaArticle', { locale, id }),
    staleTime: 5 * 60_000,
  });

/** The variety with its best wines (the wines call of the wine list feature). */
export const varietyQuery = (locale: RoutedLocale, id: number) =>
  queryOptions({
    queryKey: ['wineVariety', locale, id],
    queryFn: () => apiGet('/api/wineVariety', { locale, id }),
    staleTime: 5 * 60_000,
  });

export const varietyNeighboursQuery = (locale: RoutedLocale, id: number) =>
  queryOptions({
    queryKey: ['varietyNeighbours', locale, id],
    queryFn: () => apiGet('/api/varietyNeighbours', { locale, id }),
    staleTime: 5 * 60_000,
  });

export const dictionaryTermQuery = (locale: RoutedLocale, id: number) =>
  queryOptions({
    queryKey: ['dictionaryTerm', locale, id],
    queryFn: () => apiGet('/api/dictionary', { locale, id }),
    staleTime: 5 * 60_000,
  });

export const dictionaryIndexQuery = (locale: RoutedLocale) =>
  queryOptions({
    queryKey: ['dictionaryTerms', locale],
    queryFn: () => apiGet('/api/dictionaryTerms', { locale }),
    staleTime: 5 * 60_000,
  });
