import { useTranslation } from '../../i18n/use-translation.tsx';
import type { Trip } from '../../../shared/api/calls/account.ts';
import { TRIP_THUMBNAIL, tripPath } from '../../../shared/constants/account.ts';
import type { RoutedLocale } from '../../../shared/constants/locales.ts';
import { formatMonth } from '../../../shared/domain/dates.ts';
import { SafeLink } from '../safe-link.tsx';
import './texts.ts';
import './trips.css';

/** A trip in the account's lists: thumbnail (368×211), title, place count and the month it was last updated. */
export function TripCard({ trip, locale }: { trip: Trip; locale: RoutedLocale }) {
  const { t } = useTranslation();
  return (
    <SafeLink href={tripPath(locale, trip.id)} className="trip-card">
      {trip.image ? (
        <img src={trip.image.url} alt="" width={TRIP_THUMBNAIL.width} height={TRIP_THUMBNAIL.height} loading="lazy" />
      ) : (
        <span className="trip-card__blank" aria-hidden="true" />
      )}
      <span>
        <span className="trip-card__title">{trip.title}</span>
        <span className="trip-card__meta">
          {' '}
          · {t('trips.places', { count: trip.tripPlaces.length })} · {formatMonth(trip.updatedAt.slice(0, 10), locale)}
        </span>
      </span>
    </SafeLink>
  );
}
