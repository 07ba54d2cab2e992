import { useEffect } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { DEFAULT_DIAL_CODE } from '../../../shared/forms/form-rules.ts';
import { describedBy } from './field-ids.ts';
import { RequiredMark } from './required-mark.tsx';
import { useField } from './use-field.ts';
import './texts.ts';
import './form.css';

interface Props {
  dialCodeName: string;
  phoneName: string;
  label: string;
  hint?: string;
  required?: boolean;
  disabled?: boolean;
  wide?: boolean;
}

/** A dial code (+420 unless the form says otherwise) and a 9-digit phone number side by side. */
export function PhoneField({ dialCodeName, phoneName, label, hint, required, disabled, wide }: Props) {
  const { t } = useTranslation();
  const phone = useField(phoneName, Boolean(hint));
  const dial = useField(dialCodeName, false);
  const { getValues, setValue } = phone.form;
  useEffect(() => {
    const current: unknown = getValues(dialCodeName);
    if (current === undefined || current === null || current === '') setValue(dialCodeName, DEFAULT_DIAL_CODE);
  }, [dialCodeName, getValues, setValue]);
  return (
    <div
      className={`form-field${wide ? ' form-field--wide' : ''}${phone.message || dial.message ? ' form-field--invalid' : ''}`}
    >
      <label className="form-field__label" htmlFor={phone.id}>
        {label}
        {required && <RequiredMark />}
      </label>
      {hint && (
        <p className="form-field__hint" id={phone.hintId}>
          {hint}
        </p>
      )}
      <div className="form-phone">
        <input
          id={dial.id}
          className="form-field__control form-phone__dial"
          type="tel"
          inputMode="tel"
          maxLength={6}
          autoComplete="tel-country-code"
          aria-label={t('formKit.dialCode')}
          {...dial.aria}
          {...dial.form.register(dialCodeName, { disabled })}
        />
        <input
          id={phone.id}
          className="form-field__control form-phone__number"
          type="tel"
          inputMode="numeric"
          // Nine digits, and room for the two spaces of the 3-3-3 grouping people type.
          maxLength={11}
          autoComplete="tel-national"
          placeholder="602 123 456"
          aria-required={required || undefined}
          {...phone.aria}
          aria-describedby={describedBy(phone.aria['aria-describedby'], dial.message !== undefined && dial.errorId)}
          {...phone.form.register(phoneName, { disabled })}
        />
      </div>
      {dial.message && (
        <p className="form-field__error" id={dial.errorId}>
          {t('formKit.dialCode')}: {dial.message}
        </p>
      )}
      {phone.message && (
        <p className="form-field__error" id={phone.errorId}>
          {phone.message}
        </p>
      )}
    </div>
  );
}
