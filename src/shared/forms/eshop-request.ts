import { z } from 'zod';
import { coercedBoolean, email, optionalTextarea, PHONE_MAX_LENGTH, recordId, required, url } from './form-rules.ts';
import { singleUpload } from './upload-ref.ts';
import { TEXT_LIMITS } from './request-constants.ts';

/** Spec 02 §3/§5: the e-shop request. */
export const eshopRequestSchema = z.object({
  id: recordId,
  title: required(TEXT_LIMITS.line),
  operator: required(TEXT_LIMITS.line),
  url,
  hasCardPayment: coercedBoolean.default(true),
  description: optionalTextarea(TEXT_LIMITS.long),
  logo: singleUpload,
  image: singleUpload,
  authorityEmail: email,
  authorityPhone: required(PHONE_MAX_LENGTH),
});

export type EshopRequestInput = z.input<typeof eshopRequestSchema>;
export type EshopRequest = z.output<typeof eshopRequestSchema>;

export function emptyEshopRequest(): EshopRequestInput {
  return { id: 0, title: '', operator: '', url: '', hasCardPayment: true, description: '', logo: null, image: null, authorityEmail: '', authorityPhone: '' };
}
