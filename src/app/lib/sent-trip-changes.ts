import { useSyncExternalStore } from 'react';
import { tripIdOf } from '../offline/trip-subjects.ts';
import type { OutboxEntry } from '../offline/records.ts';

/** Far longer than the read that follows a sent change takes; a change older than this is in every read shown. */
const KEEP_MS = 60_000;

export interface SentTripChange {
  entry: OutboxEntry;
  /** When the server's answer arrived (ms). */
  sentAt: number;
}

let sent: readonly SentTripChange[] = [];
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
const NONE: readonly SentTripChange[] = [];

/**
 * A trip change the server has just taken. It has left the outbox, but the trip's read shown may be from before it
 * arrived (the read that follows is on its way): the change is laid over such a read, so the screen never shows the
 * trip as it was before the change (a day gone for a moment, a stop back in its old day) while it is being edited.
 */
export function keepSentTripChange(entry: OutboxEntry, now = Date.now()): void {
  sent = [...sent.filter((change) => now - change.sentAt < KEEP_MS), { entry, sentAt: now }];
  for (const listener of listeners) listener();
}

/** The trip changes sent lately, oldest first. */
export const sentTripChanges = (): readonly SentTripChange[] => sent;

/** The same, for a screen (none in the server's render). */
export const useSentTripChanges = (): readonly SentTripChange[] =>
  useSyncExternalStore(subscribe, sentTripChanges, () => NONE);

/** The changes to a trip sent after its read shown was taken (`readAt`, ms), oldest first. */
export const sentSince = (changes: readonly SentTripChange[], tripId: string, readAt: number): OutboxEntry[] =>
  changes.filter((change) => change.sentAt > readAt && tripIdOf(change.entry) === tripId).map((change) => change.entry);
