import { useLiveQuery } from 'dexie-react-hooks';
import { TRIP_SUBJECT_PREFIX, tripIdOf } from './trip-subjects.ts';
import { localDb } from './local-db.ts';
import type { OutboxEntry } from './records.ts';

/** Unsent trip changes of the signed-in user, oldest first, by trip id; undefined until the outbox is read. */
export function usePendingTripChanges(userId: string | undefined): Map<string, OutboxEntry[]> | undefined {
  return useLiveQuery(async () => {
    const entries = await localDb.outbox.where('subject').startsWith(TRIP_SUBJECT_PREFIX).sortBy('seq');
    const byTrip = new Map<string, OutboxEntry[]>();
    for (const entry of entries) {
      // Another account's unsent changes (signed out and in as someone else) are not this user's trips.
      if (entry.status !== 'pending' || (typeof entry.payload.userId === 'string' && entry.payload.userId !== userId))
        continue;
      const list = byTrip.get(tripIdOf(entry)) ?? [];
      list.push(entry);
      byTrip.set(tripIdOf(entry), list);
    }
    return byTrip;
  }, [userId]);
}
