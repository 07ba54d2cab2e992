import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { idField } from '../common.ts';
import { REQUIRED_MESSAGE } from '../../constants/account.ts';

/** The editor's review of add/edit requests (DESIGN.md job 3). Every call needs a session of a user with the role 'editor'. */
export const REQUEST_KINDS = ['event', 'eshop', 'restaurant', 'wine_entity'] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];
export const REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
export const REJECT_REASON_MAX_LENGTH = 1000;

export const reviewListItemSchema = z.object({
  id: z.number().int(),
  kind: z.enum(REQUEST_KINDS),
  targetId: z.number().int().nullable().describe('The edited record; null for a new one'),
  title: z.string(),
  submitterEmail: z.string().nullable(),
  createdAt: z.string(),
  status: z.enum(REQUEST_STATUSES),
});
export type ReviewListItem = z.infer<typeof reviewListItemSchema>;

export const reviewDiffEntrySchema = z.object({
  field: z
    .string()
    .describe('Dot path in the request form, e.g. address.0.city; the review screen names it as the form does'),
  before: z.string().nullable(),
  after: z.string().nullable(),
});
export type ReviewDiffEntry = z.infer<typeof reviewDiffEntrySchema>;

export const reviewDetailSchema = reviewListItemSchema.extend({
  rejectReason: z.string().nullable(),
  payload: z.record(z.string(), z.unknown()),
  diff: z
    .array(reviewDiffEntrySchema)
    .describe('An edit: the fields that differ from the current record; a new record: every filled field'),
});
export type ReviewDetail = z.infer<typeof reviewDetailSchema>;

const requestId = z.object({ id: idField });
const errors = [401, 403, 404, 409] as const;

export const reviewCalls = {
  list: defineCall({
    id: 'listReviewRequests',
    method: 'GET',
    path: '/api/review/requests',
    encoding: 'query',
    tag: 'review',
    auth: 'session',
    summary: 'Add/edit requests of one status, oldest first (editors only)',
    input: z.object({ status: z.enum(REQUEST_STATUSES).default('pending') }),
    output: z.object({ items: z.array(reviewListItemSchema) }),
    errors: [401, 403],
  }),
  detail: defineCall({
    id: 'getReviewRequest',
    method: 'GET',
    path: '/api/review/request',
    encoding: 'query',
    tag: 'review',
    auth: 'session',
    summary: 'One request with its payload and what it would change (editors only)',
    input: requestId,
    output: reviewDetailSchema,
    errors: [401, 403, 404],
  }),
  approve: defineCall({
    id: 'approveReviewRequest',
    method: 'POST',
    path: '/api/review/approve',
    encoding: 'json',
    tag: 'review',
    auth: 'session',
    summary:
      'Creates or updates the catalogue record of a pending request and publishes it (editors only; 409 when already decided)',
    input: requestId,
    output: z.object({
      id: z.number().int(),
      status: z.literal('approved'),
      targetId: z.number().int(),
      url: z.string().describe('The record’s Czech detail page'),
    }),
    errors,
  }),
  reject: defineCall({
    id: 'rejectReviewRequest',
    method: 'POST',
    path: '/api/review/reject',
    encoding: 'json',
    tag: 'review',
    auth: 'session',
    summary:
      'Rejects a pending request with a reason, mailed to the submitter (editors only; 409 when already decided)',
    input: requestId.extend({
      reason: z
        .string({ error: REQUIRED_MESSAGE })
        .trim()
        .min(1, { error: REQUIRED_MESSAGE })
        .max(REJECT_REASON_MAX_LENGTH, { error: `at most ${REJECT_REASON_MAX_LENGTH} characters` }),
    }),
    output: z.object({ id: z.number().int(), status: z.literal('rejected') }),
    errors,
  }),
} as const;
