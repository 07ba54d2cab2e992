import { describe, expect, it } from 'vitest';
import type { CmsForm } from '../../../shared/api/calls/forms.ts';
import { checkFormValues } from './form-values.ts';

const base = { placeholder: null, hint: null };
const FORM: CmsForm = {
  id: 9,
  title: 'Test',
  submitLabel: 'Odeslat',
  successMessage: 'Díky',
  fields: [
    { ...base, id: 'name', kind: 'input', variant: 'short', label: 'Jméno', required: true },
    { ...base, id: 'note', kind: 'textarea', maxLength: 5, label: 'Poznámka', required: false },
    { ...base, id: 'news', kind: 'checkbox', label: 'Novinky', required: false },
    {
      ...base,
      id: 'size',
      kind: 'choice',
      label: 'Velikost',
      required: false,
      choices: [
        { value: 's', label: 'S' },
        { value: 'm', label: 'M' },
      ],
    },
    {
      ...base,
      id: 'group',
      kind: 'fieldset',
      label: 'Skupina',
      legend: 'Skupina',
      required: false,
      fields: [{ ...base, id: 'inner', kind: 'input', variant: 'long', label: 'Uvnitř', required: true }],
    },
  ],
};

describe('CMS form values (spec 02 §5)', () => {
  it('accepts required fields filled and optional ones left out', () => {
    expect(checkFormValues(FORM, { name: 'Jana', inner: 'x' })).toEqual([]);
  });

  it('treats whitespace as empty for required fields, including those inside a fieldset', () => {
    expect(checkFormValues(FORM, { name: '   ' })).toEqual([
      { path: 'name', message: 'Povinné pole' },
      { path: 'inner', message: 'Povinné pole' },
    ]);
  });

  it("allows only '1' or '0' for a checkbox", () => {
    expect(checkFormValues(FORM, { name: 'Jana', inner: 'x', news: '0' })).toEqual([]);
    expect(checkFormValues(FORM, { name: 'Jana', inner: 'x', news: 'on' }).map((issue) => issue.path)).toEqual([
      'news',
    ]);
  });

  it("enforces a choice's values and a textarea's maxLength, and refuses unknown fields", () => {
    const issues = checkFormValues(FORM, { name: 'Jana', inner: 'x', size: 'xl', note: 'příliš dlouhé', group: 'x' });
    expect(issues.map((issue) => issue.path)).toEqual(['note', 'size', 'group']);
  });
});
