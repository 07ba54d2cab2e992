import { useLiveQuery } from 'dexie-react-hooks';
import { localDb } from './local-db.ts';
import type { OutboxEntry } from './records.ts';

/** How many changes wait to be sent, and the changes the server refused (4xx), oldest first; live. */
export function useOutboxStatus(): { pending: number; refused: OutboxEntry[] } {
  const pending = useLiveQuery(() => localDb.outbox.where('status').equals('pending').count(), []) ?? 0;
  const refused = useLiveQuery(() => localDb.outbox.where('status').equals('failed').sortBy('seq'), []) ?? [];
  return { pending, refused };
}
