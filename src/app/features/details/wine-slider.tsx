import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoutedLocale } from '../../../shared/constants/locales.ts';
import { MAX_POINTS } from '../../../shared/constants/wines.ts';
import { SafeLink } from '../../ui/safe-link.tsx';
import { wineSliderQuery, type WineSliderFilter } from './wines-api.ts';
import { CardSlider } from './card-slider.tsx';
import { isCentred } from './slider-scroll.ts';

/** Rated wines as a slider under a heading; nothing at all when there are none to show. */
export function WineSlider({ heading, locale, filter }: { heading: string; locale: RoutedLocale; filter: WineSliderFilter }) {
  const { t } = useTranslation();
  const headingId = useId();
  const query = useQuery(wineSliderQuery(locale, filter));
  if ('producers' in filter && filter.producers.length === 0) return null;
  if (query.isPending) return <p className="loading" role="status">{t('details.winesLoading')}</p>;
  if (query.isError) return <p className="detail__note" role="alert">{t('details.winesFailed')}</p>;
  const wines = query.data.items;
  if (wines.length === 0) return null;
  return (
    <section className="detail__wines" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      <CardSlider centred={isCentred(wines.length)}>
        {wines.map((wine) => (
          <SafeLink key={wine.id} href={wine.url} className="wine-card">
            {wine.imageUrl ? <img src={wine.imageUrl} alt="" width={120} height={160} loading="lazy" /> : <span className={`wine-card__bottle wine-card__bottle--${wine.color}`} aria-hidden="true" />}
            <span className="wine-card__title">{wine.title}</span>
            <span className="wine-card__maker">{wine.wineEntity.title}</span>
            <span className="wine-card__points">{t('details.points', { points: wine.points, max: MAX_POINTS })}</span>
          </SafeLink>
        ))}
      </CardSlider>
    </section>
  );
}
