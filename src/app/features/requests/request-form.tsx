import { zodResolver } from '@hookform/resolvers/zod';
import { useMachine } from '@xstate/react';
import dayjs from 'dayjs';
import { useEffect, useRef } from 'react';
import { FormProvider, useForm, type FieldValues, type Resolver } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { fromPromise } from 'xstate';
import type { z } from 'zod';
import { MESSAGES } from '../../../shared/forms/form-messages.ts';
import { REQUEST_FORM_KINDS, type RequestFormSlug } from '../../../shared/forms/request-kinds.ts';
import { toRequestPayload } from '../../../shared/forms/request-payload.ts';
import { draftKey, removeDraft } from '../../offline/drafts.ts';
import { ErrorSummary } from '../../ui/form/error-summary.tsx';
import { focusFirstInvalid } from '../../ui/form/focus-first-invalid.ts';
import { REQUEST_FIELDS, type RequestOptions } from './forms/index.ts';
import { requestFormMachine } from './request-form-machine.ts';
import { submitRequest } from './submit-request.ts';
import { useDraftAutosave } from './use-draft-autosave.ts';
import '../../ui/form/form.css';
import './texts.ts';

export interface InitialValues {
  values: Record<string, unknown>;
  /** When the values come from a draft on this device: when it was last saved. */
  resumedAt: string | null;
  /** A copy of this draft already handed to the outbox. */
  submitted: { state: 'waiting' | 'refused'; reason: string } | null;
}

interface Props {
  slug: RequestFormSlug;
  recordId: number;
  initial: InitialValues;
  options: RequestOptions;
}

/**
 * One request form (spec 02 §4): validated on change by the shared schema, saved as a draft on every change, and
 * submitted through the outbox; the thank-you text replaces it after success, the retry text stays with it after a
 * failure.
 */
export function RequestForm({ slug, recordId, initial, options }: Props) {
  const { t } = useTranslation();
  const kind = REQUEST_FORM_KINDS[slug];
  const top = useRef<HTMLDivElement>(null);
  const form = useForm<FieldValues>({
    // The four schemas differ; each form is bound to its own one, chosen by the slug: the call's schema after the
    // coercion of the form's values, so the form refuses exactly what the server would.
    resolver: zodResolver(kind.formSchema as z.ZodType<FieldValues, FieldValues>) as Resolver<FieldValues>,
    mode: 'onChange',
    defaultValues: initial.values,
    // The first invalid field in page order, not in the order the fields registered (spec 02 §4).
    shouldFocusError: false,
  });
  const [state, send] = useMachine(
    requestFormMachine.provide({
      actors: {
        submit: fromPromise(({ input }) =>
          submitRequest(
            slug,
            recordId,
            kind.savePath,
            toRequestPayload(slug, input as never) as Record<string, unknown>,
          ),
        ),
      },
    }),
  );
  const submitting = state.matches('submitting');
  const done = state.matches('sent') || state.matches('queued');
  useDraftAutosave(form, slug, recordId, !done && !submitting);

  useEffect(() => {
    if (state.matches('sent')) void removeDraft(draftKey(slug, recordId));
    if (done) top.current?.closest('.request-page')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [state, done, slug, recordId]);

  // A resumed draft shows what is still missing at once.
  useEffect(() => {
    if (initial.resumedAt) void form.trigger();
  }, [form, initial.resumedAt]);

  if (state.matches('sent'))
    return (
      <div ref={top} className="request-thanks" role="status">
        <p>{MESSAGES.thankYou}</p>
      </div>
    );
  if (state.matches('queued') || initial.submitted?.state === 'waiting') {
    return (
      <div ref={top} className="request-thanks request-thanks--queued" role="status">
        <p>{MESSAGES.thankYou}</p>
        <p>{t('requests.queued')}</p>
      </div>
    );
  }
  const Fields = REQUEST_FIELDS[slug];
  const { isValid, isDirty, isSubmitted } = form.formState;
  const refusal = state.matches('error')
    ? state.context.error
    : initial.submitted?.state === 'refused'
      ? initial.submitted.reason
      : null;
  return (
    <FormProvider {...form}>
      <div ref={top} />
      {initial.resumedAt && (
        <p className="request-page__resumed">
          {t('requests.resumed', { time: dayjs(initial.resumedAt).format('D. M. YYYY H:mm') })}{' '}
          <button
            type="button"
            className="link-button"
            onClick={() => {
              form.reset(kind.empty() as FieldValues);
            }}
          >
            {t('requests.startOver')}
          </button>
        </p>
      )}
      <p className="request-page__autosave">{t('requests.autosave')}</p>
      <form
        className="request-form"
        noValidate
        onSubmit={form.handleSubmit(
          (values) => send({ type: 'SUBMIT', values }),
          () =>
            requestAnimationFrame(() => {
              if (top.current?.parentElement) focusFirstInvalid(top.current.parentElement);
            }),
        )}
      >
        <Fields options={options} />
        {refusal !== null && (
          <div role="alert" className="request-form__failure">
            <p>{MESSAGES.saveFailed}</p>
            {refusal && <p>{t('requests.refusedReason', { reason: refusal })}</p>}
          </div>
        )}
        <p className="request-form__consent">{t('requests.consent')}</p>
        <div className="request-form__actions">
          <button
            type="submit"
            className="button"
            disabled={submitting || !isValid}
            aria-busy={submitting || undefined}
          >
            {submitting ? (
              <>
                <span className="request-form__spinner" aria-hidden="true" /> {t('requests.submitting')}
              </>
            ) : (
              t('requests.submit')
            )}
          </button>
          {!isValid && !submitting && !isDirty && !isSubmitted && (
            <span className="request-form__hint">{t('requests.fillRequired')}</span>
          )}
        </div>
        {/* Below the button it explains: why the button is disabled, and where the first problem is. */}
        <ErrorSummary />
      </form>
    </FormProvider>
  );
}
