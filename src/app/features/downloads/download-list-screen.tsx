import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { DOWNLOADS_PAGE_SIZE } from '../../../shared/constants/content.ts';
import { PAGE_CHANGE_SCROLL_TOP, hashWithPage, pageCount, pageFromHash } from '../../../shared/domain/list-paging.ts';
import { Breadcrumbs } from '../../ui/breadcrumbs.tsx';
import { Pagination } from '../../ui/pagination/pagination.tsx';
import type { ScreenProps } from '../../ui/screen-props.ts';
import { downloadListQuery, type Download } from './api.ts';
import { DownloadCard } from './download-card.tsx';
import { DownloadFilesModal } from './download-files-modal.tsx';
import { ListLoadFailed } from '../../ui/list-load-failed.tsx';
import './texts.ts';
import './downloads.css';

/** Spec 01 §9 and §4: downloads 12 a page, each opening a modal of its files; a page change scrolls smoothly to 250 px. */
export function DownloadListScreen({ page, locale }: ScreenProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { hash } = useLocation();
  const [opened, setOpened] = useState<Download | null>(null);
  const current = pageFromHash(hash);
  const query = useQuery(downloadListQuery(locale, current));
  const data = query.data;
  const pages = data ? pageCount(data.count, DOWNLOADS_PAGE_SIZE) : 0;

  const goTo = (next: number) => {
    void navigate({ to: '.', search: (prev: Record<string, unknown>) => prev, hash: hashWithPage(hash, next), resetScroll: false });
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: PAGE_CHANGE_SCROLL_TOP, behavior: still ? 'auto' : 'smooth' });
  };

  return (
    <article className="page download-list" data-page-type={page.type}>
      <Breadcrumbs crumbs={page.breadcrumbs} />
      <header className="page__header">
        <h1>{page.title}</h1>
        {(page.perex ?? page.description) && <p className="page__perex">{page.perex ?? page.description}</p>}
      </header>
      <div aria-busy={query.isFetching}>
        <p className="downloads-count" role="status" aria-live="polite">
          {query.isPending ? t('downloads.loading') : data ? t('downloads.found', { count: data.count }) : ''}
        </p>
        {query.isPending && <div className="downloads-skeleton" aria-hidden="true" />}
        {query.isError && !data && <ListLoadFailed error={query.error} retry={() => void query.refetch()} texts="downloads" />}
        {data && data.count === 0 && <div className="downloads-message"><p>{t('downloads.noResults')}</p></div>}
        {data && data.count > 0 && data.items.length === 0 && (
          <div className="downloads-message">
            <p>{t('downloads.pastLastPage', { pages })}</p>
            <button type="button" className="button" onClick={() => goTo(pages)}>{t('downloads.lastPage')}</button>
          </div>
        )}
        {data && data.items.length > 0 && (
          <ul className={`downloads-grid${query.isPlaceholderData ? ' downloads-grid--stale' : ''}`} data-testid="downloads-grid">
            {data.items.map((download) => <DownloadCard key={download.id} download={download} onOpen={() => setOpened(download)} />)}
          </ul>
        )}
        <Pagination page={current} pages={pages} onPage={goTo} />
      </div>
      {opened && <DownloadFilesModal download={opened} locale={locale} onClose={() => setOpened(null)} />}
    </article>
  );
}
