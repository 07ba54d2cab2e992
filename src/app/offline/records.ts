/* What each table of the app's IndexedDB database (local-db.ts) holds. */

/** A change waiting to reach the server (DESIGN.md outbox): sent in `seq` order with `id` as its Idempotency-Key. */
export interface OutboxEntry {
  seq?: number;
  id: string;
  /** The call's path, e.g. '/api/user/setPlaceState'. */
  path: string;
  payload: Record<string, unknown>;
  createdAt: string;
  attempts: number;
  /** A server that answered 429 with Retry-After is not asked again before this time (ISO). */
  notBefore?: string;
  lastError: string | null;
  /** 'pending' until sent; 'failed' when the server refused it (4xx): kept and shown, never dropped. */
  status: 'pending' | 'failed';
  /** The status of the server's answer that refused it. */
  lastStatus?: number;
  /**
   * Sent while the user waits for it (a request form): any answer that does not take it (5xx, 429 … too) refuses it,
   * so the user sees the failure and may send it again; only a missing connection keeps it to be sent later.
   */
  waitsOnlyOffline?: boolean;
  /** For screens that overlay unsent changes, e.g. 'place:wine_entity:12' or 'trip:{id}'. */
  subject: string;
  /** What the screen shows for the change until the server answers (e.g. the picked places' titles); never sent. */
  view?: unknown;
}

/** The TanStack Query cache, kept between visits (DESIGN.md: in IndexedDB, not localStorage). */
export interface StoredQueryCache {
  key: string;
  value: string;
}

/** A trip saved on this device for use without signal: what was stored and when. */
export interface OfflineTrip {
  tripId: string;
  savedAt: string;
  places: number;
  tiles: number;
  bytes: number;
  zoom: [number, number];
  /** 'prefetch': the area's tiles were downloaded (MAP_OFFLINE_TILE_URL); 'viewed': only tiles seen before are kept. */
  tileSource?: 'prefetch' | 'viewed';
  /** Tiles that could not be fetched (skipped so that saving ends); the places and data are saved anyway. */
  skippedTiles?: number;
  /** Places whose page, detail or picture could not be fetched. */
  skippedPlaces?: number;
}

/** Small values the service worker needs too (it cannot read localStorage), e.g. the session token for Background Sync. */
export interface StoredValue {
  key: string;
  value: string | null;
}

/**
 * A request form being filled (spec 02 §2): its values, saved on every change, so leaving, reloading or closing the
 * browser never loses it. `submittedEntryId` is the outbox entry of a sent copy, kept until the server has it.
 */
export interface RequestDraft {
  key: string;
  slug: string;
  recordId: number;
  title: string;
  values: Record<string, unknown>;
  updatedAt: string;
  submittedEntryId?: string;
}
