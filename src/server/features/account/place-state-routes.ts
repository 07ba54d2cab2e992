import { accountCalls } from '../../../shared/api/calls/account.ts';
import { tripsCalls } from '../../../shared/api/calls/trips.ts';
import { isTripPlaceType } from '../../../shared/constants/places.ts';
import type { Database } from '../../db/database.ts';
import { requireUserNamed } from '../../lib/auth/sessions.ts';
import { notFound } from '../../lib/http/api-error.ts';
import type { ApiRouter } from '../../lib/http/api-router.ts';
import { once } from '../../lib/http/idempotency.ts';
import { resolvePlaceRefs } from '../../lib/places/place-refs.ts';
import { setRating } from './ratings.repo.ts';
import { defaultListCounts, placeExists, placeState, placeStates, setFlags, setNote } from './place-states.repo.ts';

/** Visited / favorite / wishlist flags of places and the default-list counts (spec 01 §4). */
export function registerPlaceStateRoutes(router: ApiRouter, db: Database): void {
  router.bind(accountCalls.setPlaceState, async (input, { c }) => {
    const userId = await requireUserNamed(db, c, input.userId);
    return once(db, c, userId, input, async (tx) => {
      if (!(await placeExists(tx, input.placeType, input.placeId)))
        throw notFound(`No ${input.placeType} ${input.placeId}`);
      await setFlags(tx, userId, input);
      const { placeType } = input;
      // Ratings and notes are kept for the places a trip holds; the input schema refuses them for an e-shop.
      if (isTripPlaceType(placeType)) {
        if (input.userRating !== undefined) {
          await setRating(
            tx,
            userId,
            placeType,
            input.placeId,
            input.userRating,
            input.changedAt ?? new Date().toISOString(),
          );
        }
        if (input.note !== undefined)
          await setNote(tx, userId, placeType, input.placeId, input.note, input.changedAt ?? new Date().toISOString());
      }
      return { place: await placeState(tx, userId, input.placeType, input.placeId) };
    });
  });
  // The trip page's "mark all as visited" sets visited flags, so it is bound with the place states.
  router.bind(tripsCalls.addVisitedPlaces, async (input, { c }) => {
    const userId = await requireUserNamed(db, c, input.userId);
    return once(db, c, userId, input, async (tx) => {
      const changedAt = input.changedAt ?? new Date().toISOString();
      const places = await resolvePlaceRefs(tx, input.places);
      for (const place of places) await setFlags(tx, userId, { ...place, userId, isVisited: true, changedAt });
      return { status: 'OK' as const };
    });
  });
  router.bind(accountCalls.defaultPlacesCount, async (input, { c }) => ({
    counts: await defaultListCounts(db, await requireUserNamed(db, c, input.userId)),
  }));
  router.bind(accountCalls.getPlacesData, async (input, { c }) => {
    const states = await placeStates(db, await requireUserNamed(db, c, input.userId), input.placeType);
    return { data: Object.fromEntries(states.map((state) => [String(state.placeId), state])) };
  });
  router.bind(accountCalls.getSinglePlaceData, async (input, { c }) => ({
    place: await placeState(db, await requireUserNamed(db, c, input.userId), input.placeType, input.placeId),
  }));
}
