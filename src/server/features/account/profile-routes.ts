import { accountCalls } from '../../../shared/api/calls/account.ts';
import type { Database } from '../../db/database.ts';
import { requireUserNamed } from '../../lib/auth/sessions.ts';
import { toAccountUser, userById } from '../../lib/auth/users.ts';
import { forbidden, unauthorized } from '../../lib/http/api-error.ts';
import type { ApiRouter } from '../../lib/http/api-router.ts';
import { once } from '../../lib/http/idempotency.ts';
import { findTrips } from '../../lib/trips/find-trips.ts';
import { PLACE_TABLES } from '../../lib/places/place-tables.ts';

/** My account and account settings (spec 01 §2): the profile with trips, saving the name and newsletters, deleting the account. */
export function registerProfileRoutes(router: ApiRouter, db: Database): void {
  router.bind(accountCalls.profile, async ({ userId, includeTrips }, { c }) => {
    await requireUserNamed(db, c, userId);
    const user = await userById(db, userId);
    if (!user) throw unauthorized();
    const tripIds = includeTrips
      ? (
          await db.query<{ id: string }>('SELECT id FROM trips WHERE user_id = $1 AND deleted_at IS NULL', [userId])
        ).map((row) => row.id)
      : [];
    return { ...toAccountUser(user), trips: await findTrips(db, tripIds) };
  });

  // Settings are saved through the outbox: a replay of the same key must not write an older name over a newer one.
  router.bind(accountCalls.update, async (input, { c }) => {
    const userId = await requireUserNamed(db, c, input.userId);
    return once(db, c, userId, input, async (tx) => {
      const user = await userById(tx, userId);
      if (!user) throw unauthorized();
      // The e-mail is read-only: it travels with the form (spec 02), but it cannot change here.
      if (user.email.toLowerCase() !== input.email.toLowerCase()) throw forbidden('The e-mail cannot be changed');
      await tx.query(
        'UPDATE users SET name = $2, newsletter_public = $3, newsletter_professionals = $4, updated_at = now() WHERE id = $1',
        [userId, input.name, input.newsletterPublic, input.newsletterProfessionals],
      );
      return { status: 'OK' as const };
    });
  });

  router.bind(accountCalls.delete, async ({ userId }, { c }) => {
    await requireUserNamed(db, c, userId);
    // Sessions, place states, ratings, trips and stored answers go with the user (ON DELETE CASCADE); the places'
    // rating aggregates drop this user's share first.
    await db.transaction(async (tx) => {
      for (const [placeType, table] of Object.entries(PLACE_TABLES)) {
        await tx.query(
          `UPDATE ${table} p SET rating_sum = p.rating_sum - r.score, rating_count = p.rating_count - 1
           FROM ratings r WHERE r.user_id = $1 AND r.place_type = $2 AND r.place_id = p.id AND r.score IS NOT NULL`,
          [userId, placeType],
        );
      }
      await tx.query('DELETE FROM users WHERE id = $1', [userId]);
    });
    return { status: 'OK' as const };
  });
}
