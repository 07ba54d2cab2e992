import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import type { RoutedLocale } from '../../../shared/constants/locales.ts';
import { isShow, newestShowsQuery, type Show } from './api.ts';
import { CoverImage } from './cover-image.tsx';

/** Spec 01 §2: the bar of the newest shows above the tabs; a failed load leaves it out (spec 01 §8). */
export function NewestShowsBar({ locale, onOpen }: { locale: RoutedLocale; onOpen: (show: Show) => void }) {
  const { t } = useTranslation();
  const headingId = useId();
  const query = useQuery(newestShowsQuery(locale));
  const shows = (query.data?.data.data ?? []).filter(isShow);
  if (query.isPending) return <div className="newest-shows newest-shows--loading" aria-hidden="true" />;
  if (shows.length === 0) return null;
  return (
    <section className="newest-shows" aria-labelledby={headingId}>
      <h2 id={headingId} className="newest-shows__heading">
        {t('podcasts.newestShows')}
      </h2>
      <ul className="newest-shows__list">
        {shows.map((show) => (
          <li key={show.id}>
            <button type="button" className="newest-shows__item" onClick={() => onOpen(show)}>
              <CoverImage url={show.imageUrl} size={{ width: 72, height: 72 }} eager />
              <span>{show.title}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
