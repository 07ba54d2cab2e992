import { useController } from 'react-hook-form';
import { FieldFrame } from './field-frame.tsx';
import type { FieldProps, Option } from './field-props.ts';
import { OptionSearch } from './option-search.tsx';
import { RemovableChip } from './removable-chip.tsx';
import { sameId } from './selected-ids.ts';
import { useField } from './use-field.ts';
import './texts.ts';

interface Props extends FieldProps {
  options: readonly Option[];
}

/** One id picked from a long list by typing; the value is the id, or '' when nothing is picked. */
export function SearchableSelect({ name, label, hint, required, disabled, wide, options }: Props) {
  const field = useField(name, Boolean(hint));
  const { field: control } = useController({ name, control: field.form.control, disabled });
  const value: unknown = control.value;
  const chosen =
    typeof value === 'number' || (typeof value === 'string' && value !== '')
      ? (options.find((option) => sameId(option.id, value)) ?? { id: value, title: String(value) })
      : undefined;
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
      {chosen && (
        <p className="form-chips">
          <span className="form-chip">
            <RemovableChip title={chosen.title} disabled={control.disabled} onRemove={() => control.onChange('')} />
          </span>
        </p>
      )}
      <OptionSearch
        id={field.id}
        options={options}
        picked={chosen ? [chosen.id] : []}
        onPick={(option) => control.onChange(option.id)}
        onBlur={control.onBlur}
        inputRef={control.ref}
        disabled={control.disabled}
        required={required}
        aria={field.aria}
      />
    </FieldFrame>
  );
}
