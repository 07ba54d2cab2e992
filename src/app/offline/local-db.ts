import Dexie, { type EntityTable } from 'dexie';
import type { OfflineTrip, OutboxEntry, RequestDraft, StoredQueryCache, StoredValue } from './records.ts';

/** The app's own IndexedDB database (Dexie): what the user does is written here first. */
export const localDb = new Dexie('vinarska-mapa') as Dexie & {
  outbox: EntityTable<OutboxEntry, 'seq'>;
  queryCache: EntityTable<StoredQueryCache, 'key'>;
  offlineTrips: EntityTable<OfflineTrip, 'tripId'>;
  meta: EntityTable<StoredValue, 'key'>;
  drafts: EntityTable<RequestDraft, 'key'>;
};
localDb.version(1).stores({ outbox: '++seq, id, subject, status' });
localDb.version(2).stores({ outbox: '++seq, id, subject, status', queryCache: 'key', offlineTrips: 'tripId' });
localDb
  .version(3)
  .stores({ outbox: '++seq, id, subject, status', queryCache: 'key', offlineTrips: 'tripId', meta: 'key' });
localDb.version(4).stores({
  outbox: '++seq, id, subject, status',
  queryCache: 'key',
  offlineTrips: 'tripId',
  meta: 'key',
  drafts: 'key, updatedAt',
});

/** The Background Sync tag under which the service worker sends the outbox while the app is closed. */
export const OUTBOX_SYNC_TAG = 'outbox';
export const SESSION_TOKEN_KEY = 'accessToken';
/** The service worker's message to open pages after it sent outbox entries. */
export const OUTBOX_SENT_MESSAGE = 'outbox-sent';

let keepQueryCacheCopy: (() => Promise<void>) | undefined;

/** Set once the device keeps the query cache (query-persistence): writes what the cache holds now, or waits for it. */
export function setQueryCacheCopyKeeper(keep: () => Promise<void>): void {
  keepQueryCacheCopy = keep;
}

/**
 * Resolves once `queryCache` holds what the query cache holds now. Before the device keeps the cache it resolves at
 * once: the whole cache is written when the device starts keeping it.
 */
export function queryCacheCopyHoldsCache(): Promise<void> {
  return keepQueryCacheCopy ? keepQueryCacheCopy().catch(() => undefined) : Promise.resolve();
}
