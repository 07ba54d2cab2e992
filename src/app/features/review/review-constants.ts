import type { REJECT_REASON_MAX_LENGTH, REQUEST_KINDS, REQUEST_STATUSES } from '../../../shared/api/calls/review.ts';

// The contract's values cannot be imported by value here (it would pull zod into the app's first JavaScript);
// typing each copy by the contract's own literal type makes the compiler refuse any drift.

/** The tabs, in the order an editor works through them. */
export const REVIEW_STATUSES: typeof REQUEST_STATUSES = ['pending', 'approved', 'rejected'];
export const REVIEW_KINDS: typeof REQUEST_KINDS = ['event', 'eshop', 'restaurant', 'wine_entity'];
export const REJECT_REASON_MAX: typeof REJECT_REASON_MAX_LENGTH = 1000;
