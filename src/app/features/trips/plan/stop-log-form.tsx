import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import type { RoutedLocale } from '../../../../shared/constants/locales.ts';
import {
  LOG_KINDS,
  logFormSchema,
  PRICE_MAX,
  WINE_NAME_MAX_LENGTH,
  formatPrice,
  type LogFormInput,
  type LogFormOutput,
} from './stop-log-rules.ts';
import { WinePicker } from './wine-picker.tsx';
import './stop-texts.ts';

const RATINGS = [1, 2, 3, 4, 5] as const;

interface Props {
  locale: RoutedLocale;
  /** An entry being edited; without it the form adds a new one. */
  initial?: LogFormInput;
  onSave: (entry: LogFormOutput) => void;
  onCancel: () => void;
}

/** A new entry of a stop's log: tasted or bought, the wine (the portal's or typed), its price and a 1–5 rating. */
export function StopLogForm({ locale, initial, onSave, onCancel }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const schema = useMemo(
    () =>
      logFormSchema({
        wineRequired: t('tripStop.wineRequired'),
        wineTooLong: t('tripStop.wineTooLong', { max: WINE_NAME_MAX_LENGTH }),
        priceNumber: t('tripStop.priceNumber'),
        priceRange: t('tripStop.priceRange', { max: formatPrice(PRICE_MAX, locale) }),
      }),
    [t, locale],
  );
  const form = useForm<LogFormInput, unknown, LogFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: initial ?? { kind: 'tasted', wine: { wineId: null, wineName: '' }, price: '', rating: null },
  });
  const { errors } = form.formState;
  const wineError = errors.wine?.wineName?.message ?? errors.wine?.message;
  const priceError = errors.price?.message;
  const ids = {
    wine: `${id}-wine`,
    wineHint: `${id}-wine-hint`,
    wineError: `${id}-wine-error`,
    price: `${id}-price`,
    priceError: `${id}-price-error`,
  };

  return (
    <form
      className="stop-form"
      noValidate
      aria-label={initial ? t('tripStop.editEntry') : t('tripStop.addWine')}
      onSubmit={(event) => {
        event.stopPropagation();
        void form.handleSubmit((values) => onSave(values))(event);
      }}
    >
      <Controller
        control={form.control}
        name="kind"
        render={({ field }) => (
          <fieldset className="stop-form__kinds">
            <legend className="stop-form__label">{t('tripStop.kind')}</legend>
            <div className="stop-segmented">
              {LOG_KINDS.map((kind) => (
                <label key={kind} className="stop-segmented__option">
                  <input
                    type="radio"
                    name={`${id}-kind`}
                    value={kind}
                    checked={field.value === kind}
                    onChange={() => field.onChange(kind)}
                  />
                  <span>{t(`tripStop.${kind}`)}</span>
                </label>
              ))}
            </div>
          </fieldset>
        )}
      />

      <div className={`stop-form__field${wineError ? ' is-invalid' : ''}`}>
        <label className="stop-form__label" htmlFor={ids.wine}>
          {t('tripStop.wine')}
        </label>
        <p className="stop-form__hint" id={ids.wineHint}>
          {t('tripStop.wineHint')}
        </p>
        <Controller
          control={form.control}
          name="wine"
          render={({ field }) => (
            <WinePicker
              id={ids.wine}
              locale={locale}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              invalid={Boolean(wineError)}
              describedBy={[ids.wineHint, wineError && ids.wineError].filter(Boolean).join(' ')}
            />
          )}
        />
        {wineError && (
          <p className="stop-form__error" id={ids.wineError}>
            {wineError}
          </p>
        )}
      </div>

      <div className={`stop-form__field stop-form__field--price${priceError ? ' is-invalid' : ''}`}>
        <label className="stop-form__label" htmlFor={ids.price}>
          {t('tripStop.price')}
        </label>
        <input
          id={ids.price}
          className="stop-form__control"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          aria-invalid={priceError ? true : undefined}
          aria-describedby={priceError ? ids.priceError : undefined}
          {...form.register('price')}
        />
        {priceError && (
          <p className="stop-form__error" id={ids.priceError}>
            {priceError}
          </p>
        )}
      </div>

      <Controller
        control={form.control}
        name="rating"
        render={({ field }) => (
          <fieldset className="stop-form__rating">
            <legend className="stop-form__label">{t('tripStop.rating')}</legend>
            <div className="stop-stars">
              <label className="stop-stars__none">
                <input
                  type="radio"
                  name={`${id}-rating`}
                  value=""
                  checked={field.value === null}
                  onChange={() => field.onChange(null)}
                />
                <span aria-hidden="true">–</span>
                <span className="visually-hidden">{t('tripStop.noRating')}</span>
              </label>
              {RATINGS.map((rating) => (
                <label
                  key={rating}
                  className={`stop-stars__star${field.value !== null && rating <= field.value ? ' is-on' : ''}`}
                >
                  <input
                    type="radio"
                    name={`${id}-rating`}
                    value={rating}
                    checked={field.value === rating}
                    onChange={() => field.onChange(rating)}
                  />
                  <span aria-hidden="true">★</span>
                  <span className="visually-hidden">{t('tripStop.stars', { count: rating })}</span>
                </label>
              ))}
            </div>
          </fieldset>
        )}
      />

      <div className="stop-form__actions">
        <button type="button" className="stop-button stop-button--quiet" onClick={onCancel}>
          {t('tripStop.cancel')}
        </button>
        <button type="submit" className="stop-button stop-button--primary">
          {initial ? t('tripStop.saveChanges') : t('tripStop.save')}
        </button>
      </div>
    </form>
  );
}
