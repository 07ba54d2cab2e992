import { z } from 'zod';
import type { CmsForm } from '../../../shared/api/calls/forms.ts';
import { CMS_FORM_VALUE_MAX_LENGTH } from '../../../shared/constants/account.ts';
import { stripHtml } from '../../../shared/domain/textarea-text.ts';
import { leafFields, nameOf, type CmsFormValues, type CmsLeafField, type FieldNames } from './form-fields.ts';

export interface SchemaMessages {
  required: string;
  tooLong: (max: number) => string;
  choice: string;
}

/** A textarea's value as it is sent (spec 02 §5: HTML tags stripped by default) and counted. */
export const textareaValue = (value: string): string => stripHtml(value).trim();

/** Characters as a reader counts them (an emoji is one), the way the server measures the limit. */
export const characterCount = (value: string): number => [...value].length;

function textSchema(field: CmsLeafField, messages: SchemaMessages, clean: (value: string) => string, max: number) {
  return z.string().superRefine((value, ctx) => {
    const text = clean(value);
    if (text === '') {
      if (field.required) ctx.addIssue({ code: 'custom', message: messages.required });
      return;
    }
    if (characterCount(text) > max) ctx.addIssue({ code: 'custom', message: messages.tooLong(max) });
    if (field.kind === 'choice' && !field.choices.some((choice) => choice.value === text))
      ctx.addIssue({ code: 'custom', message: messages.choice });
  });
}

function fieldSchema(field: CmsLeafField, messages: SchemaMessages): z.ZodType<string | boolean, string | boolean> {
  switch (field.kind) {
    case 'checkbox':
      return field.required ? z.boolean().refine((ticked) => ticked, { message: messages.required }) : z.boolean();
    case 'textarea':
      return textSchema(
        field,
        messages,
        textareaValue,
        Math.min(field.maxLength ?? CMS_FORM_VALUE_MAX_LENGTH, CMS_FORM_VALUE_MAX_LENGTH),
      );
    case 'input':
    case 'choice':
      return textSchema(field, messages, (value) => value.trim(), CMS_FORM_VALUE_MAX_LENGTH);
  }
}

/**
 * The zod schema of a CMS form (spec 02 §5): required inputs, textareas and choices must be non-empty, a required
 * checkbox ticked; a textarea keeps within its maxLength once its tags are stripped; a choice is one of its choices.
 */
export function cmsFormSchema(form: Pick<CmsForm, 'fields'>, names: FieldNames, messages: SchemaMessages) {
  const shape: Record<string, z.ZodType<string | boolean, string | boolean>> = {};
  for (const field of leafFields(form)) shape[nameOf(names, field)] = fieldSchema(field, messages);
  return z.object(shape);
}

/** The empty form: unticked checkboxes, empty texts and no choice made. */
export function emptyValues(form: Pick<CmsForm, 'fields'>, names: FieldNames): CmsFormValues {
  return Object.fromEntries(
    leafFields(form).map((field) => [nameOf(names, field), field.kind === 'checkbox' ? false : '']),
  );
}

/** The values as /api/saveForm takes them, by field id: checkboxes '1' or '0', textareas without tags, texts trimmed. */
export function toSubmission(
  form: Pick<CmsForm, 'fields'>,
  names: FieldNames,
  values: CmsFormValues,
): Record<string, string> {
  return Object.fromEntries(
    leafFields(form).map((field) => {
      const value = values[nameOf(names, field)];
      if (field.kind === 'checkbox') return [field.id, value === true ? '1' : '0'];
      const text = typeof value === 'string' ? value : '';
      return [field.id, field.kind === 'textarea' ? textareaValue(text) : text.trim()];
    }),
  );
}
