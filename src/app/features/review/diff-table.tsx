import { useTranslation } from 'react-i18next';
import type { ReviewDetail } from '../../../shared/api/calls/review.ts';
import { diffRows } from './review-format.ts';

/** Field by field what the request would change; for a new record, every filled field with nothing before. */
export function DiffTable({ detail }: { detail: Pick<ReviewDetail, 'targetId' | 'diff'> }) {
  const { t } = useTranslation();
  const rows = diffRows(detail);
  if (rows.length === 0) return <p>{t('review.noChanges')}</p>;
  const shown = (value: string) => (value === '' ? <span className="review-diff__none">{t('review.emptyValue')}</span> : value);
  return (
    <div className="review-diff__scroll">
      <table className="review-diff">
        <caption>{t('review.changes')}</caption>
        <thead>
          <tr><th scope="col">{t('review.field')}</th><th scope="col">{t('review.before')}</th><th scope="col">{t('review.after')}</th></tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.field}>
              <th scope="row">{row.label}{row.label !== row.field && <small className="review-diff__path">{row.field}</small>}</th>
              <td className="review-diff__before">{shown(row.before)}</td>
              <td className="review-diff__after">{shown(row.after)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
