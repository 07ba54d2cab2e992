import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import type { RequestStatus } from '../../../shared/api/calls/review.ts';
import type { RoutedLocale } from '../../../shared/constants/locales.ts';
import { useOnline } from '../../lib/use-online.ts';
import { DecisionMessage } from './decision-message.tsx';
import { ReviewDetail } from './review-detail.tsx';
import { reviewProblem } from './review-format.ts';
import { ReviewList } from './review-list.tsx';
import { ReviewTabs, panelId, tabId } from './review-tabs.tsx';
import { SignInPrompt } from './sign-in-prompt.tsx';
import { useReviewDecision } from './use-review-decision.ts';
import { useReviewLists } from './use-review-lists.ts';

/** The signed-in part of the review page: a 401 or 403 from the server decides who gets past the tabs. */
export function ReviewDesk({ locale }: { locale: RoutedLocale }) {
  const { t } = useTranslation();
  const prefix = useId();
  const [status, setStatus] = useState<RequestStatus>('pending');
  const [selectedId, setSelectedId] = useState<number>();
  const online = useOnline();
  const lists = useReviewLists();
  const decision = useReviewDecision(() => setSelectedId(undefined));
  const problem = lists.error ? reviewProblem(lists.error) : null;
  if (problem === 'signedOut') return <SignInPrompt />;
  if (problem === 'notEditor')
    return (
      <p className="review-gate" role="alert" data-testid="review-not-editor">
        {t('review.notEditor')}
      </p>
    );
  const current = lists.byStatus[status];
  const selectTab = (next: RequestStatus) => {
    setStatus(next);
    setSelectedId(undefined);
  };
  return (
    <>
      {!online && (
        <p className="review-note" role="status">
          {t('review.offlineNote')}
        </p>
      )}
      <DecisionMessage outcome={decision.outcome} onDismiss={decision.clearOutcome} />
      <ReviewTabs prefix={prefix} current={status} counts={lists.counts} onSelect={selectTab} />
      <div className="review-layout" role="tabpanel" id={panelId(prefix)} aria-labelledby={tabId(prefix, status)}>
        <div className="review-layout__list">
          {current.isPending && (
            <p className="review-loading" role="status">
              {t('review.loading')}
            </p>
          )}
          {current.isError && (
            <div className="review-problem" role="alert">
              <p>{reviewProblem(current.error) === 'offline' ? t('review.problem.offline') : t('review.loadFailed')}</p>
              <button type="button" className="review-link-button" onClick={() => void current.refetch()}>
                {t('review.retry')}
              </button>
            </div>
          )}
          {current.data &&
            (current.data.items.length === 0 ? (
              <p className="review-empty">{t(`review.empty.${status}`)}</p>
            ) : (
              <ReviewList items={current.data.items} selectedId={selectedId} onSelect={setSelectedId} />
            ))}
        </div>
        <div className="review-layout__detail">
          {selectedId === undefined ? (
            current.data && current.data.items.length > 0 && <p className="review-empty">{t('review.pick')}</p>
          ) : (
            <ReviewDetail
              key={selectedId}
              id={selectedId}
              locale={locale}
              controls={{ approve: decision.approve, reject: decision.reject, pending: decision.pending, online }}
            />
          )}
        </div>
      </div>
    </>
  );
}
