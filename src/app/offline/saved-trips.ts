import { useLiveQuery } from 'dexie-react-hooks';
import { localDb } from './local-db.ts';
import type { OfflineTrip } from './records.ts';

/** Notes that a trip is saved on this device for use without signal (its places and tiles are already stored). */
export async function recordSavedTrip(saved: OfflineTrip): Promise<void> {
  await localDb.offlineTrips.put(saved);
}

/** Forgets that a trip is saved on this device. */
export async function forgetSavedTrip(tripId: string): Promise<void> {
  await localDb.offlineTrips.delete(tripId);
}

/** What was saved of a trip for use without signal, and when; undefined while reading or when it is not saved. */
export function useSavedTrip(tripId: string): OfflineTrip | undefined {
  return useLiveQuery(() => localDb.offlineTrips.get(tripId), [tripId]);
}
