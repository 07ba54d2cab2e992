import { describe, expect, it } from 'vitest';
import { accountTripLists } from './account-trip-lists.ts';

const trip = (title: string, updatedAt: string) => ({ title, updatedAt });
const trips = [
  trip('Znojmo', '2026-11-20T10:00:00Z'),
  trip('Čejkovice', '2026-11-22T10:00:00Z'),
  trip('Mikulov 2', '2026-11-01T10:00:00Z'),
  trip('Mikulov 10', '2026-11-21T10:00:00Z'),
  trip('Bzenec', '2026-10-01T10:00:00Z'),
];

describe("my account's trip lists", () => {
  it('lists every trip by title in the Czech alphabet (Č after C, numbers by value)', () => {
    expect(accountTripLists(trips, 'cs').all.map((t) => t.title)).toEqual([
      'Bzenec',
      'Čejkovice',
      'Mikulov 2',
      'Mikulov 10',
      'Znojmo',
    ]);
  });

  it('takes the last 3 updated, newest first', () => {
    expect(accountTripLists(trips, 'cs').latest.map((t) => t.title)).toEqual(['Čejkovice', 'Mikulov 10', 'Znojmo']);
  });
});
