import { useTranslation } from '../../i18n/use-translation.tsx';
import { formatDate } from '../../../shared/domain/dates.ts';
import { formatDuration, isoDuration } from '../../../shared/domain/duration.ts';
import type { RoutedLocale } from '../../../shared/constants/locales.ts';
import { SafeLink } from '../../ui/safe-link.tsx';
import type { Episode } from './api.ts';
import { CoverImage } from './cover-image.tsx';

/** An episode in a list: cover, title linking to its detail, its show, date and length (mm:ss). */
export function EpisodeCard({
  episode,
  locale,
  listPath,
  showTitle = true,
}: {
  episode: Episode;
  locale: RoutedLocale;
  listPath: string;
  showTitle?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <li className="episode-card">
      <CoverImage url={episode.imageUrl} size={{ width: 96, height: 96 }} />
      <div className="episode-card__body">
        {showTitle && <span className="episode-card__show">{episode.podcast.title}</span>}
        <SafeLink href={`${listPath}/${episode.id}-${episode.slug}`} className="episode-card__title">
          {episode.title}
        </SafeLink>
        <span className="episode-card__meta">
          <time dateTime={episode.publishDate}>{formatDate(episode.publishDate, locale)}</time>
          {' · '}
          <span className="podcasts__sr">{t('podcasts.duration')} </span>
          <time dateTime={isoDuration(episode.duration)}>{formatDuration(episode.duration)}</time>
        </span>
      </div>
    </li>
  );
}
