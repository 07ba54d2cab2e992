import type { CmsForm, CmsFormField } from '../../../shared/api/calls/forms.ts';
import { CMS_CHECKBOX_VALUES, REQUIRED_MESSAGE } from '../../../shared/constants/account.ts';

type LeafField = Exclude<CmsFormField, { kind: 'fieldset' }>;
export type FieldIssue = { path: string; message: string };

/** The fields that carry values: fieldsets only group them. */
export function valueFields(form: CmsForm): LeafField[] {
  return form.fields.flatMap((field) => (field.kind === 'fieldset' ? field.fields : [field]));
}

function fieldIssue(field: LeafField, value: string | undefined): string | null {
  const text = (value ?? '').trim();
  if (field.kind === 'checkbox') {
    if (value !== undefined && !(CMS_CHECKBOX_VALUES as readonly string[]).includes(value)) return "must be '1' or '0'";
    return field.required && value !== '1' ? REQUIRED_MESSAGE : null;
  }
  if (text === '') return field.required ? REQUIRED_MESSAGE : null;
  if (field.kind === 'choice' && !field.choices.some((choice) => choice.value === text))
    return 'is not one of the choices';
  if (field.kind === 'textarea' && field.maxLength !== null && [...text].length > field.maxLength)
    return `at most ${field.maxLength} characters`;
  return null;
}

/**
 * Spec 02 §5 CMS form: required input, textarea, checkbox and choice fields must be non-empty
 * (a required checkbox must be '1'); checkbox values are '1' or '0'; a choice must be one of its
 * choices. Values for fields the form does not have are refused, so nothing unasked is stored.
 */
export function checkFormValues(form: CmsForm, values: Readonly<Record<string, string>>): FieldIssue[] {
  const fields = valueFields(form);
  const known = new Set(fields.map((field) => field.id));
  const issues: FieldIssue[] = [];
  for (const field of fields) {
    const message = fieldIssue(field, values[field.id]);
    if (message) issues.push({ path: field.id, message });
  }
  for (const key of Object.keys(values)) {
    if (!known.has(key)) issues.push({ path: key, message: 'is not a field of this form' });
  }
  return issues;
}
