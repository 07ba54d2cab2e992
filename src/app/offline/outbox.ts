import type { z } from 'zod';
import type { PostCallAt, PostCallPath } from '../../shared/api/registry.ts';
import { localDb, OUTBOX_SYNC_TAG, queryCacheCopyHoldsCache, SESSION_TOKEN_KEY } from './local-db.ts';
import type { OutboxEntry } from './records.ts';
import { flushQueue } from './outbox-flush.ts';
import { forgetKeptCopy, keepUntilStored, keptCopies } from './unload-copies.ts';
import { sessionToken } from '../lib/session-token.ts';

const listeners = new Set<() => void>();
/** The sync driver listens here to send at once after a change. */
export const onEnqueued = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
const sentListeners = new Set<(entry: OutboxEntry, answer: unknown) => void>();
/** Screens learn the server's answer to a sent change (e.g. to show the saved state without a refetch). */
export const onSent = (listener: (entry: OutboxEntry, answer: unknown) => void) => {
  sentListeners.add(listener);
  return () => {
    sentListeners.delete(listener);
  };
};

/**
 * Tells the screens a change reached the server (also one the service worker sent while the page waited); resolves
 * once the device's copy of the query cache holds what they made of the answer, so that the change is never missing
 * from both the outbox and that copy (different IndexedDB tables, whose writes may be kept in either order).
 */
export const notifySent = (entry: OutboxEntry, answer: unknown): Promise<void> => {
  for (const listener of sentListeners) listener(entry, answer);
  return queryCacheCopyHoldsCache();
};

/** Asks the sync driver for a pass now (e.g. after a refused change was sent back to the queue). */
export const requestSync = () => {
  for (const listener of listeners) listener();
};

/** A refused change goes back to the queue, at its old place in the order, to be sent again. */
export async function retryEntry(seq: number): Promise<void> {
  await localDb.outbox.update(seq, { status: 'pending', attempts: 0, lastError: null, lastStatus: undefined });
  requestSync();
}

/** A refused change the user gives up: it is removed from this device. */
export async function discardEntry(seq: number): Promise<void> {
  await localDb.outbox.delete(seq);
}

/**
 * Writes a change to the outbox first (so the screen shows it at once, online or not), then asks for a send. Until
 * the write lands, the change is kept in localStorage too: a page unloading meanwhile would lose it (unload-copies.ts).
 */
export async function enqueue<P extends PostCallPath>(
  path: P,
  payload: z.input<PostCallAt<P>['input']>,
  subject: string,
  view?: unknown,
  options: Pick<OutboxEntry, 'waitsOnlyOffline'> = {},
): Promise<string> {
  const entry: OutboxEntry = {
    id: crypto.randomUUID(),
    path,
    payload: payload as Record<string, unknown>,
    subject,
    createdAt: new Date().toISOString(),
    attempts: 0,
    lastError: null,
    status: 'pending',
    ...(view === undefined ? {} : { view }),
    ...options,
  };
  const kept = keepUntilStored(copyName(entry.id), entry);
  await localDb.outbox.add(entry);
  forgetKeptCopy(copyName(entry.id), kept);
  requestSync();
  return entry.id;
}

const copyName = (id: string) => `outbox.${id}`;

/**
 * A new entry as enqueue keeps it (the send checks the server's answer, as for any entry). Checked by hand: zod's code
 * is no part of what every page loads, and the outbox is.
 */
function isKeptEntry(value: unknown): value is OutboxEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.id === 'string' &&
    typeof entry.path === 'string' &&
    typeof entry.subject === 'string' &&
    typeof entry.createdAt === 'string' &&
    entry.status === 'pending' &&
    entry.attempts === 0 &&
    typeof entry.payload === 'object' &&
    entry.payload !== null &&
    !Array.isArray(entry.payload)
  );
}

/** Queues the changes a page made just before it unloaded, whose outbox write did not land; in the order made. */
export async function restoreOutboxKeptAtUnload(): Promise<void> {
  const copies = keptCopies('outbox.', isKeptEntry).sort((a, b) => a.value.createdAt.localeCompare(b.value.createdAt));
  for (const { name, value, kept } of copies) {
    await localDb.transaction('rw', localDb.outbox, async () => {
      if ((await localDb.outbox.where('id').equals(value.id).count()) === 0) await localDb.outbox.add(value);
    });
    forgetKeptCopy(name, kept);
  }
}

/**
 * Sends pending entries in order (see flushQueue). The session token is also left where the service worker can read
 * it, so Background Sync can send what is left once this page is closed.
 */
export async function flushOutbox(fetcher: typeof fetch = fetch): Promise<'done' | 'retry'> {
  await restoreOutboxKeptAtUnload();
  await localDb.meta.put({ key: SESSION_TOKEN_KEY, value: sessionToken() });
  const result = await flushQueue(fetcher, sessionToken, notifySent);
  if (result === 'retry') registerBackgroundSync();
  return result;
}

type RegistrationWithSync = ServiceWorkerRegistration & { sync?: { register: (tag: string) => Promise<void> } };

/** Where the browser has Background Sync, the service worker sends the outbox when the connection returns, even with the app closed. */
function registerBackgroundSync(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.ready
    .then((registration) => (registration as RegistrationWithSync).sync?.register(OUTBOX_SYNC_TAG))
    .catch(() => undefined);
}
