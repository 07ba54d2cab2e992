import { useController } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { FieldFrame } from './field-frame.tsx';
import type { FieldProps, Option } from './field-props.ts';
import { OptionSearch } from './option-search.tsx';
import { RemovableChip } from './removable-chip.tsx';
import { sameId, selectedIds, toggleId } from './selected-ids.ts';
import { useField } from './use-field.ts';
import './texts.ts';

interface Props extends FieldProps {
  options: readonly Option[];
}

/** Many ids picked from a long list: type to filter, pick with Enter or a click, remove a pick with its chip's button. */
export function SearchableMultiSelect({ name, label, hint, required, disabled, wide = true, options }: Props) {
  const { t } = useTranslation();
  const field = useField(name, Boolean(hint));
  const { field: control } = useController({ name, control: field.form.control, disabled });
  const ids = selectedIds(control.value);
  const titleOf = (id: Option['id']) => options.find((option) => sameId(option.id, id))?.title ?? String(id);
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
      {ids.length > 0 && (
        <ul className="form-chips" aria-label={t('formKit.picked', { label })}>
          {ids.map((id) => (
            <li key={id} className="form-chip">
              <RemovableChip
                title={titleOf(id)}
                disabled={control.disabled}
                onRemove={() => control.onChange(toggleId(ids, id, false))}
              />
            </li>
          ))}
        </ul>
      )}
      <OptionSearch
        id={field.id}
        options={options}
        picked={ids}
        onPick={(option) => control.onChange(toggleId(ids, option.id, true))}
        onBlur={control.onBlur}
        inputRef={control.ref}
        disabled={control.disabled}
        required={required}
        aria={field.aria}
      />
    </FieldFrame>
  );
}
