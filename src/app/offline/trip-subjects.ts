import type { OutboxEntry } from './records.ts';

/** A trip's changes wait in the outbox under its subject: sent in their order, laid over the trip by its page. */
export const TRIP_SUBJECT_PREFIX = 'trip:';
export const tripSubject = (tripId: string) => `${TRIP_SUBJECT_PREFIX}${tripId}`;
export const tripIdOf = (entry: OutboxEntry) => entry.subject.slice(TRIP_SUBJECT_PREFIX.length);
