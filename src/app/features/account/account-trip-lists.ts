import type { Trip } from '../../../shared/api/calls/account.ts';
import { MY_ACCOUNT_LATEST_TRIPS } from '../../../shared/constants/account.ts';

/**
 * My account's two trip lists (spec 01 §2): every trip, by title in the locale's alphabet, so a trip is found where
 * expected; and the last 3 updated, newest first. Ordered alike, the first would only repeat the second.
 */
export function accountTripLists<T extends Pick<Trip, 'title' | 'updatedAt'>>(
  trips: readonly T[],
  locale: string,
): { all: T[]; latest: T[] } {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  return {
    all: [...trips].sort((a, b) => collator.compare(a.title, b.title)),
    latest: [...trips].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt)).slice(0, MY_ACCOUNT_LATEST_TRIPS),
  };
}
