import type { Context } from 'hono';
import { accountCalls } from '../../../shared/api/calls/account.ts';
import type { Database } from '../../db/database.ts';
import { requireUserId } from '../../lib/auth/sessions.ts';
import { forbidden, notFound, notImplemented } from '../../lib/http/api-error.ts';
import type { ApiRouter } from '../../lib/http/api-router.ts';
import { once } from '../../lib/http/idempotency.ts';
import { defaultListCounts, placeExists, placeState, placeStates, setFlags } from './place-states.repo.ts';

/** The session's user, who must be the `userId` the call names (a payload never chooses the user: 403). */
async function sessionUserNamed(db: Database, c: Context, userId: string): Promise<string> {
  const sessionUser = await requireUserId(db, c);
  if (sessionUser !== userId) throw forbidden('userId is not the signed-in user');
  return sessionUser;
}

/** Visited / favorite / wishlist flags of places and the default-list counts (spec 01 §4). */
export function registerPlaceStateRoutes(router: ApiRouter, db: Database): void {
  router.bind(accountCalls.setPlaceState, async (input, { c }) => {
    const userId = await sessionUserNamed(db, c, input.userId);
    // Ratings (the score modal) come with their own change; a request carrying one changes nothing yet.
    if (input.userRating !== undefined) throw notImplemented('userRating of /api/user/setPlaceState');
    return once(db, c, userId, input, async () => {
      if (!(await placeExists(db, input.placeType, input.placeId))) throw notFound(`No ${input.placeType} ${input.placeId}`);
      await setFlags(db, userId, input);
      return { place: await placeState(db, userId, input.placeType, input.placeId) };
    });
  });
  router.bind(accountCalls.defaultPlacesCount, async (input, { c }) => ({ counts: await defaultListCounts(db, await sessionUserNamed(db, c, input.userId)) }));
  router.bind(accountCalls.getPlacesData, async (input, { c }) => {
    const states = await placeStates(db, await sessionUserNamed(db, c, input.userId), input.placeType);
    return { data: Object.fromEntries(states.map((state) => [String(state.placeId), state])) };
  });
  router.bind(accountCalls.getSinglePlaceData, async (input, { c }) => ({
    place: await placeState(db, await sessionUserNamed(db, c, input.userId), input.placeType, input.placeId),
  }));
}
