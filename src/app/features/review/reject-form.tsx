import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation.tsx';
import type { RoutedLocale } from '../../../shared/constants/locales.ts';
import { remainingCharactersText } from '../../../shared/domain/textarea-text.ts';
import { rejectSchema, type RejectInput, type RejectValues } from './reject-schema.ts';
import { REJECT_REASON_MAX } from './review-constants.ts';

/** The reason asked before a rejection (required, at most 1000 characters, mailed to the submitter). */
export function RejectForm({
  locale,
  busy,
  disabled,
  onReject,
  onCancel,
}: {
  locale: RoutedLocale;
  busy: boolean;
  disabled: boolean;
  onReject: (reason: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const form = useForm<RejectInput, unknown, RejectValues>({
    resolver: zodResolver(rejectSchema),
    mode: 'onChange',
    defaultValues: { reason: '' },
  });
  const reason = useWatch({ control: form.control, name: 'reason' });
  const error = form.formState.errors.reason;
  const remaining = REJECT_REASON_MAX - reason.length;
  return (
    <form className="review-reject" noValidate onSubmit={form.handleSubmit((values) => onReject(values.reason))}>
      <label htmlFor={`${id}-reason`}>
        {t('review.rejectReason')}
        <span className="review-required" aria-hidden="true">
          {' '}
          *
        </span>
      </label>
      <textarea
        id={`${id}-reason`}
        rows={4}
        maxLength={REJECT_REASON_MAX}
        autoFocus
        aria-required="true"
        {...form.register('reason')}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint ${id}-counter${error ? ` ${id}-error` : ''}`}
      />
      <span id={`${id}-hint`} className="review-hint">
        {t('review.rejectHint')}
      </span>
      <span id={`${id}-counter`} className="review-hint">
        {locale === 'cs' ? remainingCharactersText(remaining) : `${Math.max(0, remaining)} / ${REJECT_REASON_MAX}`}
      </span>
      {error?.message && (
        <span id={`${id}-error`} className="review-error" role="alert">
          {error.message}
        </span>
      )}
      <div className="review-actions">
        <button type="submit" className="review-danger" disabled={busy || disabled} aria-busy={busy}>
          {busy ? t('review.deciding') : t('review.confirmReject')}
        </button>
        <button type="button" className="review-link-button" onClick={onCancel}>
          {t('review.cancel')}
        </button>
      </div>
    </form>
  );
}
