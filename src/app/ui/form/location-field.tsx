import { useState } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { describedBy, fieldId } from './field-ids.ts';
import type { FieldProps } from './field-props.ts';
import {
  locationFromTexts,
  roundedLocation,
  textsFromLocation,
  textsMatch,
  type LocationTexts,
} from './location-value.ts';
import { RequiredMark } from './required-mark.tsx';
import { useField } from './use-field.ts';
import './texts.ts';
import './form.css';

type Locating = 'idle' | 'busy' | 'failed' | 'unavailable';

/** GPS latitude and longitude, typed or taken from the device; the value is `{latitude, longitude}` or null. */
export function LocationField({ name, label, hint, required, disabled, wide = true }: FieldProps) {
  const { t } = useTranslation();
  const field = useField(name, Boolean(hint));
  const { field: control } = useController({ name, control: field.form.control, disabled });
  const [texts, setTexts] = useState<LocationTexts>(() => textsFromLocation(control.value));
  const [locating, setLocating] = useState<Locating>('idle');
  // A value set from outside (the device position, a loaded draft) replaces what the boxes show.
  if (!textsMatch(texts, control.value)) setTexts(textsFromLocation(control.value));

  const typeInto = (key: keyof LocationTexts, text: string) => {
    const next = { ...texts, [key]: text };
    setTexts(next);
    control.onChange(locationFromTexts(next));
  };
  const locateDevice = () => {
    if (!('geolocation' in navigator)) {
      setLocating('unavailable');
      return;
    }
    setLocating('busy');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating('idle');
        control.onChange(roundedLocation(position.coords.latitude, position.coords.longitude));
      },
      () => setLocating('failed'),
      { enableHighAccuracy: true, timeout: 15_000 },
    );
  };
  const statusId = `${field.id}-status`;
  const box = (key: keyof LocationTexts, boxLabel: string) => {
    const id = fieldId(`${name}.${key}`);
    return (
      <span className="form-location__box">
        <label className="form-location__label" htmlFor={id}>
          {boxLabel}
        </label>
        <input
          id={id}
          ref={key === 'latitude' ? control.ref : undefined}
          className="form-field__control"
          type="text"
          inputMode="decimal"
          placeholder={key === 'latitude' ? '48.8061' : '16.6378'}
          disabled={control.disabled}
          aria-required={required || undefined}
          {...field.aria}
          value={texts[key]}
          onChange={(event) => typeInto(key, event.target.value)}
          onBlur={control.onBlur}
        />
      </span>
    );
  };
  return (
    <fieldset
      className={`form-field form-location${wide ? ' form-field--wide' : ''}${field.message ? ' form-field--invalid' : ''}`}
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
      <div className="form-location__row">
        {box('latitude', t('formKit.latitude'))}
        {box('longitude', t('formKit.longitude'))}
        <button
          type="button"
          className="form-button form-location__locate"
          disabled={control.disabled || locating === 'busy'}
          aria-describedby={describedBy(locating !== 'idle' && statusId)}
          onClick={locateDevice}
        >
          {t('formKit.useMyLocation')}
        </button>
      </div>
      <p className="form-field__hint" id={statusId} role="status">
        {locating === 'busy' && t('formKit.locating')}
        {locating === 'failed' && t('formKit.locationFailed')}
        {locating === 'unavailable' && t('formKit.locationUnavailable')}
      </p>
      {field.message && (
        <p className="form-field__error" id={field.errorId}>
          {field.message}
        </p>
      )}
    </fieldset>
  );
}
