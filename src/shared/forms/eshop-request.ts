import { z } from 'zod';
import { formSchemaOf, type FormValues } from './form-values.ts';
import { email, optionalTextarea, PHONE_MAX_LENGTH, recordId, required, url, yesNo } from './form-rules.ts';
import { singleUpload } from './upload-ref.ts';
import { TEXT_LIMITS } from './request-constants.ts';

/** Spec 02 §3/§5: the e-shop request. */
export const eshopRequestSchema = z.object({
  id: recordId,
  title: required(TEXT_LIMITS.line),
  operator: required(TEXT_LIMITS.line),
  url,
  hasCardPayment: yesNo.default(true),
  description: optionalTextarea(TEXT_LIMITS.long),
  logo: singleUpload,
  image: singleUpload,
  authorityEmail: email,
  authorityPhone: required(PHONE_MAX_LENGTH),
});

/** The e-shop request form validates its values (text from inputs allowed) with this. */
export const eshopRequestFormSchema = formSchemaOf(eshopRequestSchema);
export type EshopRequestInput = FormValues<z.input<typeof eshopRequestSchema>>;
export type EshopRequest = z.output<typeof eshopRequestSchema>;

export function emptyEshopRequest(): EshopRequestInput {
  return {
    id: 0,
    title: '',
    operator: '',
    url: '',
    hasCardPayment: true,
    description: '',
    logo: null,
    image: null,
    authorityEmail: '',
    authorityPhone: '',
  };
}
