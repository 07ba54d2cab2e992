import type { ReactNode } from 'react';
import { RequiredMark } from './required-mark.tsx';
import './form.css';

interface Props {
  id: string;
  label: string;
  hint?: ReactNode;
  hintId: string;
  message: string | undefined;
  errorId: string;
  required?: boolean;
  wide?: boolean;
  children: ReactNode;
}

/** A label above its control, the hint between them, and the error under the control. */
export function FieldFrame({ id, label, hint, hintId, message, errorId, required, wide, children }: Props) {
  return (
    <div className={`form-field${wide ? ' form-field--wide' : ''}${message ? ' form-field--invalid' : ''}`}>
      <label className="form-field__label" htmlFor={id}>
        {label}
        {required && <RequiredMark />}
      </label>
      {hint && (
        <p className="form-field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {children}
      {message && (
        <p className="form-field__error" id={errorId}>
          {message}
        </p>
      )}
    </div>
  );
}
