import { useTranslation } from 'react-i18next';
import type { ReviewDetail } from '../../../shared/api/calls/review.ts';
import { requestFieldLabel } from '../../ui/request-fields/field-label.ts';
import { diffRows } from './review-format.ts';

/**
 * Field by field what the request would change, each field named as its form names it; for a new record, every filled
 * field with nothing before.
 */
export function DiffTable({ detail }: { detail: Pick<ReviewDetail, 'kind' | 'targetId' | 'diff'> }) {
  const { t, i18n } = useTranslation();
  const rows = diffRows(detail, (field) => requestFieldLabel(i18n, detail.kind, field));
  if (rows.length === 0) return <p>{t('review.noChanges')}</p>;
  const shown = (value: string) =>
    value === '' ? <span className="review-diff__none">{t('review.emptyValue')}</span> : value;
  return (
    <div className="review-diff__scroll">
      <table className="review-diff">
        <caption>{t('review.changes')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('review.field')}</th>
            <th scope="col">{t('review.before')}</th>
            <th scope="col">{t('review.after')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.field}>
              <th scope="row">{row.label}</th>
              <td className="review-diff__before">{shown(row.before)}</td>
              <td className="review-diff__after">{shown(row.after)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
