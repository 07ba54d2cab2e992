import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import type { RequestStatus } from '../../../shared/api/calls/review.ts';
import { REVIEW_STATUSES } from './review-constants.ts';

export const tabId = (prefix: string, status: RequestStatus) => `${prefix}-tab-${status}`;
export const panelId = (prefix: string) => `${prefix}-panel`;

const KEY_STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/** The status tabs with their counts (WAI-ARIA tabs: arrow keys, Home and End move and select). */
export function ReviewTabs({
  prefix,
  current,
  counts,
  onSelect,
}: {
  prefix: string;
  current: RequestStatus;
  counts: Record<RequestStatus, number | undefined>;
  onSelect: (status: RequestStatus) => void;
}) {
  const { t } = useTranslation();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = KEY_STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    const next = step(REVIEW_STATUSES.indexOf(current), REVIEW_STATUSES.length);
    const status = REVIEW_STATUSES[next];
    if (status === undefined) return;
    onSelect(status);
    tabs.current[next]?.focus();
  };
  return (
    <div className="review-tabs" role="tablist" aria-label={t('review.tabs')} onKeyDown={onKeyDown}>
      {REVIEW_STATUSES.map((status, index) => {
        const selected = status === current;
        const count = counts[status];
        return (
          <button
            key={status}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={tabId(prefix, status)}
            aria-selected={selected}
            aria-controls={panelId(prefix)}
            tabIndex={selected ? 0 : -1}
            className="review-tabs__tab"
            onClick={() => onSelect(status)}
          >
            {t(`review.status.${status}`)}
            {count !== undefined && <span className="review-tabs__count"> ({count})</span>}
          </button>
        );
      })}
    </div>
  );
}
