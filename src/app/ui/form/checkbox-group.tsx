import { useController } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation.tsx';
import type { FieldProps, Option } from './field-props.ts';
import { RequiredMark } from './required-mark.tsx';
import { sameId, selectedIds, toggleId } from './selected-ids.ts';
import { useField } from './use-field.ts';
import './texts.ts';
import './form.css';

interface Props extends FieldProps {
  options: readonly Option[];
}

/** Several ids picked from a short list, as a group of boxes; the value is the list of picked ids. */
export function CheckboxGroup({ name, label, hint, required, disabled, wide = true, options }: Props) {
  const { t } = useTranslation();
  const field = useField(name, Boolean(hint));
  const { field: control } = useController({ name, control: field.form.control, disabled });
  const ids = selectedIds(control.value);
  return (
    <fieldset
      className={`form-field form-choices${wide ? ' form-field--wide' : ''}${field.message ? ' form-field--invalid' : ''}`}
      aria-describedby={field.aria['aria-describedby']}
    >
      <legend className="form-field__label">
        {label}
        {required && <RequiredMark />}
      </legend>
      {hint && (
        <p className="form-field__hint" id={field.hintId}>
          {hint}
        </p>
      )}
      {options.length === 0 && <p className="form-field__hint">{t('formKit.noOptions')}</p>}
      <div className="form-choices__list">
        {options.map((option, index) => {
          const id = `${field.id}-${option.id}`;
          return (
            <span className="form-check" key={option.id}>
              <input
                id={id}
                ref={index === 0 ? control.ref : undefined}
                type="checkbox"
                className="form-check__box"
                checked={ids.some((item) => sameId(item, option.id))}
                disabled={control.disabled}
                aria-invalid={field.aria['aria-invalid']}
                onChange={(event) => control.onChange(toggleId(ids, option.id, event.target.checked))}
                onBlur={control.onBlur}
              />
              <label className="form-check__label" htmlFor={id}>
                {option.title}
              </label>
            </span>
          );
        })}
      </div>
      {field.message && (
        <p className="form-field__error" id={field.errorId}>
          {field.message}
        </p>
      )}
    </fieldset>
  );
}
