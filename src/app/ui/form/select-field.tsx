import type { ChangeEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { FieldFrame } from './field-frame.tsx';
import type { FieldProps, Option } from './field-props.ts';
import { useField } from './use-field.ts';
import './texts.ts';

interface Props extends FieldProps {
  options: readonly Option[];
  /** The label of the empty choice; the default reads "Vyberte…". */
  emptyLabel?: string;
  /** Runs after the value changed (the new value is the option id as text, '' when empty). */
  onChange?: (value: string) => void;
}

/** A native select with an empty choice; with no options at all it says so ('Žádné možnosti', spec 02 §8). */
export function SelectField({ name, label, hint, required, disabled, wide, options, emptyLabel, onChange }: Props) {
  const { t } = useTranslation();
  const field = useField(name, Boolean(hint));
  const registration = field.form.register(name, { disabled });
  const change = async (event: ChangeEvent<HTMLSelectElement>) => {
    const { value } = event.target;
    await registration.onChange(event);
    onChange?.(value);
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
      <select
        id={field.id}
        className="form-field__control"
        aria-required={required || undefined}
        {...field.aria}
        {...registration}
        onChange={(event) => void change(event)}
      >
        <option value="">{options.length === 0 ? t('formKit.noOptions') : (emptyLabel ?? t('formKit.choose'))}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.title}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
