import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { DOWNLOADS_PAGE_SIZE } from '../../../shared/constants/content.ts';
import { PAGE_CHANGE_SCROLL_TOP, pageCount } from '../../../shared/domain/list-paging.ts';
import { ContentList } from '../../ui/content-list.tsx';
import { scrollBehavior, useListPage } from '../../ui/list-page.ts';
import type { ScreenProps } from '../../ui/screen-props.ts';
import { downloadListQuery, type Download } from './api.ts';
import { DownloadCard } from './download-card.tsx';
import { DownloadFilesModal } from './download-files-modal.tsx';
import './texts.ts';
import './downloads.css';

/** Spec 01 §9 and §4: downloads 12 a page, each opening a modal of its files; a page change scrolls smoothly to 250 px. */
export function DownloadListScreen({ page, locale }: ScreenProps) {
  const [opened, setOpened] = useState<Download | null>(null);
  const { current, goTo, hrefFor } = useListPage(() =>
    window.scrollTo({ top: PAGE_CHANGE_SCROLL_TOP, behavior: scrollBehavior() }),
  );
  const query = useQuery(downloadListQuery(locale, current));
  const pages = query.data ? pageCount(query.data.count, DOWNLOADS_PAGE_SIZE) : 0;
  return (
    <ContentList
      page={page}
      texts="downloads"
      className="download-list"
      query={query}
      pages={pages}
      current={current}
      goTo={goTo}
      hrefFor={hrefFor}
      columns={3}
      after={opened && <DownloadFilesModal download={opened} locale={locale} onClose={() => setOpened(null)} />}
    >
      {(downloads) =>
        downloads.map((download) => (
          <DownloadCard key={download.id} download={download} onOpen={() => setOpened(download)} />
        ))
      }
    </ContentList>
  );
}
