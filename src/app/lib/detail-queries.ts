/** The detail screens' calls, shared with the trip download for offline use. */
import { queryOptions } from '@tanstack/react-query';
import { DETAIL_PAGE_CALLS } from '../../shared/constants/detail-pages.ts';
import type { RoutedLocale } from '../../shared/constants/locales.ts';
import { apiGet } from './api-client.ts';

export const wineEntityQuery = (locale: RoutedLocale, id: number) =>
  queryOptions({ queryKey: ['wineEntity', locale, id], queryFn: () => apiGet(DETAIL_PAGE_CALLS.wine_entity, { locale, id }), staleTime: 60_000 });

export const restaurantQuery = (locale: RoutedLocale, id: number) =>
  queryOptions({ queryKey: ['restaurant', locale, id], queryFn: () => apiGet(DETAIL_PAGE_CALLS.restaurant, { locale, id }), staleTime: 60_000 });

export const eshopQuery = (locale: RoutedLocale, id: number) =>
  queryOptions({ queryKey: ['eshop', locale, id], queryFn: () => apiGet(DETAIL_PAGE_CALLS.eshop, { locale, id }), staleTime: 60_000 });

export const eventQuery = (locale: RoutedLocale, id: number) =>
  queryOptions({ queryKey: ['event', locale, id], queryFn: () => apiGet(DETAIL_PAGE_CALLS.event, { locale, id }), staleTime: 60_000 });
