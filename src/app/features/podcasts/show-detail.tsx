import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { EPISODE_SORTS } from '../../../shared/constants/content.ts';
import type { RoutedLocale } from '../../../shared/constants/locales.ts';
import { formatDate } from '../../../shared/domain/dates.ts';
import { isEpisode, isShow, showEpisodesQuery, showQuery } from './api.ts';
import { CoverImage } from './cover-image.tsx';
import { EpisodeCard } from './episode-card.tsx';
import { ListControls } from './list-controls.tsx';

interface Props {
  locale: RoutedLocale;
  id: number;
  sort: string;
  listPath: string;
  onSort: (sort: string) => void;
  onReset: () => void;
}

/** Spec 01 §2: a chosen show's card (category with episode count, title, last episode, image, description, authors, keywords) and all its episodes. */
export function ShowDetail({ locale, id, sort, listPath, onSort, onReset }: Props) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const card = useQuery(showQuery(locale, id));
  const episodes = useQuery(showEpisodesQuery(locale, id, sort));
  const show = card.data?.data.data.find(isShow);
  const list = (episodes.data?.data.data ?? []).filter(isEpisode);
  useEffect(() => heading.current?.focus({ preventScroll: true }), [show?.id]);

  return (
    <section className="show-detail" aria-busy={card.isPending || episodes.isFetching}>
      <button type="button" className="link-button show-detail__back" onClick={onReset}>
        ← {t('podcasts.backToShows')}
      </button>
      {card.isPending && (
        <p className="loading" role="status">
          {t('podcasts.loading')}
        </p>
      )}
      {card.data && !show && <p role="status">{t('podcasts.showNotFound')}</p>}
      {show && (
        <article className="show-detail__card">
          <CoverImage url={show.imageUrl} size={{ width: 280, height: 280 }} className="show-detail__image" eager />
          <div className="show-detail__body">
            <p className="show-detail__category">
              {t('podcasts.show')} · {t('podcasts.episodeCount', { count: show.episodesCount })}
            </p>
            <h2 ref={heading} tabIndex={-1}>
              {show.title}
            </h2>
            {show.lastEpisodeDate && (
              <p className="show-detail__date">
                {t('podcasts.lastEpisode', { date: formatDate(show.lastEpisodeDate, locale) })}
              </p>
            )}
            <p>{show.description}</p>
            <dl className="podcast-facts">
              {show.authors && (
                <>
                  <dt>{t('podcasts.authors')}</dt>
                  <dd>{show.authors}</dd>
                </>
              )}
              {show.keywords && (
                <>
                  <dt>{t('podcasts.keywords')}</dt>
                  <dd>{show.keywords}</dd>
                </>
              )}
            </dl>
          </div>
        </article>
      )}
      {show && (
        <>
          <ListControls sorts={EPISODE_SORTS} sort={sort} onSort={onSort} />
          {episodes.isPending && (
            <p className="loading" role="status">
              {t('podcasts.loading')}
            </p>
          )}
          {episodes.data && list.length === 0 && <p>{t('podcasts.noEpisodes')}</p>}
          {list.length > 0 && (
            <ul className="episode-list" aria-label={t('podcasts.episodes')}>
              {list.map((episode) => (
                <EpisodeCard key={episode.id} episode={episode} locale={locale} listPath={listPath} showTitle={false} />
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
