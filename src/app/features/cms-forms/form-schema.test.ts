import { describe, expect, it } from 'vitest';
import type { CmsForm } from '../../../shared/api/calls/forms.ts';
import { fieldNames } from './form-fields.ts';
import { cmsFormSchema, emptyValues, toSubmission } from './form-schema.ts';

const base = { placeholder: null, hint: null };
const form: Pick<CmsForm, 'fields'> = {
  fields: [
    { ...base, id: 'name', label: 'Jméno', required: true, kind: 'input', variant: 'medium' },
    { ...base, id: 'phone', label: 'Telefon', required: false, kind: 'input', variant: 'short' },
    { ...base, id: 'message', label: 'Zpráva', required: true, kind: 'textarea', maxLength: 5 },
    {
      ...base,
      id: 'topic',
      label: 'Téma',
      required: true,
      kind: 'choice',
      choices: [
        { value: 'web', label: 'Web' },
        { value: 'other', label: 'Jiné' },
      ],
    },
    {
      ...base,
      id: 'who',
      label: 'Účastník',
      required: false,
      kind: 'fieldset',
      legend: 'Účastník',
      fields: [{ ...base, id: 'contact.email', label: 'E-mail', required: false, kind: 'input', variant: 'long' }],
    },
    { ...base, id: 'consent', label: 'Souhlas', required: true, kind: 'checkbox' },
    { ...base, id: 'driver', label: 'Řídím', required: false, kind: 'checkbox' },
  ],
};
const names = fieldNames(form);
const messages = { required: 'Povinné pole', tooLong: (max: number) => `nejvýše ${max}`, choice: 'Vyberte' };
const schema = cmsFormSchema(form, names, messages);
const byId = (values: Record<string, string | boolean>) =>
  Object.fromEntries(Object.entries(values).map(([id, value]) => [names.get(id) ?? id, value]));
const valid = {
  name: 'Jana',
  phone: '',
  message: 'Ahoj',
  topic: 'web',
  'contact.email': '',
  consent: true,
  driver: false,
};
const problems = (values: Record<string, string | boolean>) => {
  const result = schema.safeParse(byId(values));
  if (result.success) return {};
  const ids = new Map([...names].map(([id, name]) => [name, id]));
  return Object.fromEntries(result.error.issues.map((issue) => [ids.get(String(issue.path[0])), issue.message]));
};

describe('cmsFormSchema', () => {
  it('accepts a filled form, optional fields left empty', () => {
    expect(problems(valid)).toEqual({});
  });

  it('asks for every required input, textarea, choice and checkbox', () => {
    expect(problems({ ...valid, name: '  ', message: '', topic: '', consent: false })).toEqual({
      name: 'Povinné pole',
      message: 'Povinné pole',
      topic: 'Povinné pole',
      consent: 'Povinné pole',
    });
  });

  it('counts a textarea without its tags, so tags alone do not fill a required one', () => {
    expect(problems({ ...valid, message: '<b>Ahoj</b>' })).toEqual({});
    expect(problems({ ...valid, message: '<p></p>' })).toEqual({ message: 'Povinné pole' });
    expect(problems({ ...valid, message: 'Dobrý den' })).toEqual({ message: 'nejvýše 5' });
  });

  it('refuses a choice the form does not offer', () => {
    expect(problems({ ...valid, topic: 'spam' })).toEqual({ topic: 'Vyberte' });
  });

  it('validates fields nested in a fieldset, even with ids that look like paths', () => {
    expect(Object.keys(schema.shape)).toHaveLength(7);
    expect(Object.keys(schema.shape).every((name) => !name.includes('.'))).toBe(true);
  });
});

describe('emptyValues and toSubmission', () => {
  it('starts empty with unticked checkboxes', () => {
    expect(emptyValues(form, names)).toEqual(
      byId({ name: '', phone: '', message: '', topic: '', 'contact.email': '', consent: false, driver: false }),
    );
  });

  it('sends values by field id, checkboxes as 1 or 0 and textareas without tags', () => {
    expect(
      toSubmission(
        form,
        names,
        byId({ ...valid, name: ' Jana ', message: '<i>Ahoj</i>', 'contact.email': 'jana@example.cz' }),
      ),
    ).toEqual({
      name: 'Jana',
      phone: '',
      message: 'Ahoj',
      topic: 'web',
      'contact.email': 'jana@example.cz',
      consent: '1',
      driver: '0',
    });
  });
});
