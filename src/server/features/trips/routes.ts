import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { tripsCalls } from '../../../shared/api/calls/trips.ts';
import { pragueToday } from '../../../shared/domain/prague-time.ts';
import { boundsOf } from '../../../shared/domain/map-tiles.ts';
import { requireUserId, requireUserNamed, sessionUserId } from '../../lib/auth/sessions.ts';
import type { Transaction } from '../../db/database.ts';
import { ApiError, forbidden, notFound } from '../../lib/http/api-error.ts';
import type { ApiRouter } from '../../lib/http/api-router.ts';
import { once } from '../../lib/http/idempotency.ts';
import type { ServerDeps } from '../../lib/server-deps.ts';
import { findTrip } from '../../lib/trips/find-trips.ts';
import { searchTripPlaces } from './place-search.repo.ts';
import {
  addTripPlaces,
  createTrip,
  deleteTrip,
  removeTripPlace,
  reorderTripPlaces,
  requireOwnTrip,
  updateTrip,
} from './trip-writes.repo.ts';
import { findTripPlan } from './trip-plan-read.repo.ts';
import { registerTripPlanRoutes } from './trip-plan-routes.ts';
import { findTripPlaces } from './trips.repo.ts';

const nowIso = () => new Date().toISOString();

/**
 * Trips: a trip's share link is public and read-only; every write needs the owner's session (403 for someone else's
 * trip, 404 for none) and runs once per Idempotency-Key, so the outbox can replay it.
 */
export function registerTripsRoutes(router: ApiRouter, deps: ServerDeps): void {
  const { db } = deps;
  registerTripPlanRoutes(router, deps);
  router.bind(tripsCalls.places, async ({ tripId, locale }, { c }) => {
    const trip = await findTrip(db, tripId);
    if (!trip) throw notFound('No such trip');
    const places = await findTripPlaces(db, tripId, locale);
    const plan = await findTripPlan(db, tripId);
    // Ownership comes from the session, never from the userId parameter.
    const isOwner = (await sessionUserId(db, c)) === trip.userId;
    return {
      data: { trip, places, ...plan, placesMetaData: { count: places.length, isOwner, bounds: boundsOf(places) } },
    };
  });

  router.bind(tripsCalls.placesSearch, async ({ userId, type, locale, s, t, limit }, { c }) => {
    const today = pragueToday();
    if (type === 'all') return searchTripPlaces(db, { locale, s, t, limit, today });
    const listOwner = await requireUserId(db, c);
    if (userId !== undefined && userId !== listOwner) throw forbidden('userId is not the signed-in user');
    return searchTripPlaces(db, { locale, s, t, limit, today, list: { userId: listOwner, flag: type } });
  });

  router.bind(tripsCalls.create, async (input, { c }) => {
    const userId = await requireUserNamed(db, c, input.userId);
    return once(db, c, userId, input, async (tx) => {
      const id = input.id ?? randomUUID();
      const outcome = await createTrip(tx, {
        id,
        userId,
        title: input.title,
        description: input.description,
        at: input.changedAt ?? nowIso(),
      });
      if (outcome === 'taken') throw new ApiError(409, 'trip_id_taken', 'This trip id is already used');
      const trip = await findTrip(tx, id);
      if (!trip) throw notFound('No such trip');
      return { trip };
    });
  });

  /** A write to an existing trip: the session's user must own it (403 / 404), once per Idempotency-Key. */
  const ownerWrite = async <T>(
    c: Context,
    input: { tripId: string },
    write: (tx: Transaction) => Promise<T>,
  ): Promise<T> => {
    const userId = await requireUserId(db, c);
    return once(db, c, userId, input, async (tx) => {
      await requireOwnTrip(tx, input.tripId, userId);
      return write(tx);
    });
  };
  const ok = { status: 'OK' as const };

  router.bind(tripsCalls.update, (input, { c }) =>
    ownerWrite(c, input, async (tx) => {
      await updateTrip(tx, input.tripId, input.title, input.description, input.changedAt ?? nowIso());
      const trip = await findTrip(tx, input.tripId);
      if (!trip) throw notFound('No such trip');
      return { trip };
    }),
  );
  router.bind(tripsCalls.addPlaces, (input, { c }) =>
    ownerWrite(c, input, async (tx) => {
      await addTripPlaces(tx, input.tripId, input.places, input.changedAt ?? nowIso());
      return ok;
    }),
  );
  router.bind(tripsCalls.deletePlace, (input, { c }) =>
    ownerWrite(c, input, async (tx) => {
      await removeTripPlace(tx, input.tripId, input.placeId, input.placeType, input.changedAt ?? nowIso());
      return ok;
    }),
  );
  router.bind(tripsCalls.reorder, (input, { c }) =>
    ownerWrite(c, input, async (tx) => {
      await reorderTripPlaces(tx, input.tripId, input.places);
      return ok;
    }),
  );

  router.bind(tripsCalls.delete, async (input, { c }) => {
    const userId = await requireUserNamed(db, c, input.userId);
    return once(db, c, userId, input, async (tx) => {
      await requireOwnTrip(tx, input.tripId, userId);
      await deleteTrip(tx, input.tripId);
      return ok;
    });
  });
}
