import { queryOptions } from '@tanstack/react-query';
import type { RoutedLocale } from '../../shared/constants/locales.ts';
import { ApiRequestError, apiGet } from './api-client.ts';
import { sessionToken } from './session-token.ts';

/**
 * One trip's read, on its own so a trip link can start it with the app's first script, before the trip screen's code
 * (and IndexedDB) has arrived.
 */
export const tripQuery = (tripId: string, locale: RoutedLocale, signedIn = sessionToken() !== null) =>
  queryOptions({
    // Signed in or not changes isOwner; the key needs no user id, so the route can start this read before the session is known.
    queryKey: ['trip', tripId, locale, signedIn],
    queryFn: () => apiGet('/api/trip/places', { tripId, locale }),
    // Another device may have changed the trip: a copy kept from before (also after a reload) is shown, then re-read.
    staleTime: 0,
    retry: (failures, error) => !(error instanceof ApiRequestError && error.status === 404) && failures < 2,
  });
