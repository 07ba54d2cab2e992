import { z } from 'zod';
import { coercedBoolean, email, optionalTextarea, PHONE_MAX_LENGTH, recordId, required, url } from './form-rules.ts';
import { singleUpload } from './upload-ref.ts';

/** Spec 02 §3/§5: the e-shop request. */
export const eshopRequestSchema = z.object({
  id: recordId,
  title: required(200),
  operator: required(200),
  url,
  hasCardPayment: coercedBoolean.default(true),
  description: optionalTextarea(2000),
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
