import { useTranslation } from '../../i18n/use-translation.tsx';
import type { ReviewDetail } from '../../../shared/api/calls/review.ts';
import { requestFieldLabel } from '../../ui/request-fields/field-label.ts';
import { imageUrl } from '../../../shared/domain/image-url.ts';
import { diffRows, imageAddresses } from './review-format.ts';

const THUMBNAIL = { width: 96, height: 72 } as const;

/** A diff value: its images as thumbnails (each opening the full image), anything else as its text. */
function DiffValue({ value, empty }: { value: string; empty: string }) {
  if (value === '') return <span className="review-diff__none">{empty}</span>;
  const images = imageAddresses(value);
  if (!images) return <>{value}</>;
  return (
    <span className="review-diff__images">
      {images.map((url) => (
        <a key={url} href={url} target="_blank" rel="noreferrer">
          <img
            src={imageUrl({ url, focalPoint: null }, THUMBNAIL)}
            alt=""
            width={THUMBNAIL.width}
            height={THUMBNAIL.height}
          />
        </a>
      ))}
    </span>
  );
}

/**
 * Field by field what the request would change, each field named as its form names it; for a new record, every filled
 * field with nothing before.
 */
export function DiffTable({ detail }: { detail: Pick<ReviewDetail, 'kind' | 'targetId' | 'diff'> }) {
  const { t, i18n } = useTranslation();
  const rows = diffRows(detail, (field) => requestFieldLabel(i18n, detail.kind, field));
  if (rows.length === 0) return <p>{t('review.noChanges')}</p>;
  const empty = t('review.emptyValue');
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
              <td className="review-diff__before">
                <DiffValue value={row.before} empty={empty} />
              </td>
              <td className="review-diff__after">
                <DiffValue value={row.after} empty={empty} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
