import { useTranslation } from 'react-i18next';

/** Page numbers around the current one, with the first and last always reachable. */
export function visiblePages(current: number, last: number): (number | 'gap')[] {
  const pages = new Set([1, last, current - 2, current - 1, current, current + 1, current + 2].filter((n) => n >= 1 && n <= last));
  const sorted = [...pages].sort((a, b) => a - b);
  return sorted.flatMap((n, i) => (i > 0 && n - (sorted[i - 1] ?? n) > 1 ? ['gap' as const, n] : [n]));
}

export function Pagination({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav className="pagination" aria-label={t('catalogue.pagination')}>
      <button type="button" onClick={() => onPage(page - 1)} disabled={page <= 1}>{t('catalogue.previous')}</button>
      <ol>
        {visiblePages(page, pages).map((n, i) => (n === 'gap'
          ? <li key={`gap-${i}`} aria-hidden="true">…</li>
          : <li key={n}><button type="button" aria-label={t('catalogue.page', { page: n })} aria-current={n === page ? 'page' : undefined} onClick={() => onPage(n)}>{n}</button></li>))}
      </ol>
      <button type="button" onClick={() => onPage(page + 1)} disabled={page >= pages}>{t('catalogue.next')}</button>
    </nav>
  );
}
