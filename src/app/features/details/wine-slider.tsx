import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import type { RoutedLocale } from '../../../shared/constants/locales.ts';
import { wineSliderQuery, type WineSliderFilter } from './wines-api.ts';
import { CardSlider } from '../../ui/card-slider.tsx';
import { isCentred } from '../../ui/slider-scroll.ts';
import { WineSliderCard } from '../../ui/wine-slider-card.tsx';

/** Rated wines as a slider under a heading; nothing at all when there are none to show. */
export function WineSlider({
  heading,
  locale,
  filter,
}: {
  heading: string;
  locale: RoutedLocale;
  filter: WineSliderFilter;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const query = useQuery(wineSliderQuery(locale, filter));
  if ('producers' in filter && filter.producers.length === 0) return null;
  if (query.isPending)
    return (
      <p className="loading" role="status">
        {t('details.winesLoading')}
      </p>
    );
  if (query.isError)
    return (
      <p className="detail__note" role="alert">
        {t('details.winesFailed')}
      </p>
    );
  const wines = query.data.items;
  if (wines.length === 0) return null;
  return (
    <section className="detail__wines" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      <CardSlider centred={isCentred(wines.length)}>
        {wines.map((wine) => (
          <WineSliderCard key={wine.id} wine={wine} />
        ))}
      </CardSlider>
    </section>
  );
}
