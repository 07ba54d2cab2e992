import type { ChangeEvent, HTMLAttributes } from 'react';
import { FieldFrame } from './field-frame.tsx';
import type { FieldProps } from './field-props.ts';
import { useField } from './use-field.ts';

interface Props extends FieldProps {
  type?: 'text' | 'email' | 'url' | 'tel' | 'number' | 'date';
  maxLength?: number;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  placeholder?: string;
  step?: number | string;
  autoComplete?: string;
  /** Runs after the value changed, with the value before it, so a form can carry a dependent field along. */
  onChange?: (value: string, previous: unknown) => void;
}

/** A one-line input. Numbers stay text in the form values: the request forms coerce them before their schema reads them. */
export function TextField({
  name,
  label,
  hint,
  required,
  disabled,
  wide,
  type = 'text',
  maxLength,
  inputMode,
  placeholder,
  step,
  autoComplete,
  onChange,
}: Props) {
  const field = useField(name, Boolean(hint));
  const registration = field.form.register(name, { disabled });
  const change = async (event: ChangeEvent<HTMLInputElement>) => {
    const previous: unknown = field.form.getValues(name);
    const { value } = event.target;
    await registration.onChange(event);
    onChange?.(value, previous);
  };
  return (
    <FieldFrame
      id={field.id}
      label={label}
      hint={hint}
      hintId={field.hintId}
      message={field.message}
      errorId={field.errorId}
      required={required}
      wide={wide}
    >
      <input
        id={field.id}
        className="form-field__control"
        type={type}
        maxLength={maxLength}
        inputMode={inputMode}
        placeholder={placeholder}
        step={step}
        autoComplete={autoComplete}
        aria-required={required || undefined}
        {...field.aria}
        {...registration}
        onChange={(event) => void change(event)}
      />
    </FieldFrame>
  );
}
