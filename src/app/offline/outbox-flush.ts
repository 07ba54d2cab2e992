import { localDb } from './local-db.ts';
import type { OutboxEntry } from './records.ts';

/**
 * What happened to one entry: gone to the server, to be tried again later, or refused for good (4xx). `status` is the
 * server's answer; a retry without one had no answer (no connection).
 */
export type SendResult =
  | { kind: 'sent'; answer: unknown }
  | { kind: 'retry'; reason: string; status?: number; notBefore?: string }
  | { kind: 'refused'; reason: string; status: number };

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
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        'idempotency-key': entry.id,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    });
  } catch {
    return { kind: 'retry', reason: 'offline' };
  }
  const answer: unknown = await response.json().catch(() => null);
  if (response.ok) return { kind: 'sent', answer };
  const message = (answer as { message?: string } | null)?.message ?? response.statusText;
  // Signed out, rate-limited or a server failure: the change waits; anything else the server refused for good.
  const { status } = response;
  if (status === 429) {
    const notBefore = retryAfter(response.headers.get('retry-after'));
    return notBefore
      ? { kind: 'retry', reason: message, status, notBefore }
      : { kind: 'retry', reason: message, status };
  }
  if (status === 401 || status === 408 || status >= 500) return { kind: 'retry', reason: message, status };
  return { kind: 'refused', reason: message, status };
}

/** Changes of different subjects (places, trips) go side by side; this many requests are in flight at once. */
export const OUTBOX_LANES = 6;

/**
 * Sends pending entries: each subject's changes in their order (a trip's places after the trip), different subjects
 * side by side. A subject whose change must wait (offline, 401, 408, 429, 5xx; only offline for a change the user
 * waits for) stops for this pass, since its later changes may depend on it; the others go on. Answers 'done' when
 * nothing is left to send now, else 'retry'.
 */
export async function flushQueue(
  fetcher: typeof fetch,
  token: () => string | null | Promise<string | null>,
  onSent?: (entry: OutboxEntry, answer: unknown) => void | Promise<void>,
  lanes = OUTBOX_LANES,
): Promise<'done' | 'retry'> {
  const blocked = new Set<string>();
  let mustRetry = false;
  for (;;) {
    const queue = (await localDb.outbox.where('status').equals('pending').sortBy('seq')).filter(
      (entry) => !blocked.has(entry.subject),
    );
    if (queue.length === 0) return mustRetry ? 'retry' : 'done';
    const busy = new Set<string>();
    const taken = new Set<number>();
    // The next entry that heads its subject and whose subject is neither sending nor stopped; taken synchronously.
    const next = (): OutboxEntry | undefined => {
      const seen = new Set<string>();
      for (const entry of queue) {
        if (entry.seq === undefined || taken.has(entry.seq)) continue;
        if (seen.has(entry.subject)) continue;
        seen.add(entry.subject);
        if (busy.has(entry.subject) || blocked.has(entry.subject)) continue;
        taken.add(entry.seq);
        busy.add(entry.subject);
        return entry;
      }
      return undefined;
    };
    const lane = async () => {
      for (let entry = next(); entry?.seq !== undefined; entry = next()) {
        const seq = entry.seq;
        if (entry.notBefore && Date.parse(entry.notBefore) > Date.now()) {
          blocked.add(entry.subject);
          mustRetry = true;
        } else {
          const result = await sendEntry(entry, fetcher, await token());
          if (result.kind === 'sent') {
            // The entry goes only once what the screens keep of the answer is kept: a reload in between shows either.
            await onSent?.(entry, result.answer);
            // A change the page and the service worker both sent is answered from the Idempotency-Key store: deleting twice is fine.
            await localDb.outbox.delete(seq);
          } else if (result.kind === 'retry' && !(entry.waitsOnlyOffline && result.status !== undefined)) {
            await localDb.outbox.update(seq, {
              attempts: entry.attempts + 1,
              lastError: result.reason,
              ...(result.notBefore ? { notBefore: result.notBefore } : {}),
            });
            blocked.add(entry.subject);
            mustRetry = true;
          } else {
            // Refused (4xx), or any answer to a change the user waits for: kept, not sent again unless the user says so.
            await localDb.outbox.update(seq, {
              status: 'failed',
              attempts: entry.attempts + 1,
              lastError: result.reason,
              lastStatus: result.status,
            });
          }
        }
        busy.delete(entry.subject);
      }
    };
    await Promise.all(Array.from({ length: lanes }, lane));
  }
}
