import { useTranslation } from 'react-i18next';
import type { TripPlace } from '../../../shared/api/calls/trips.ts';
import { SafeLink } from '../../ui/safe-link.tsx';
import { placeKey } from './place-selection.ts';

/** The trip's stops in order, each with a remove button for the owner. */
export function TripPlaces({
  places,
  canEdit,
  onRemove,
}: {
  places: readonly TripPlace[];
  canEdit: boolean;
  onRemove: (place: TripPlace) => void;
}) {
  const { t } = useTranslation();
  return (
    <ol className="trip-places" data-testid="trip-places">
      {places.map((place) => (
        <li key={placeKey(place)} className="trip-place">
          {place.image ? (
            <img src={place.image} alt="" width={92} height={53} loading="lazy" />
          ) : (
            <span className="trip-card__blank" aria-hidden="true" />
          )}
          <span className="trip-place__text">
            {place.url ? <SafeLink href={place.url}>{place.title}</SafeLink> : <span>{place.title}</span>}
            <small>{[place.city, place.dateFrom?.slice(0, 10)].filter(Boolean).join(' · ')}</small>
          </span>
          {canEdit && (
            <button
              type="button"
              className="link-button"
              onClick={() => onRemove(place)}
              aria-label={`${t('trip.remove')}: ${place.title}`}
            >
              {t('trip.remove')}
            </button>
          )}
        </li>
      ))}
    </ol>
  );
}
