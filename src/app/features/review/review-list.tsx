import { useTranslation } from '../../i18n/use-translation.tsx';
import type { ReviewListItem } from '../../../shared/api/calls/review.ts';
import { submittedAt } from './review-format.ts';

/** The requests of one tab, oldest first; each opens its detail. */
export function ReviewList({
  items,
  selectedId,
  onSelect,
}: {
  items: ReviewListItem[];
  selectedId: number | undefined;
  onSelect: (id: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <ul className="review-list" aria-label={t('review.requests')}>
      {items.map((item) => (
        <li key={item.id}>
          <button
            type="button"
            className="review-list__item"
            aria-current={item.id === selectedId ? 'true' : undefined}
            onClick={() => onSelect(item.id)}
          >
            <span className="review-list__kind">{t(`review.kind.${item.kind}`)}</span>
            <span className="review-list__title">{item.title}</span>
            <span className="review-list__meta">
              {item.submitterEmail ?? t('review.noSubmitter')} ·{' '}
              <time dateTime={item.createdAt}>{submittedAt(item.createdAt)}</time>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
