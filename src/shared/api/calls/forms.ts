import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { idField, localeField } from '../common.ts';
import {
  CMS_FORM_MAX_FIELDS,
  CMS_FORM_VALUE_MAX_LENGTH,
  CMS_INPUT_VARIANTS,
  NEWSLETTER_INTERESTS,
  NEWSLETTER_INVALID_EMAIL,
  NEWSLETTER_REQUIRED,
} from '../../constants/account.ts';

/** Where the unsubscribe link lands: the Czech home page, whose newsletter box shows the 'unsubscribed' status (spec 02 §3). */
export const NEWSLETTER_UNSUBSCRIBED_PATH = '/cs/?newsletter=unsubscribed';

/** Spec 02 §3 CMS form: every field has id, label, placeholder, hint and required. */
const fieldBase = {
  id: z.string(),
  label: z.string(),
  placeholder: z.string().nullable(),
  hint: z.string().nullable(),
  required: z.boolean(),
};
const leafFieldSchema = z.discriminatedUnion('kind', [
  z.object({ ...fieldBase, kind: z.literal('input'), variant: z.enum(CMS_INPUT_VARIANTS) }),
  z.object({ ...fieldBase, kind: z.literal('textarea'), maxLength: z.number().int().nullable() }),
  z.object({ ...fieldBase, kind: z.literal('checkbox') }).describe("Sent as '1' (ticked) or '0'"),
  z.object({
    ...fieldBase,
    kind: z.literal('choice'),
    choices: z.array(z.object({ value: z.string(), label: z.string() })),
  }),
]);
const fieldsetSchema = z.object({
  ...fieldBase,
  kind: z.literal('fieldset'),
  legend: z.string(),
  fields: z.array(leafFieldSchema),
});
export const cmsFormFieldSchema = z.discriminatedUnion('kind', [...leafFieldSchema.options, fieldsetSchema]);
export type CmsFormField = z.infer<typeof cmsFormFieldSchema>;

export const cmsFormSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  submitLabel: z.string(),
  successMessage: z.string(),
  fields: z.array(cmsFormFieldSchema),
});
export type CmsForm = z.infer<typeof cmsFormSchema>;

const formValue = z
  .string({ error: 'must be text' })
  .max(CMS_FORM_VALUE_MAX_LENGTH, { error: `at most ${CMS_FORM_VALUE_MAX_LENGTH} characters` });

export const formsCalls = {
  form: defineCall({
    id: 'getForm',
    method: 'GET',
    path: '/api/form',
    encoding: 'query',
    tag: 'forms',
    auth: 'public',
    summary: 'A CMS form definition in a locale (Czech fallback)',
    input: z.object({ id: idField, locale: localeField }),
    output: cmsFormSchema,
    errors: [404],
  }),
  saveForm: defineCall({
    id: 'saveForm',
    method: 'POST',
    path: '/api/saveForm',
    encoding: 'multipart',
    tag: 'forms',
    auth: 'public',
    summary:
      "Submits a CMS form: every field's value by its id, plus formId and locale. Required fields must be non-empty; status OK on success",
    input: z
      .object({ formId: idField, locale: localeField })
      .catchall(formValue)
      .refine((body) => Object.keys(body).length <= CMS_FORM_MAX_FIELDS + 2, {
        error: `at most ${CMS_FORM_MAX_FIELDS} fields`,
      }),
    output: z.object({ status: z.literal('OK') }),
    errors: [404, 422, 429],
  }),
  newsletter: defineCall({
    id: 'saveNewsletter',
    method: 'POST',
    path: '/api/newsletter/save',
    encoding: 'json',
    tag: 'forms',
    auth: 'public',
    summary: "Subscribes to the newsletter: an id on success, status 'old' when the e-mail is already subscribed",
    input: z.object({
      email: z
        .string({ error: NEWSLETTER_REQUIRED })
        .trim()
        .min(1, { error: NEWSLETTER_REQUIRED })
        .max(254, { error: NEWSLETTER_INVALID_EMAIL })
        .pipe(z.email({ error: NEWSLETTER_INVALID_EMAIL })),
      interests: z
        .array(z.enum(NEWSLETTER_INTERESTS, { error: `interests must be among ${NEWSLETTER_INTERESTS.join(', ')}` }), {
          error: NEWSLETTER_REQUIRED,
        })
        .min(1, { error: NEWSLETTER_REQUIRED })
        .max(NEWSLETTER_INTERESTS.length * 2)
        .transform((interests) => [...new Set(interests)]),
      locale: localeField,
    }),
    output: z.object({ id: z.string().nullable(), status: z.enum(['success', 'old']) }),
    errors: [422, 429],
  }),
  unsubscribe: defineCall({
    id: 'unsubscribeNewsletter',
    method: 'GET',
    path: '/api/newsletter/unsubscribe',
    encoding: 'query',
    tag: 'forms',
    auth: 'public',
    summary: `The link in every newsletter mail: ends the subscription and redirects (302) to ${NEWSLETTER_UNSUBSCRIBED_PATH}, also for an unknown or used link`,
    // Any token is taken: a mangled link still lands on the page (which says nothing about whether the address was subscribed).
    input: z.object({ token: z.string().max(200).optional().catch(undefined) }),
    output: z.object({}).describe('Never sent: the answer is a 302 redirect'),
  }),
} as const;
