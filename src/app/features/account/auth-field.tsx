import type { InputHTMLAttributes } from 'react';
import type { FieldError as FormFieldError, UseFormRegisterReturn } from 'react-hook-form';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error: FormFieldError | undefined;
}

/** A labelled input with its error under it, announced and linked for assistive technology. */
export function AuthField({ id, label, registration, error, ...input }: Props) {
  return (
    <p className="auth-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        {...input}
        {...registration}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error?.message && (
        <span id={`${id}-error`} className="auth-field__error" role="alert">
          {error.message}
        </span>
      )}
    </p>
  );
}
