import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { SafeLink } from '../../ui/safe-link.tsx';
import { requestFieldLabel } from '../../ui/request-fields/field-label.ts';
import type { DecisionOutcome } from './use-review-decision.ts';

/** What the last decision did, or why it did not happen; it takes the focus so the result is heard and seen. */
export function DecisionMessage({
  outcome,
  onDismiss,
}: {
  outcome: DecisionOutcome | undefined;
  onDismiss: () => void;
}) {
  const { t, i18n } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (outcome) ref.current?.focus();
  }, [outcome]);
  if (!outcome) return null;
  const problem = outcome.kind === 'problem';
  return (
    <div
      ref={ref}
      tabIndex={-1}
      className={`review-message ${problem ? 'review-message--problem' : 'review-message--done'}`}
      role={problem ? 'alert' : 'status'}
    >
      {outcome.kind === 'approved' && (
        <p>
          {t('review.approved', { title: outcome.title })}{' '}
          <SafeLink href={outcome.url}>{t('review.viewRecord')}</SafeLink>
        </p>
      )}
      {outcome.kind === 'rejected' && <p>{t('review.rejected', { title: outcome.title })}</p>}
      {outcome.kind === 'problem' && (
        <>
          <p>{t(`review.problem.${outcome.problem}`)}</p>
          {outcome.fields.length > 0 && (
            <ul>
              {outcome.fields.map((field) => (
                <li key={field.path}>
                  {requestFieldLabel(i18n, outcome.requestKind, field.path) ?? field.path}: {field.message}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      <button type="button" className="review-link-button" onClick={onDismiss}>
        {t('review.dismiss')}
      </button>
    </div>
  );
}
