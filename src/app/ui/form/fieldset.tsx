import type { ReactNode } from 'react';
import { RequiredMark } from './required-mark.tsx';
import './form.css';

interface Props {
  legend: string;
  hint?: ReactNode;
  required?: boolean;
  children: ReactNode;
}

/** A titled group of fields, laid out in the form's two-column grid. */
export function Fieldset({ legend, hint, required, children }: Props) {
  return (
    <fieldset className="form-fieldset">
      <legend className="form-fieldset__legend">
        {legend}
        {required && <RequiredMark />}
      </legend>
      {hint && <p className="form-field__hint form-fieldset__hint">{hint}</p>}
      <div className="form-grid">{children}</div>
    </fieldset>
  );
}
