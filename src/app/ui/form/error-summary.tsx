import { useRef } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { MESSAGES } from '../../../shared/forms/form-messages.ts';
import { focusFirstInvalid } from './focus-first-invalid.ts';
import './form.css';

/**
 * 'Formulář obsahuje chyby.' with a button to the first invalid field (spec 02 §5, §8); shown once the user has tried
 * to submit or changed something, so an untouched form does not open with a reproach.
 */
export function ErrorSummary() {
  const { control } = useFormContext();
  const { errors, isSubmitted, isDirty } = useFormState({ control });
  const box = useRef<HTMLDivElement>(null);
  const hasErrors = Object.keys(errors).length > 0;
  if (!hasErrors || !(isSubmitted || isDirty)) return null;
  const jump = () => {
    const root = box.current?.closest('form') ?? document;
    focusFirstInvalid(root);
  };
  return (
    <div className="form-summary" role="alert" ref={box}>
      <p className="form-summary__text">{MESSAGES.formHasErrors}</p>
      <button type="button" className="form-summary__jump" onClick={jump}>
        {MESSAGES.jumpToFirstError}
      </button>
    </div>
  );
}
