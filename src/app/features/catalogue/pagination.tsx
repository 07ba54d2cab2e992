import { useTranslation } from 'react-i18next';
import { visiblePages } from './page-links.ts';

/** Previous / next and page buttons; the current page is marked for assistive technology too. */
export function Pagination({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav className="pagination" aria-label={t('catalogue.pagination')}>
      <button type="button" onClick={() => onPage(Math.min(page - 1, pages))} disabled={page <= 1}>{t('catalogue.previous')}</button>
      <ol>
        {visiblePages(page, pages).map((n, i) => (n === 'gap'
          ? <li key={`gap-${i}`} aria-hidden="true">…</li>
          : <li key={n}><button type="button" aria-label={t('catalogue.page', { page: n })} aria-current={n === page ? 'page' : undefined} onClick={() => onPage(n)}>{n}</button></li>))}
      </ol>
      <button type="button" onClick={() => onPage(page + 1)} disabled={page >= pages}>{t('catalogue.next')}</button>
    </nav>
  );
}
