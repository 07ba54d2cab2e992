import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { formatDate } from '../../../shared/domain/dates.ts';
import { ApiRequestError, isOfflineFailure } from '../../lib/api-client.ts';
import { Breadcrumbs } from '../../ui/breadcrumbs.tsx';
import { NotFound } from '../../ui/not-found.tsx';
import type { ScreenProps } from '../../ui/screen-props.ts';
import { episodeQuery } from './api.ts';
import { CoverImage } from './cover-image.tsx';
import { EpisodePlayer } from './episode-player.tsx';
import './texts.ts';
import './podcasts.css';

/** Spec 01 §2 "Podcast episode detail": show title, embedded player, description, date, keywords, authors, more episodes of the show. */
export function PodcastEpisodeScreen({ page, locale }: ScreenProps) {
  const { t } = useTranslation();
  const query = useQuery(episodeQuery(locale, page.entity?.id ?? 0));
  const episode = query.data;
  // The list page is the crumb before this one: its path after the locale is where "more episodes" goes.
  const listPath = (page.breadcrumbs.at(-2)?.path ?? `/${locale}/podcast`).split('/').slice(2).join('/');

  if (query.isError && query.error instanceof ApiRequestError && query.error.status === 404)
    return <NotFound locale={locale} />;
  return (
    <article className="page episode-page" data-page-type={page.type}>
      <Breadcrumbs crumbs={page.breadcrumbs} />
      <header className="episode-page__header">
        <CoverImage
          url={episode?.imageUrl ?? null}
          size={{ width: 200, height: 200 }}
          className="episode-page__image"
          eager
        />
        <div>
          {episode && <p className="episode-page__show">{episode.podcast.title}</p>}
          <h1>{episode?.title ?? page.title}</h1>
          {episode && (
            <p className="episode-page__date">
              {t('podcasts.published')}:{' '}
              <time dateTime={episode.publishDate}>{formatDate(episode.publishDate, locale)}</time>
            </p>
          )}
        </div>
      </header>
      {query.isPending && (
        <p className="loading" role="status">
          {t('podcasts.loading')}
        </p>
      )}
      {query.isError && (
        <p role="alert">
          {t(isOfflineFailure(query.error) ? 'podcasts.offline' : 'podcasts.loadFailed')}{' '}
          <button type="button" className="link-button" onClick={() => void query.refetch()}>
            {t('retry')}
          </button>
        </p>
      )}
      {episode && (
        <>
          <EpisodePlayer src={episode.audioFileUrl} title={episode.title} duration={episode.duration} />
          <section className="episode-page__text" aria-label={t('podcasts.description')}>
            <p className="episode-page__perex">{episode.description}</p>
            {episode.longDescription && <p>{episode.longDescription}</p>}
          </section>
          <dl className="podcast-facts">
            {episode.keywords && (
              <>
                <dt>{t('podcasts.keywords')}</dt>
                <dd>{episode.keywords}</dd>
              </>
            )}
            {episode.authors && (
              <>
                <dt>{t('podcasts.authors')}</dt>
                <dd>{episode.authors}</dd>
              </>
            )}
          </dl>
          <Link
            to="/$locale/$"
            params={{ locale, _splat: listPath }}
            search={{ show: `${episode.podcast.id}-${episode.podcast.slug}` }}
            className="button"
          >
            {t('podcasts.moreEpisodes')}
          </Link>
        </>
      )}
    </article>
  );
}
