import { useTranslation } from 'react-i18next';
import { type PageLinks, visiblePages } from './page-links.ts';
import './texts.ts';
import './pagination.css';

/**
 * Previous / next and page buttons; the current page is marked for assistive technology too. `links` picks the page
 * buttons (by default first, last and two either side of the current one).
 */
export function Pagination({
  page,
  pages,
  onPage,
  links = visiblePages,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  links?: PageLinks;
}) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav className="pagination" aria-label={t('pagination.label')}>
      <button type="button" onClick={() => onPage(Math.min(page - 1, pages))} disabled={page <= 1}>
        {t('pagination.previous')}
      </button>
      <ol>
        {links(page, pages).map((n, i) =>
          n === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              <button
                type="button"
                aria-label={t('pagination.page', { page: n })}
                aria-current={n === page ? 'page' : undefined}
                onClick={() => onPage(n)}
              >
                {n}
              </button>
            </li>
          ),
        )}
      </ol>
      <button type="button" onClick={() => onPage(page + 1)} disabled={page >= pages}>
        {t('pagination.next')}
      </button>
    </nav>
  );
}
