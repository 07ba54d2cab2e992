import type { CmsForm, CmsFormField } from '../../../shared/api/calls/forms.ts';

export type CmsLeafField = Exclude<CmsFormField, { kind: 'fieldset' }>;
export type CmsFieldset = Extract<CmsFormField, { kind: 'fieldset' }>;

/** What the form holds while it is edited: text for inputs, textareas and choices, a tick for checkboxes. */
export type CmsFormValues = Record<string, string | boolean>;

/**
 * A field's name inside the form. CMS ids may hold dots or brackets, which react-hook-form reads as paths,
 * so the form works with its own names and maps them back to the ids only when it sends.
 */
export type FieldNames = ReadonlyMap<string, string>;

/** The fields that carry values, in order: fieldsets only group them. */
export function leafFields(form: Pick<CmsForm, 'fields'>): CmsLeafField[] {
  return form.fields.flatMap((field) => (field.kind === 'fieldset' ? field.fields : [field]));
}

/** Each value field's id mapped to its name in the form. */
export function fieldNames(form: Pick<CmsForm, 'fields'>): FieldNames {
  return new Map(leafFields(form).map((field, index) => [field.id, `field${index}`]));
}

/** A field's name in the form (every value field has one, see fieldNames). */
export function nameOf(names: FieldNames, field: CmsLeafField): string {
  return names.get(field.id) ?? field.id;
}

/** A choice list this long or shorter shows as radio buttons; a longer one as a select. */
export const RADIO_CHOICES_MAX = 5;
