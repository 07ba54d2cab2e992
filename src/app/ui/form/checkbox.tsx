import type { ChangeEvent } from 'react';
import type { FieldProps } from './field-props.ts';
import { RequiredMark } from './required-mark.tsx';
import { useField } from './use-field.ts';
import './form.css';

interface Props extends FieldProps {
  /** Runs after the value changed, so a form can apply its exclusion rules (e.g. clear the opposite option). */
  onChange?: (checked: boolean) => void;
}

/** A box with its label to the right; the whole label toggles it. */
export function Checkbox({ name, label, hint, required, disabled, wide, onChange }: Props) {
  const field = useField(name, Boolean(hint));
  const registration = field.form.register(name, { disabled });
  const change = async (event: ChangeEvent<HTMLInputElement>) => {
    const { checked } = event.target;
    await registration.onChange(event);
    onChange?.(checked);
  };
  return (
    <div className={`form-check${wide ? ' form-field--wide' : ''}${field.message ? ' form-field--invalid' : ''}`}>
      <input
        id={field.id}
        type="checkbox"
        className="form-check__box"
        aria-required={required || undefined}
        {...field.aria}
        {...registration}
        onChange={(event) => void change(event)}
      />
      <label className="form-check__label" htmlFor={field.id}>
        {label}
        {required && <RequiredMark />}
      </label>
      {hint && (
        <p className="form-field__hint form-check__hint" id={field.hintId}>
          {hint}
        </p>
      )}
      {field.message && (
        <p className="form-field__error form-check__hint" id={field.errorId}>
          {field.message}
        </p>
      )}
    </div>
  );
}
