import { tripsCalls } from '../../../shared/api/calls/trips.ts';
import { TIME_ZONE } from '../../../shared/constants/locales.ts';
import { notFound, notImplemented, unauthorized } from '../../lib/http/api-error.ts';
import type { ApiRouter } from '../../lib/http/api-router.ts';
import type { ServerDeps } from '../../lib/server-deps.ts';
import { searchTripPlaces } from './place-search.repo.ts';
import { findTrip, findTripPlaces, placesBounds } from './trips.repo.ts';

const pragueToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(new Date());

/**
 * Trip reads work now: a trip's share link is public and read-only, and the place search reads the
 * search index. Writes validate their input, then answer 501 until accounts and sessions land.
 */
export function registerTripsRoutes(router: ApiRouter, { db }: ServerDeps): void {
  router.bind(tripsCalls.places, async ({ tripId, locale }) => {
    const trip = await findTrip(db, tripId);
    if (!trip) throw notFound('No such trip');
    const places = await findTripPlaces(db, tripId, locale);
    // Ownership comes from the session, never from the userId parameter; until sessions exist nobody owns a trip here.
    const isOwner = false;
    return { data: { trip, places, placesMetaData: { count: places.length, isOwner, bounds: placesBounds(places) } } };
  });

  router.bind(tripsCalls.placesSearch, async ({ type, locale, s, t, limit }) => {
    if (type !== 'all') throw unauthorized("Searching the user's own lists needs a session");
    return searchTripPlaces(db, { locale, s, t, limit, today: pragueToday() });
  });

  for (const call of [tripsCalls.create, tripsCalls.update, tripsCalls.addPlaces, tripsCalls.addVisitedPlaces, tripsCalls.deletePlace, tripsCalls.delete]) {
    router.bind(call, async () => {
      throw notImplemented(call.path);
    });
  }
}
