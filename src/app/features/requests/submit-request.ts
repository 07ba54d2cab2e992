import type { PostCallPath } from '../../../shared/api/registry.ts';
import { draftKey, loadDraft, markDraftSubmitted } from '../../offline/drafts.ts';
import { discardEntry, enqueue } from '../../offline/outbox.ts';
import { findOutboxEntry, watchOutboxEntry } from '../../offline/outbox-reads.ts';
import type { OutboxEntry } from '../../offline/records.ts';
import type { SubmitOutcome } from './request-form-machine.ts';

/** How long a submit waits for the server before telling the user the request is kept and sent later. */
const QUEUED_AFTER_MS = 8_000;
/** From this status on an answer is the server's own failure: the form's text says all the user can do, send again. */
const SERVER_FAILURE = 500;

/** The outbox subject of a request form's submissions. */
export const requestSubject = (slug: string, recordId: number) => `request:${slug}:${recordId}`;

/** Why the server refused a submitted copy, for the form to show; nothing for its own failure (5xx). */
export const refusalReason = (entry: OutboxEntry): string =>
  entry.lastStatus !== undefined && entry.lastStatus >= SERVER_FAILURE ? '' : (entry.lastError ?? '');

/**
 * Hands a request to the outbox (DESIGN.md: every submission goes through it, so one sent offline reaches the server
 * exactly once) and waits for what became of it: `sent`, `queued` (no connection, or no answer yet: it stays in the
 * outbox), or a refusal, thrown with the server's reason. Any answer that does not take it is a refusal (a 5xx too:
 * the form stays, to be sent again), never "queued". A copy the server refused earlier is discarded first: this one
 * replaces it.
 */
export async function submitRequest(
  slug: string,
  recordId: number,
  path: PostCallPath,
  payload: Record<string, unknown>,
): Promise<SubmitOutcome> {
  const key = draftKey(slug, recordId);
  const previous = (await loadDraft(slug, recordId))?.submittedEntryId;
  if (previous) {
    const entry = await findOutboxEntry(previous);
    if (entry?.seq !== undefined && entry.status === 'failed') await discardEntry(entry.seq);
  }
  // The call's input type is one of four schemas; the values were parsed by the matching one.
  const entryId = await enqueue(path, payload as never, requestSubject(slug, recordId), undefined, {
    waitsOnlyOffline: true,
  });
  await markDraftSubmitted(key, entryId);
  return waitForOutcome(entryId);
}

function waitForOutcome(entryId: string): Promise<SubmitOutcome> {
  return new Promise((resolve, reject) => {
    const stops: (() => void)[] = [];
    const finish = (settle: () => void) => {
      stops.forEach((stop) => stop());
      settle();
    };
    const stopWatching = watchOutboxEntry(entryId, (entry) => {
      // Gone from the outbox: sent (by this page or by the service worker).
      if (!entry) finish(() => resolve('sent'));
      else if (entry.status === 'failed') finish(() => reject(new Error(refusalReason(entry))));
      // Tried and still waiting: only a missing connection leaves it so.
      else if (entry.attempts > 0) finish(() => resolve('queued'));
    });
    stops.push(stopWatching);
    const timer = setTimeout(
      () => finish(() => resolve('queued')),
      typeof navigator !== 'undefined' && !navigator.onLine ? 0 : QUEUED_AFTER_MS,
    );
    stops.push(() => clearTimeout(timer));
  });
}
