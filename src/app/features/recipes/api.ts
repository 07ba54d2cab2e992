import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { RECIPES_PAGE_SIZE } from '../../../shared/constants/content.ts';
import type { RoutedLocale } from '../../../shared/constants/locales.ts';
import { pageWindow } from '../../../shared/domain/list-paging.ts';
import { apiGet } from '../../lib/api-client.ts';

/** Spec 01 §9: recipes come 14 a page. */
export const recipeListQuery = (locale: RoutedLocale, page: number) => {
  const input = { locale, ...pageWindow(page, RECIPES_PAGE_SIZE) };
  return queryOptions({
    queryKey: ['recipes', input],
    queryFn: () => apiGet('/api/recipes', input),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
};

export const recipeQuery = (locale: RoutedLocale, id: number) =>
  queryOptions({
    queryKey: ['recipe', locale, id],
    queryFn: () => apiGet('/api/recipeDetail', { locale, id }),
    staleTime: 5 * 60_000,
  });
