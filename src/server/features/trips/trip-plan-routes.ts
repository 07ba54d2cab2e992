import type { Context } from 'hono';
import { tripPlanCalls } from '../../../shared/api/calls/trip-plan.ts';
import { requireUserId } from '../../lib/auth/sessions.ts';
import type { Transaction } from '../../db/database.ts';
import type { ApiRouter } from '../../lib/http/api-router.ts';
import { once } from '../../lib/http/idempotency.ts';
import type { ServerDeps } from '../../lib/server-deps.ts';
import {
  deleteTripDay,
  deleteTripLogEntry,
  placeTripStops,
  saveTripDay,
  saveTripLogEntry,
  updateTripStop,
} from './trip-plan.repo.ts';
import { requireOwnTrip } from './trip-writes.repo.ts';

const nowIso = () => new Date().toISOString();
const ok = { status: 'OK' as const };

/**
 * The trip planner's writes (issue 29): the owner's session only (403 for someone else's trip, 404 for none), each
 * once per Idempotency-Key in the transaction of its write, merged last-writer-wins by the client's changedAt.
 */
export function registerTripPlanRoutes(router: ApiRouter, { db }: ServerDeps): void {
  const ownerWrite = async (
    c: Context,
    input: { tripId: string },
    write: (tx: Transaction) => Promise<void>,
  ): Promise<typeof ok> => {
    const userId = await requireUserId(db, c);
    return once(db, c, userId, input, async (tx) => {
      await requireOwnTrip(tx, input.tripId, userId);
      await write(tx);
      return ok;
    });
  };

  router.bind(tripPlanCalls.saveDay, (input, { c }) =>
    ownerWrite(c, input, (tx) => saveTripDay(tx, input.tripId, input, input.changedAt ?? nowIso())),
  );
  router.bind(tripPlanCalls.deleteDay, (input, { c }) =>
    ownerWrite(c, input, (tx) => deleteTripDay(tx, input.tripId, input.dayId, input.changedAt ?? nowIso())),
  );
  router.bind(tripPlanCalls.placeStops, (input, { c }) =>
    ownerWrite(c, input, (tx) => placeTripStops(tx, input.tripId, input.stops, input.changedAt ?? nowIso())),
  );
  router.bind(tripPlanCalls.updateStop, (input, { c }) =>
    ownerWrite(c, input, (tx) =>
      updateTripStop(
        tx,
        input.tripId,
        { placeId: input.placeId, placeType: input.placeType },
        { note: input.note, notBefore: input.notBefore },
        input.changedAt ?? nowIso(),
      ),
    ),
  );
  router.bind(tripPlanCalls.saveLog, (input, { c }) =>
    ownerWrite(c, input, (tx) => saveTripLogEntry(tx, input.tripId, input, input.changedAt ?? nowIso())),
  );
  router.bind(tripPlanCalls.deleteLog, (input, { c }) =>
    ownerWrite(c, input, (tx) => deleteTripLogEntry(tx, input.tripId, input.id, input.changedAt ?? nowIso())),
  );
}
