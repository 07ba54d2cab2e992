import { queryOptions } from '@tanstack/react-query';
import type { RoutedLocale } from '../../../shared/constants/locales.ts';
import { apiGet } from '../../lib/api-client.ts';

/** The places nearest a detail's place, for its map. */
export const nearbyQuery = (locale: RoutedLocale, placeType: 'wine_entity' | 'restaurant', id: number) =>
  queryOptions({
    queryKey: ['nearbyPlaces', locale, placeType, id],
    queryFn: () => apiGet('/api/nearby', { locale, placeType, id }),
    staleTime: 5 * 60_000,
  });
