import { liveQuery } from 'dexie';
import { localDb } from './local-db.ts';
import type { OutboxEntry } from './records.ts';

/** The outbox entry sent (or to be sent) with this Idempotency-Key; nothing once it has left the outbox. */
export function findOutboxEntry(id: string): Promise<OutboxEntry | undefined> {
  return localDb.outbox.where('id').equals(id).first();
}

/**
 * Tells `listener` the entry now and after every change to the outbox, with undefined once it has left (sent by this
 * page or by the service worker, or discarded); the answer returned function stops the watch.
 */
export function watchOutboxEntry(id: string, listener: (entry: OutboxEntry | undefined) => void): () => void {
  const watch = liveQuery(() => findOutboxEntry(id)).subscribe(listener);
  return () => watch.unsubscribe();
}
