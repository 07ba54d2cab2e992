import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import type { ReviewDetail as Detail } from '../../../shared/api/calls/review.ts';
import type { RoutedLocale } from '../../../shared/constants/locales.ts';
import { reviewDetailQuery } from './api.ts';
import { DiffTable } from './diff-table.tsx';
import { RejectForm } from './reject-form.tsx';
import { reviewProblem, submittedAt } from './review-format.ts';
import type { DecisionTarget } from './use-review-decision.ts';

export interface DecisionControls {
  approve: (target: DecisionTarget) => void;
  reject: (target: DecisionTarget, reason: string) => void;
  pending: boolean;
  online: boolean;
}

function Summary({ detail }: { detail: Detail }) {
  const { t } = useTranslation();
  return (
    <dl className="review-summary">
      <dt>{t('review.kindLabel')}</dt>
      <dd>
        <span className="review-badge">{t(`review.kind.${detail.kind}`)}</span>{' '}
        {detail.targetId === null ? t('review.newRecord') : t('review.editRecord', { id: detail.targetId })}
      </dd>
      <dt>{t('review.submittedBy')}</dt>
      <dd>
        {detail.submitterEmail ? (
          <a href={`mailto:${detail.submitterEmail}`}>{detail.submitterEmail}</a>
        ) : (
          t('review.noSubmitter')
        )}
      </dd>
      <dt>{t('review.submittedAt')}</dt>
      <dd>
        <time dateTime={detail.createdAt}>{submittedAt(detail.createdAt)}</time>
      </dd>
      {detail.status !== 'pending' && (
        <>
          <dt>{t('review.statusLabel')}</dt>
          <dd>{t(`review.status.${detail.status}`)}</dd>
        </>
      )}
      {detail.rejectReason && (
        <>
          <dt>{t('review.rejectReasonShown')}</dt>
          <dd className="review-summary__reason">{detail.rejectReason}</dd>
        </>
      )}
    </dl>
  );
}

function Actions({ detail, locale, controls }: { detail: Detail; locale: RoutedLocale; controls: DecisionControls }) {
  const { t } = useTranslation();
  const [rejecting, setRejecting] = useState(false);
  const target = { id: detail.id, title: detail.title, kind: detail.kind };
  const blocked = controls.pending || !controls.online;
  return (
    <section className="review-decide" aria-label={t('review.decision')}>
      {!controls.online && (
        <p className="review-note" role="status">
          {t('review.offlineNote')}
        </p>
      )}
      {rejecting ? (
        <RejectForm
          locale={locale}
          busy={controls.pending}
          disabled={!controls.online}
          onCancel={() => setRejecting(false)}
          onReject={(reason) => controls.reject(target, reason)}
        />
      ) : (
        <div className="review-actions">
          <button
            type="button"
            className="review-approve"
            disabled={blocked}
            aria-busy={controls.pending}
            onClick={() => controls.approve(target)}
          >
            {controls.pending ? t('review.deciding') : t('review.approve')}
          </button>
          <button type="button" className="review-danger" disabled={blocked} onClick={() => setRejecting(true)}>
            {t('review.reject')}
          </button>
        </div>
      )}
    </section>
  );
}

/** One request: what it is, who sent it, what it changes, and (while pending) approve or reject. */
export function ReviewDetail({
  id,
  locale,
  controls,
}: {
  id: number;
  locale: RoutedLocale;
  controls: DecisionControls;
}) {
  const { t } = useTranslation();
  const query = useQuery(reviewDetailQuery(id));
  const headingRef = useRef<HTMLHeadingElement>(null);
  const loaded = query.data?.id;
  // Opening a request moves the reader to it, as a new view would.
  useEffect(() => {
    if (loaded !== undefined) headingRef.current?.focus();
  }, [loaded]);
  if (query.isPending)
    return (
      <p className="review-loading" role="status">
        {t('review.detailLoading')}
      </p>
    );
  if (query.isError) {
    const problem = reviewProblem(query.error);
    return (
      <div className="review-problem" role="alert">
        <p>
          {problem === 'notFound' || problem === 'offline' ? t(`review.problem.${problem}`) : t('review.detailFailed')}
        </p>
        <button type="button" className="review-link-button" onClick={() => void query.refetch()}>
          {t('review.retry')}
        </button>
      </div>
    );
  }
  const detail = query.data;
  return (
    <article className="review-detail" aria-labelledby={`review-detail-${detail.id}`}>
      <h2 id={`review-detail-${detail.id}`} ref={headingRef} tabIndex={-1}>
        {detail.title}
      </h2>
      <Summary detail={detail} />
      <DiffTable detail={detail} />
      {detail.status === 'pending' && <Actions key={detail.id} detail={detail} locale={locale} controls={controls} />}
    </article>
  );
}
