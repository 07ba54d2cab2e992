import { queryOptions } from '@tanstack/react-query';
import { placesCalls } from '../../../shared/api/calls/places.ts';
import type { RoutedLocale } from '../../../shared/constants/locales.ts';
import { apiGet } from '../../lib/api-client.ts';

export const wineEntityQuery = (locale: RoutedLocale, id: number) =>
  queryOptions({ queryKey: ['wineEntity', locale, id], queryFn: () => apiGet(placesCalls.wineEntityDetail, { locale, id }), staleTime: 60_000 });

export const restaurantQuery = (locale: RoutedLocale, id: number) =>
  queryOptions({ queryKey: ['restaurant', locale, id], queryFn: () => apiGet(placesCalls.restaurantDetail, { locale, id }), staleTime: 60_000 });
