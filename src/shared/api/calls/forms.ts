import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { idField, localeField } from '../common.ts';
import { NEWSLETTER_INTERESTS, NEWSLETTER_INVALID_EMAIL, NEWSLETTER_REQUIRED } from '../../constants/account.ts';

const field = z.object({
  id: z.string(), kind: z.enum(['input', 'textarea', 'checkbox', 'choice', 'fieldset']), variant: z.enum(['short', 'medium', 'long']).nullable(),
  label: z.string(), placeholder: z.string().nullable(), hint: z.string().nullable(), required: z.boolean(), choices: z.array(z.string()),
});

export const formsCalls = {
  form: defineCall({
    id: 'getForm', method: 'GET', path: '/api/form', encoding: 'query', tag: 'forms', auth: 'public', summary: 'A CMS form definition',
    input: z.object({ id: idField, locale: localeField }),
    output: z.object({ id: z.number().int(), title: z.string(), submitLabel: z.string(), successMessage: z.string(), fields: z.array(field) }), errors: [404],
  }),
  saveForm: defineCall({
    id: 'saveForm', method: 'POST', path: '/api/saveForm', encoding: 'multipart', tag: 'forms', auth: 'public', summary: 'Submits a CMS form (status OK on success)',
    input: z.object({ formId: idField, locale: localeField }).catchall(z.string().max(5000, { error: 'at most 5000 characters' })),
    output: z.object({ status: z.literal('OK') }), errors: [404, 429, 501],
  }),
  newsletter: defineCall({
    id: 'saveNewsletter', method: 'POST', path: '/api/newsletter/save', encoding: 'json', tag: 'forms', auth: 'public', summary: 'Subscribes to the newsletter (cs)',
    input: z.object({
      email: z.string({ error: NEWSLETTER_REQUIRED }).trim().min(1, { error: NEWSLETTER_REQUIRED }).pipe(z.email({ error: NEWSLETTER_INVALID_EMAIL })),
      interests: z.array(z.enum(NEWSLETTER_INTERESTS)).min(1).max(2), locale: localeField,
    }),
    output: z.object({ id: z.string().nullable(), status: z.enum(['success', 'old']) }), errors: [429, 501],
  }),
} as const;
