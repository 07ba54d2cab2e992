import { zodResolver } from '@hookform/resolvers/zod';
import { useMachine } from '@xstate/react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { fromPromise } from 'xstate';
import type { CmsForm } from '../../../shared/api/calls/forms.ts';
import type { RoutedLocale } from '../../../shared/constants/locales.ts';
import { ApiRequestError, OfflineError, apiPost } from '../../lib/api-client.ts';
import { cmsFormMachine, type CmsFormSubmission } from './cms-form-machine.ts';
import { CmsFormField } from './cms-form-field.tsx';
import { fieldNames, nameOf, type CmsFormValues } from './form-fields.ts';
import { cmsFormSchema, emptyValues, toSubmission } from './form-schema.ts';
import { schemaMessages } from './schema-messages.ts';

/** Sends the values; only status 'OK' is success (spec 02 §7), anything else or no answer is a failure. */
async function saveForm(formId: number, locale: RoutedLocale, values: CmsFormSubmission): Promise<void> {
  const answer = await apiPost('/api/saveForm', { ...values, formId: String(formId), locale });
  if (answer.status !== 'OK') throw new Error(`saveForm answered ${String(answer.status)}`);
}

/** A loaded CMS form (spec 02 §2–§5): fields by kind, required checked on change, the message or the global error after sending. */
export function CmsFormView({ definition, locale }: { definition: CmsForm; locale: RoutedLocale }) {
  const { t } = useTranslation();
  const idPrefix = useId();
  const names = useMemo(() => fieldNames(definition), [definition]);
  const schema = useMemo(
    () => cmsFormSchema(definition, names, schemaMessages(locale, t)),
    [definition, names, locale, t],
  );
  const form = useForm<CmsFormValues>({
    resolver: zodResolver(schema),
    mode: 'onChange',
    defaultValues: emptyValues(definition, names),
  });
  const [offline, setOffline] = useState(false);
  const [state, send] = useMachine(
    cmsFormMachine.provide({
      actors: {
        submit: fromPromise(async ({ input }: { input: CmsFormSubmission }) => {
          setOffline(false);
          try {
            await saveForm(definition.id, locale, input);
          } catch (error) {
            setOffline(error instanceof OfflineError);
            // The server names the fields it refused (by id); show each under its field as well.
            if (error instanceof ApiRequestError) {
              for (const issue of error.fields) {
                const name = names.get(issue.path);
                if (name) form.setError(name, { message: issue.message });
              }
            }
            throw error;
          }
        }),
      },
    }),
  );
  const successRef = useRef<HTMLDivElement>(null);
  const succeeded = state.matches('success');
  useEffect(() => {
    if (!succeeded) return;
    successRef.current?.focus();
    successRef.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  }, [succeeded]);
  const titleId = `${idPrefix}-title`;
  if (succeeded) {
    return (
      <section className="cms-form" aria-labelledby={titleId}>
        <h2 id={titleId}>{definition.title}</h2>
        <div ref={successRef} className="cms-form__success" role="status" tabIndex={-1}>
          {definition.successMessage}
        </div>
      </section>
    );
  }
  const submitting = state.matches('submitting');
  const fieldId = (name: string) => `${idPrefix}-${name}`;
  return (
    <section className="cms-form" aria-labelledby={titleId}>
      <h2 id={titleId}>{definition.title}</h2>
      <form
        noValidate
        aria-labelledby={titleId}
        onSubmit={form.handleSubmit((values) =>
          send({ type: 'SUBMIT', values: toSubmission(definition, names, values) }),
        )}
      >
        {definition.fields.map((field) => {
          if (field.kind !== 'fieldset') {
            const name = nameOf(names, field);
            return (
              <CmsFormField key={field.id} field={field} name={name} id={fieldId(name)} form={form} locale={locale} />
            );
          }
          return (
            <fieldset
              key={field.id}
              className="cms-form__fieldset"
              aria-describedby={field.hint ? `${idPrefix}-${field.id}-hint` : undefined}
            >
              <legend>{field.legend}</legend>
              {field.hint && (
                <p id={`${idPrefix}-${field.id}-hint`} className="cms-field__hint">
                  {field.hint}
                </p>
              )}
              {field.fields.map((child) => {
                const name = nameOf(names, child);
                return (
                  <CmsFormField
                    key={child.id}
                    field={child}
                    name={name}
                    id={fieldId(name)}
                    form={form}
                    locale={locale}
                  />
                );
              })}
            </fieldset>
          );
        })}
        {state.matches('failed') && (
          <p className="cms-form__problem" role="alert">
            {t('cmsForm.failed')}
            {offline && <> {t('cmsForm.sendOffline')}</>}
          </p>
        )}
        <p className="cms-form__actions">
          <button type="submit" className="button button--primary" disabled={submitting} aria-busy={submitting}>
            {submitting ? t('cmsForm.sending') : definition.submitLabel}
          </button>
        </p>
      </form>
    </section>
  );
}
