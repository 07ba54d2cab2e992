import type { z } from 'zod';
import type { PostCallAt, PostCallPath } from '../../shared/api/registry.ts';
import { localDb, type OutboxEntry } from './local-db.ts';
import { withSession } from './api-client.ts';

/** What happened to one entry: gone to the server, to be tried again later, or refused for good (4xx). */
export type SendResult = { kind: 'sent'; answer: unknown } | { kind: 'retry'; reason: string } | { kind: 'refused'; reason: string };

const listeners = new Set<() => void>();
/** The sync driver listens here to send at once after a change. */
export const onEnqueued = (listener: () => void) => {
  listeners.add(listener);
  return () => { listeners.delete(listener); };
};
const sentListeners = new Set<(entry: OutboxEntry, answer: unknown) => void>();
/** Screens learn the server's answer to a sent change (e.g. to show the saved state without a refetch). */
export const onSent = (listener: (entry: OutboxEntry, answer: unknown) => void) => {
  sentListeners.add(listener);
  return () => { sentListeners.delete(listener); };
};

/** Asks the sync driver for a pass now (e.g. after a refused change was sent back to the queue). */
export const requestSync = () => { for (const listener of listeners) listener(); };

/** A refused change goes back to the queue, at its old place in the order, to be sent again. */
export async function retryEntry(seq: number): Promise<void> {
  await localDb.outbox.update(seq, { status: 'pending', attempts: 0, lastError: null });
  requestSync();
}

/** A refused change the user gives up: it is removed from this device. */
export async function discardEntry(seq: number): Promise<void> {
  await localDb.outbox.delete(seq);
}

/** Writes a change to the outbox first (so the screen shows it at once, online or not), then asks for a send. */
export async function enqueue<P extends PostCallPath>(path: P, payload: z.input<PostCallAt<P>['input']>, subject: string, view?: unknown): Promise<void> {
  await localDb.outbox.add({
    id: crypto.randomUUID(), path, payload: payload as Record<string, unknown>, subject, createdAt: new Date().toISOString(), attempts: 0, lastError: null, status: 'pending',
    ...(view === undefined ? {} : { view }),
  });
  requestSync();
}

/** One POST with the entry's id as Idempotency-Key, so a repeat after a lost answer changes nothing twice. */
export async function sendEntry(entry: OutboxEntry, fetcher: typeof fetch = fetch): Promise<SendResult> {
  let response: Response;
  try {
    response = await fetcher(entry.path, {
      method: 'POST',
      body: JSON.stringify(entry.payload),
      headers: withSession({ 'content-type': 'application/json', accept: 'application/json', 'idempotency-key': entry.id }),
    });
  } catch {
    return { kind: 'retry', reason: 'offline' };
  }
  const answer: unknown = await response.json().catch(() => null);
  if (response.ok) return { kind: 'sent', answer };
  const message = (answer as { message?: string } | null)?.message ?? response.statusText;
  // Signed out, rate-limited or a server failure: the change waits; anything else the server refused for good.
  if (response.status === 401 || response.status === 408 || response.status === 429 || response.status >= 500) return { kind: 'retry', reason: message };
  return { kind: 'refused', reason: message };
}

/**
 * Sends pending entries in order. It stops at the first one that must wait (later changes may depend on it), and
 * answers whether everything went ('done') or a retry is due ('retry').
 */
export async function flushOutbox(fetcher: typeof fetch = fetch): Promise<'done' | 'retry'> {
  for (;;) {
    const entry = await localDb.outbox.where('status').equals('pending').sortBy('seq').then((entries) => entries[0]);
    if (!entry?.seq) return 'done';
    const result = await sendEntry(entry, fetcher);
    if (result.kind === 'retry') {
      await localDb.outbox.update(entry.seq, { attempts: entry.attempts + 1, lastError: result.reason });
      return 'retry';
    }
    if (result.kind === 'refused') {
      await localDb.outbox.update(entry.seq, { status: 'failed', attempts: entry.attempts + 1, lastError: result.reason });
      continue;
    }
    for (const listener of sentListeners) listener(entry, result.answer);
    await localDb.outbox.delete(entry.seq);
  }
}
