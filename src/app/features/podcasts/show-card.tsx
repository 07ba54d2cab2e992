import { useTranslation } from '../../i18n/use-translation.tsx';
import { formatDate } from '../../../shared/domain/dates.ts';
import type { RoutedLocale } from '../../../shared/constants/locales.ts';
import type { Show } from './api.ts';
import { CoverImage } from './cover-image.tsx';

/** A show in the shows tab: choosing it opens its card with all its episodes. */
export function ShowCard({ show, locale, onOpen }: { show: Show; locale: RoutedLocale; onOpen: (show: Show) => void }) {
  const { t } = useTranslation();
  return (
    <li className="show-card">
      <CoverImage url={show.imageUrl} size={{ width: 240, height: 240 }} />
      <button type="button" className="show-card__title link-button" onClick={() => onOpen(show)}>
        {show.title}
      </button>
      <span className="show-card__meta">
        {t('podcasts.episodeCount', { count: show.episodesCount })}
        {show.lastEpisodeDate && (
          <> · {t('podcasts.lastEpisode', { date: formatDate(show.lastEpisodeDate, locale) })}</>
        )}
      </span>
    </li>
  );
}
