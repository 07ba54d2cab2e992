import { localDb, type OutboxEntry } from './local-db.ts';

/** What happened to one entry: gone to the server, to be tried again later, or refused for good (4xx). */
export type SendResult = { kind: 'sent'; answer: unknown } | { kind: 'retry'; reason: string; notBefore?: string } | { kind: 'refused'; reason: string };

/** Retry-After in seconds or as an HTTP date, as an ISO time; nothing when absent or unreadable. */
export function retryAfter(header: string | null, now = Date.now()): string | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  const at = Number.isFinite(seconds) ? now + seconds * 1000 : Date.parse(header);
  return Number.isFinite(at) && at > now ? new Date(at).toISOString() : undefined;
}

/**
 * One POST with the entry's id as Idempotency-Key, so a repeat after a lost answer changes nothing twice. Shared by
 * the page and the service worker (Background Sync), so it uses no browser-window API.
 */
export async function sendEntry(entry: OutboxEntry, fetcher: typeof fetch, token: string | null): Promise<SendResult> {
  let response: Response;
  try {
    response = await fetcher(entry.path, {
      method: 'POST',
      body: JSON.stringify(entry.payload),
      headers: { 'content-type': 'application/json', accept: 'application/json', 'idempotency-key': entry.id, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  } catch {
    return { kind: 'retry', reason: 'offline' };
  }
  const answer: unknown = await response.json().catch(() => null);
  if (response.ok) return { kind: 'sent', answer };
  const message = (answer as { message?: string } | null)?.message ?? response.statusText;
  // Signed out, rate-limited or a server failure: the change waits; anything else the server refused for good.
  if (response.status === 429) {
    const notBefore = retryAfter(response.headers.get('retry-after'));
    return notBefore ? { kind: 'retry', reason: message, notBefore } : { kind: 'retry', reason: message };
  }
  if (response.status === 401 || response.status === 408 || response.status >= 500) return { kind: 'retry', reason: message };
  return { kind: 'refused', reason: message };
}

/**
 * Sends pending entries in order. It stops at the first one that must wait (later changes may depend on it), and
 * answers whether everything went ('done') or a retry is due ('retry').
 */
export async function flushQueue(fetcher: typeof fetch, token: () => string | null | Promise<string | null>, onSent?: (entry: OutboxEntry, answer: unknown) => void): Promise<'done' | 'retry'> {
  for (;;) {
    const entry = await localDb.outbox.where('status').equals('pending').sortBy('seq').then((entries) => entries[0]);
    if (!entry?.seq) return 'done';
    if (entry.notBefore && Date.parse(entry.notBefore) > Date.now()) return 'retry';
    const result = await sendEntry(entry, fetcher, await token());
    if (result.kind === 'retry') {
      await localDb.outbox.update(entry.seq, { attempts: entry.attempts + 1, lastError: result.reason, ...(result.notBefore ? { notBefore: result.notBefore } : {}) });
      return 'retry';
    }
    if (result.kind === 'refused') {
      await localDb.outbox.update(entry.seq, { status: 'failed', attempts: entry.attempts + 1, lastError: result.reason });
      continue;
    }
    onSent?.(entry, result.answer);
    // A change the page and the service worker both sent is answered from the Idempotency-Key store: deleting twice is fine.
    await localDb.outbox.delete(entry.seq);
  }
}
