import { useTranslation } from 'react-i18next';
import { pageWindow } from './page-window.ts';

/**
 * Spec 01 §2 "Podcast list": hidden at one page or fewer, at most 6 page links. The shared pagination shows up to
 * seven (first, last and two either side), so the podcast list keeps its own window.
 */
export function PodcastPagination({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav className="pagination podcast-pagination" aria-label={t('podcasts.pagination')}>
      <button type="button" onClick={() => onPage(Math.min(page - 1, pages))} disabled={page <= 1}>{t('podcasts.previous')}</button>
      <ol>
        {pageWindow(page, pages).map((n) => (
          <li key={n}>
            <button type="button" aria-label={t('podcasts.page', { page: n })} aria-current={n === page ? 'page' : undefined} onClick={() => onPage(n)}>{n}</button>
          </li>
        ))}
      </ol>
      <button type="button" onClick={() => onPage(page + 1)} disabled={page >= pages}>{t('podcasts.next')}</button>
    </nav>
  );
}
