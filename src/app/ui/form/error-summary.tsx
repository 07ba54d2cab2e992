import { useRef } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { MESSAGES } from '../../../shared/forms/form-messages.ts';
import { focusFirstInvalid } from './focus-first-invalid.ts';
import './form.css';

/**
 * 'Formulář obsahuje chyby.' with a button to the first invalid field (spec 02 §5, §8): shown once the user has tried
 * to submit or changed something while the form cannot be sent — also for required fields not reached yet, which is
 * why a disabled submit is disabled. The jump checks every field first, so the field it focuses shows its message.
 */
export function ErrorSummary() {
  const { control, trigger } = useFormContext();
  const { errors, isSubmitted, isDirty, isValid } = useFormState({ control });
  const box = useRef<HTMLDivElement>(null);
  const hasErrors = Object.keys(errors).length > 0 || !isValid;
  if (!hasErrors || !(isSubmitted || isDirty)) return null;
  const jump = () => {
    const root = box.current?.closest('form') ?? document;
    void trigger().then(() => requestAnimationFrame(() => focusFirstInvalid(root)));
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
