import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useRef } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { PODCAST_MAX_PAGE_LINKS, PODCAST_PAGE_SIZE } from '../../../shared/constants/content.ts';
import { Breadcrumbs } from '../../ui/breadcrumbs.tsx';
import { useSearchHref } from '../../ui/list-page.ts';
import type { ScreenProps } from '../../ui/screen-props.ts';
import { isEpisode, isShow, newestShowsQuery, podcastListQuery, type Show } from './api.ts';
import { EpisodeCard } from './episode-card.tsx';
import { ListControls } from './list-controls.tsx';
import { NewestShowsBar } from './newest-shows-bar.tsx';
import {
  DEFAULT_EPISODE_SORT,
  defaultSortOf,
  listTypeOf,
  readPodcastAddress,
  sortsOf,
  writePodcastAddress,
  type PodcastAddress,
} from './podcast-address.ts';
import { Pagination } from '../../ui/pagination/pagination.tsx';
import { pageWindow } from '../../ui/pagination/page-links.ts';
import { PodcastTabs } from './podcast-tabs.tsx';
import { ShowCard } from './show-card.tsx';
import { ShowDetail } from './show-detail.tsx';
import './texts.ts';
import './podcasts.css';
import { isOfflineFailure } from '../../lib/api-client.ts';

/** Spec 01 §2 "Podcast list": at most six page links, consecutive around the current page. */
const podcastPageLinks = (current: number, last: number) => pageWindow(current, last, PODCAST_MAX_PAGE_LINKS);

/** Spec 01 §2 "Podcast list": newest shows, Episodes / Shows tabs with counts, sort, search, pages, and a chosen show's card. */
export function PodcastListScreen({ page, locale }: ScreenProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const href = useSearchHref();
  const top = useRef<HTMLDivElement>(null);
  const address = readPodcastAddress(useSearch({ strict: false }) as Record<string, unknown>);
  const { view } = address;
  const listPath = page.path;

  const go = (next: PodcastAddress, options: { replace?: boolean } = {}) => {
    void navigate({
      to: '.',
      search: (prev: Record<string, unknown>) => writePodcastAddress(prev, next),
      replace: options.replace ?? false,
      resetScroll: false,
    });
    if (next.page !== address.page || next.view.tab !== view.tab)
      top.current?.scrollIntoView({
        block: 'start',
        behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth',
      });
  };
  const openShow = (show: Show) =>
    go({ view: { tab: 'show', id: show.id, slug: show.slug }, sort: DEFAULT_EPISODE_SORT, s: '', page: 1 });
  const openTab = (tab: 'episodes' | 'shows') => {
    if (tab !== view.tab) go({ view: { tab }, sort: defaultSortOf({ tab }), s: '', page: 1 });
  };

  const defaultEpisodes = useQuery(podcastListQuery(locale, 'episodes', DEFAULT_EPISODE_SORT, '', 1));
  const newestShows = useQuery(newestShowsQuery(locale));
  const list = useQuery({
    ...podcastListQuery(locale, listTypeOf(view), address.sort, address.s, address.page),
    enabled: view.tab !== 'show',
  });
  const data = list.data;
  const pages = data ? Math.ceil(data.data.count / PODCAST_PAGE_SIZE) : 0;
  const entries = data?.data.data ?? [];

  return (
    <article className="page podcast-page" data-page-type={page.type}>
      <Breadcrumbs crumbs={page.breadcrumbs} />
      <header className="page__header">
        <h1>{page.title}</h1>
        {page.perex && <p className="page__perex">{page.perex}</p>}
      </header>
      <NewestShowsBar locale={locale} onOpen={openShow} />
      <div ref={top} className="podcast-page__anchor" />
      {view.tab === 'show' ? (
        <ShowDetail
          locale={locale}
          id={view.id}
          sort={address.sort}
          listPath={listPath}
          onSort={(sort) => go({ ...address, sort }, { replace: true })}
          onReset={() => openTab('shows')}
        />
      ) : (
        <PodcastTabs
          tab={view.tab}
          counts={{ episodes: defaultEpisodes.data?.data.count, shows: newestShows.data?.data.count }}
          onTab={openTab}
        >
          <ListControls
            sorts={sortsOf(view)}
            sort={address.sort}
            onSort={(sort) => go({ ...address, sort, page: 1 })}
            search={{ value: address.s, onSearch: (s) => go({ ...address, s, page: 1 }) }}
          />
          <div
            aria-busy={list.isFetching}
            className={list.isPlaceholderData ? 'podcast-results podcast-results--stale' : 'podcast-results'}
          >
            {list.isPending && (
              <p className="loading" role="status">
                {t('podcasts.loading')}
              </p>
            )}
            {/* Spec 01 §8: a failed fetch shows no results and no message; offline we say why the list is empty. */}
            {list.isError && !data && isOfflineFailure(list.error) && <p role="status">{t('podcasts.offline')}</p>}
            {data && entries.length === 0 && (
              <div className="podcast-results__empty">
                <p role="status">{t(view.tab === 'shows' ? 'podcasts.noShows' : 'podcasts.noEpisodes')}</p>
                {address.s && (
                  <button type="button" className="button" onClick={() => go({ ...address, s: '', page: 1 })}>
                    {t('podcasts.resetSearch')}
                  </button>
                )}
              </div>
            )}
            {view.tab === 'episodes' && entries.length > 0 && (
              <ul className="episode-list">
                {entries.filter(isEpisode).map((episode) => (
                  <EpisodeCard key={episode.id} episode={episode} locale={locale} listPath={listPath} />
                ))}
              </ul>
            )}
            {view.tab === 'shows' && entries.length > 0 && (
              <ul className="show-grid">
                {entries.filter(isShow).map((show) => (
                  <ShowCard key={show.id} show={show} locale={locale} onOpen={openShow} />
                ))}
              </ul>
            )}
          </div>
          <Pagination
            page={address.page}
            pages={pages}
            onPage={(n) => go({ ...address, page: n })}
            hrefFor={(n) => href((prev) => writePodcastAddress(prev, { ...address, page: n }))}
            links={podcastPageLinks}
          />
        </PodcastTabs>
      )}
    </article>
  );
}
