import { z } from 'zod';
import { REQUIRED_MESSAGE } from '../../../shared/constants/account.ts';
import { tooLongMessage } from '../../../shared/forms/form-messages.ts';
import { REJECT_REASON_MAX } from './review-constants.ts';

/** Why a request is rejected: required, at most 1000 characters (it is mailed to the submitter). */
export const rejectSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, { error: REQUIRED_MESSAGE })
    .max(REJECT_REASON_MAX, { error: tooLongMessage(REJECT_REASON_MAX) }),
});

export type RejectInput = z.input<typeof rejectSchema>;
export type RejectValues = z.output<typeof rejectSchema>;
