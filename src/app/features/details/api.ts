import { queryOptions } from '@tanstack/react-query';
import { eventsCalls } from '../../../shared/api/calls/events.ts';
import { placesCalls } from '../../../shared/api/calls/places.ts';
import type { RoutedLocale } from '../../../shared/constants/locales.ts';
import { apiGet } from '../../lib/api-client.ts';

export const wineEntityQuery = (locale: RoutedLocale, id: number) =>
  queryOptions({ queryKey: ['wineEntity', locale, id], queryFn: () => apiGet(placesCalls.wineEntityDetail, { locale, id }), staleTime: 60_000 });

export const restaurantQuery = (locale: RoutedLocale, id: number) =>
  queryOptions({ queryKey: ['restaurant', locale, id], queryFn: () => apiGet(placesCalls.restaurantDetail, { locale, id }), staleTime: 60_000 });

export const eshopQuery = (locale: RoutedLocale, id: number) =>
  queryOptions({ queryKey: ['eshop', locale, id], queryFn: () => apiGet(placesCalls.eshopDetail, { locale, id }), staleTime: 60_000 });

export const eventQuery = (locale: RoutedLocale, id: number) =>
  queryOptions({ queryKey: ['event', locale, id], queryFn: () => apiGet(eventsCalls.eventDetail, { locale, id }), staleTime: 60_000 });
