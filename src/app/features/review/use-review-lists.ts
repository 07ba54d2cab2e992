import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import type { RequestStatus, ReviewListItem } from '../../../shared/api/calls/review.ts';
import { reviewListQuery } from './api.ts';
import { REVIEW_STATUSES } from './review-constants.ts';

type ListQuery = UseQueryResult<{ items: ReviewListItem[] }>;

export interface ReviewLists {
  byStatus: Record<RequestStatus, ListQuery>;
  /** How many requests each tab holds, once its list has loaded. */
  counts: Record<RequestStatus, number | undefined>;
  /** The first failure among the lists: a 401 or 403 fails them all alike. */
  error: unknown;
}

/** The three lists side by side, so each tab shows its count. */
export function useReviewLists(): ReviewLists {
  const results = useQueries({ queries: REVIEW_STATUSES.map((status) => reviewListQuery(status)) });
  const byStatus = Object.fromEntries(REVIEW_STATUSES.map((status, index) => [status, results[index]])) as Record<
    RequestStatus,
    ListQuery
  >;
  const counts = Object.fromEntries(
    REVIEW_STATUSES.map((status) => [status, byStatus[status].data?.items.length]),
  ) as Record<RequestStatus, number | undefined>;
  return { byStatus, counts, error: results.find((result) => result.isError)?.error ?? null };
}
