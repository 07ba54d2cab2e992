import type { ReactNode } from 'react';
import { useWatch, type FieldError, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation.tsx';
import type { RoutedLocale } from '../../../shared/constants/locales.ts';
import { remainingCharactersText } from '../../../shared/domain/textarea-text.ts';
import { RADIO_CHOICES_MAX, type CmsFormValues, type CmsLeafField } from './form-fields.ts';

type Form = UseFormReturn<CmsFormValues>;
interface FieldProps {
  field: CmsLeafField;
  name: string;
  id: string;
  form: Form;
  locale: RoutedLocale;
}

/** The ids of what describes a field (its hint, counter and error), for aria-describedby. */
const describedBy = (...ids: (string | false | null | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;

/** The star is for the eye; assistive technology hears aria-required on the control. */
function RequiredMark() {
  return (
    <span className="cms-field__required" aria-hidden="true">
      {' '}
      *
    </span>
  );
}

function Hint({ id, text }: { id: string; text: string | null }) {
  return text ? (
    <span id={id} className="cms-field__hint">
      {text}
    </span>
  ) : null;
}

function ErrorText({ id, error }: { id: string; error: FieldError | undefined }) {
  return error?.message ? (
    <span id={id} className="cms-field__error" role="alert">
      {error.message}
    </span>
  ) : null;
}

/** A label, the control, its hint and its error: the frame every text-like field shares. */
function Labelled({
  field,
  id,
  error,
  children,
  extra,
}: {
  field: CmsLeafField;
  id: string;
  error: FieldError | undefined;
  children: ReactNode;
  extra?: ReactNode;
}) {
  return (
    <div className="cms-field">
      <label htmlFor={id}>
        {field.label}
        {field.required && <RequiredMark />}
      </label>
      {children}
      <Hint id={`${id}-hint`} text={field.hint} />
      {extra}
      <ErrorText id={`${id}-error`} error={error} />
    </div>
  );
}

/**
 * The remaining-characters counter under a textarea with a limit, Czech plural forms in Czech (spec 02 §5). It counts
 * what the browser's maxLength counts, so it reaches zero exactly where typing stops; the stripped text sent is never longer.
 */
function Counter({
  id,
  form,
  name,
  max,
  locale,
}: {
  id: string;
  form: Form;
  name: string;
  max: number;
  locale: RoutedLocale;
}) {
  const { t } = useTranslation();
  const value = useWatch({ control: form.control, name });
  const remaining = Math.max(0, max - (typeof value === 'string' ? value.length : 0));
  return (
    <span id={id} className="cms-field__counter">
      {locale === 'cs' ? remainingCharactersText(remaining) : t('cmsForm.remaining', { count: remaining })}
    </span>
  );
}

function ChoiceField({ field, name, id, form }: FieldProps & { field: Extract<CmsLeafField, { kind: 'choice' }> }) {
  const { t } = useTranslation();
  const error = form.formState.errors[name];
  const described = describedBy(field.hint && `${id}-hint`, error && `${id}-error`);
  if (field.choices.length > RADIO_CHOICES_MAX) {
    return (
      <Labelled field={field} id={id} error={error}>
        <select
          id={id}
          {...form.register(name)}
          aria-required={field.required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
        >
          <option value="">{field.placeholder ?? t('cmsForm.choose')}</option>
          {field.choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      </Labelled>
    );
  }
  return (
    <fieldset
      className="cms-field cms-field--choices"
      role="radiogroup"
      aria-required={field.required || undefined}
      aria-invalid={error ? true : undefined}
      aria-describedby={described}
    >
      <legend>
        {field.label}
        {field.required && <RequiredMark />}
      </legend>
      {field.choices.map((choice, index) => (
        <label key={choice.value} className="cms-field__option">
          <input type="radio" value={choice.value} {...form.register(name)} id={index === 0 ? id : undefined} />
          {choice.label}
        </label>
      ))}
      <Hint id={`${id}-hint`} text={field.hint} />
      <ErrorText id={`${id}-error`} error={error} />
    </fieldset>
  );
}

/** One value field of a CMS form, rendered by its kind. */
export function CmsFormField(props: FieldProps) {
  const { field, name, id, form, locale } = props;
  const error = form.formState.errors[name];
  const invalid = error ? true : undefined;
  const required = field.required || undefined;
  switch (field.kind) {
    case 'input':
      return (
        <Labelled field={field} id={id} error={error}>
          <input
            id={id}
            type="text"
            className={`cms-field__input cms-field__input--${field.variant}`}
            placeholder={field.placeholder ?? undefined}
            {...form.register(name)}
            aria-required={required}
            aria-invalid={invalid}
            aria-describedby={describedBy(field.hint && `${id}-hint`, error && `${id}-error`)}
          />
        </Labelled>
      );
    case 'textarea': {
      const counter = field.maxLength !== null && (
        <Counter id={`${id}-counter`} form={form} name={name} max={field.maxLength} locale={locale} />
      );
      return (
        <Labelled field={field} id={id} error={error} extra={counter}>
          <textarea
            id={id}
            rows={5}
            maxLength={field.maxLength ?? undefined}
            placeholder={field.placeholder ?? undefined}
            {...form.register(name)}
            aria-required={required}
            aria-invalid={invalid}
            aria-describedby={describedBy(
              field.hint && `${id}-hint`,
              field.maxLength !== null && `${id}-counter`,
              error && `${id}-error`,
            )}
          />
        </Labelled>
      );
    }
    case 'checkbox':
      return (
        <div className="cms-field cms-field--checkbox">
          <label htmlFor={id}>
            <input
              id={id}
              type="checkbox"
              {...form.register(name)}
              aria-required={required}
              aria-invalid={invalid}
              aria-describedby={describedBy(field.hint && `${id}-hint`, error && `${id}-error`)}
            />
            {field.label}
            {field.required && <RequiredMark />}
          </label>
          <Hint id={`${id}-hint`} text={field.hint} />
          <ErrorText id={`${id}-error`} error={error} />
        </div>
      );
    case 'choice':
      return <ChoiceField {...props} field={field} />;
  }
}
