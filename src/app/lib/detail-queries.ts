/** The detail screens' calls, shared with the trip download for offline use. */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { DETAIL_PAGE_CALLS, isDetailPageType, type DetailPageType } from '../../shared/constants/detail-pages.ts';
import { isRoutedLocale, type RoutedLocale } from '../../shared/constants/locales.ts';
import { apiGet } from './api-client.ts';

export const wineEntityQuery = (locale: RoutedLocale, id: number) =>
  queryOptions({
    queryKey: ['wineEntity', locale, id],
    queryFn: () => apiGet(DETAIL_PAGE_CALLS.wine_entity, { locale, id }),
    staleTime: 60_000,
  });

export const restaurantQuery = (locale: RoutedLocale, id: number) =>
  queryOptions({
    queryKey: ['restaurant', locale, id],
    queryFn: () => apiGet(DETAIL_PAGE_CALLS.restaurant, { locale, id }),
    staleTime: 60_000,
  });

export const eshopQuery = (locale: RoutedLocale, id: number) =>
  queryOptions({
    queryKey: ['eshop', locale, id],
    queryFn: () => apiGet(DETAIL_PAGE_CALLS.eshop, { locale, id }),
    staleTime: 60_000,
  });

export const eventQuery = (locale: RoutedLocale, id: number) =>
  queryOptions({
    queryKey: ['event', locale, id],
    queryFn: () => apiGet(DETAIL_PAGE_CALLS.event, { locale, id }),
    staleTime: 60_000,
  });

/** Reads a detail screen's record into the cache, so the screen renders with it at once. */
export function prefetchDetailRecord(
  queryClient: QueryClient,
  type: DetailPageType,
  locale: RoutedLocale,
  id: number,
): Promise<void> {
  switch (type) {
    case 'wine_entity':
      return queryClient.prefetchQuery(wineEntityQuery(locale, id));
    case 'restaurant':
      return queryClient.prefetchQuery(restaurantQuery(locale, id));
    case 'eshop':
      return queryClient.prefetchQuery(eshopQuery(locale, id));
    case 'event':
      return queryClient.prefetchQuery(eventQuery(locale, id));
  }
}

/** A detail page's record, read by its route's loader before the page renders (on the server or in the browser). */
export async function loadDetailRecord(
  queryClient: QueryClient,
  locale: string,
  page: { type: string; entity?: { id: number } | null },
): Promise<void> {
  const id = page.entity?.id;
  if (!isRoutedLocale(locale) || id === undefined || !isDetailPageType(page.type)) return;
  await prefetchDetailRecord(queryClient, page.type, locale, id);
}
