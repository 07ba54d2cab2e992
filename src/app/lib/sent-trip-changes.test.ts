import { describe, expect, it } from 'vitest';
import type { OutboxEntry } from '../offline/records.ts';
import { keepSentTripChange, sentSince, sentTripChanges, type SentTripChange } from './sent-trip-changes.ts';

const entry = (id: string, tripId: string): OutboxEntry => ({
  seq: 1,
  id,
  path: '/api/trip/day/save',
  payload: { tripId },
  subject: `trip:${tripId}`,
  createdAt: '2026-11-26T10:00:00.000Z',
  attempts: 1,
  lastError: null,
  status: 'pending',
});

describe('trip changes sent lately', () => {
  const changes: SentTripChange[] = [
    { entry: entry('a', 'T'), sentAt: 1_000 },
    { entry: entry('b', 'other'), sentAt: 2_000 },
    { entry: entry('c', 'T'), sentAt: 3_000 },
  ];

  it("are laid over a trip's read taken before they arrived, oldest first, and not over a later read", () => {
    expect(sentSince(changes, 'T', 0).map((change) => change.id)).toEqual(['a', 'c']);
    expect(sentSince(changes, 'T', 1_500).map((change) => change.id)).toEqual(['c']);
    expect(sentSince(changes, 'T', 3_000)).toEqual([]);
    expect(sentSince(changes, 'nowhere', 0)).toEqual([]);
  });

  it('are forgotten a minute after they were sent', () => {
    keepSentTripChange(entry('old', 'K'), 10_000);
    keepSentTripChange(entry('new', 'K'), 69_000);
    expect(sentTripChanges().map((change) => change.entry.id)).toEqual(['old', 'new']);
    keepSentTripChange(entry('newest', 'K'), 71_000);
    expect(sentTripChanges().map((change) => change.entry.id)).toEqual(['new', 'newest']);
    expect(sentSince(sentTripChanges(), 'K', 70_000).map((change) => change.id)).toEqual(['newest']);
  });
});
