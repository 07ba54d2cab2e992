import { queryOptions } from '@tanstack/react-query';
import type { RequestStatus } from '../../../shared/api/calls/review.ts';
import { apiGet } from '../../lib/api-client.ts';

/**
 * The editor's reads. They stay off the device (`persist: false`): submitters' e-mails are not worth keeping offline,
 * and deciding needs the server anyway.
 */
export const reviewListQuery = (status: RequestStatus) =>
  queryOptions({
    queryKey: ['review', 'list', status],
    queryFn: () => apiGet('/api/review/requests', { status }),
    staleTime: 30_000,
    meta: { persist: false },
  });

export const reviewDetailQuery = (id: number) =>
  queryOptions({
    queryKey: ['review', 'detail', id],
    queryFn: () => apiGet('/api/review/request', { id }),
    staleTime: 30_000,
    meta: { persist: false },
  });

/** What a decision makes stale: every list (counts move between tabs) and every detail. */
export const REVIEW_QUERY_ROOT = ['review'] as const;
