import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiRequestError, apiPost, type FieldError } from '../../lib/api-client.ts';
import type { RequestKind } from '../../../shared/api/calls/review.ts';
import { REVIEW_QUERY_ROOT } from './api.ts';
import { reviewProblem, type ReviewProblem } from './review-format.ts';

export type DecisionOutcome =
  | { kind: 'approved'; title: string; url: string }
  | { kind: 'rejected'; title: string }
  | { kind: 'problem'; problem: ReviewProblem; fields: FieldError[]; requestKind: RequestKind };

/** The request a decision is about: its fields in a refusal are named as its form names them. */
export interface DecisionTarget {
  id: number;
  title: string;
  kind: RequestKind;
}

/**
 * Approving and rejecting go straight to the server (no outbox: a decision must not wait unseen on a device). After
 * each answer, success or not, every review list and detail is read again, since the request may have moved tab.
 */
export function useReviewDecision(onDecided: () => void) {
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<DecisionOutcome>();
  const refresh = () => queryClient.invalidateQueries({ queryKey: REVIEW_QUERY_ROOT });
  const failed = (error: unknown, target: DecisionTarget) => {
    setOutcome({
      kind: 'problem',
      problem: reviewProblem(error),
      fields: error instanceof ApiRequestError ? error.fields : [],
      requestKind: target.kind,
    });
  };
  const approve = useMutation({
    mutationFn: (target: DecisionTarget) => apiPost('/api/review/approve', { id: target.id }),
    onMutate: () => setOutcome(undefined),
    onSuccess: (answer, target) => {
      setOutcome({ kind: 'approved', title: target.title, url: answer.url });
      onDecided();
    },
    onError: failed,
    onSettled: refresh,
  });
  const reject = useMutation({
    mutationFn: (target: DecisionTarget & { reason: string }) =>
      apiPost('/api/review/reject', { id: target.id, reason: target.reason }),
    onMutate: () => setOutcome(undefined),
    onSuccess: (_answer, target) => {
      setOutcome({ kind: 'rejected', title: target.title });
      onDecided();
    },
    onError: failed,
    onSettled: refresh,
  });
  return {
    approve: (target: DecisionTarget) => approve.mutate(target),
    reject: (target: DecisionTarget, reason: string) => reject.mutate({ ...target, reason }),
    pending: approve.isPending || reject.isPending,
    outcome,
    clearOutcome: () => setOutcome(undefined),
  };
}
