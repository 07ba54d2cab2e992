import { useWatch } from 'react-hook-form';
import { remainingCharactersText } from '../../../shared/domain/textarea-text.ts';
import { describedBy } from './field-ids.ts';
import { FieldFrame } from './field-frame.tsx';
import type { FieldProps } from './field-props.ts';
import { useField } from './use-field.ts';

interface Props extends FieldProps {
  /** Limits the text and shows the remaining-characters counter (spec 02 §5 Textarea). */
  maxLength?: number;
  rows?: number;
  placeholder?: string;
}

/** A multi-line text; HTML tags are stripped by the schema, not here, so typing is never rewritten under the cursor. */
export function TextArea({
  name,
  label,
  hint,
  required,
  disabled,
  wide = true,
  maxLength,
  rows = 5,
  placeholder,
}: Props) {
  const field = useField(name, Boolean(hint));
  const value: unknown = useWatch({ control: field.form.control, name });
  const length = typeof value === 'string' ? value.length : 0;
  const counterId = `${field.id}-counter`;
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
      <textarea
        id={field.id}
        className="form-field__control"
        rows={rows}
        maxLength={maxLength}
        placeholder={placeholder}
        aria-required={required || undefined}
        {...field.aria}
        aria-describedby={describedBy(field.aria['aria-describedby'], maxLength !== undefined && counterId)}
        {...field.form.register(name, { disabled })}
      />
      {maxLength !== undefined && (
        <p className="form-field__counter" id={counterId}>
          {remainingCharactersText(maxLength - length)}
        </p>
      )}
    </FieldFrame>
  );
}
