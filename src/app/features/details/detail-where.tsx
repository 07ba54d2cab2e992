import { useTranslation } from '../../i18n/use-translation.tsx';
import type { RoutedLocale } from '../../../shared/constants/locales.ts';
import { DetailMap } from './detail-map.tsx';
import type { DetailMapProps } from './detail-map-props.ts';
import { DistanceFromUser } from './distance-from-user.tsx';
import { NavigateLink } from './navigate-link.tsx';
import './where-texts.ts';

/**
 * "Kde to je": the address, how far it is from the traveller (on request), navigation in the device's maps, and a
 * small map of the place among its neighbours.
 */
export function DetailWhere({
  address,
  place,
  locale,
}: {
  address: string;
  place: Omit<DetailMapProps, 'locale'>;
  locale: RoutedLocale;
}) {
  const { t } = useTranslation();
  const { latitude, longitude, title } = place;
  return (
    <section className="detail-where" aria-labelledby="where" data-testid="detail-where">
      <h2 id="where">{t('detailWhere.heading')}</h2>
      {address && <p className="detail-where__address">{address}</p>}
      <div className="detail-where__tools">
        <DistanceFromUser target={{ latitude, longitude }} locale={locale} />
        <NavigateLink target={{ latitude, longitude, name: title }} />
      </div>
      <DetailMap {...place} locale={locale} />
    </section>
  );
}
