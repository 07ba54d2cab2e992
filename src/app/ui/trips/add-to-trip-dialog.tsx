import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import type { TripPlace } from '../../../shared/api/calls/trips.ts';
import type { RoutedLocale } from '../../../shared/constants/locales.ts';
import { tripChanges, useMyTrips } from '../../lib/trips.ts';
import { Modal } from '../modal.tsx';
import { TripModal } from './trip-modal.tsx';
import './texts.ts';
import './trips.css';

/**
 * Wishlist on (spec 01 §4): the place goes into one of the user's trips, or a new one made here. `onAdded` runs once
 * it is queued (the caller then marks the place as wished for).
 */
export function AddToTripDialog({
  places,
  locale,
  onClose,
  onAdded,
}: {
  places: readonly TripPlace[];
  locale: RoutedLocale;
  onClose: () => void;
  onAdded: (tripTitle: string) => void;
}) {
  const { t } = useTranslation();
  const { user, trips, loading } = useMyTrips(locale);
  const [creating, setCreating] = useState(false);
  if (creating && user) {
    return (
      <TripModal
        mode="create"
        userId={user.id}
        places={places}
        onClose={() => setCreating(false)}
        onSaved={(_, title) => onAdded(title)}
      />
    );
  }
  const add = async (tripId: string, title: string) => {
    await tripChanges.addPlaces(tripId, places);
    onAdded(title);
  };
  return (
    <Modal title={t('trips.addToTrip')} closeLabel={t('trips.close')} onClose={onClose} className="add-to-trip">
      <p>{t('trips.chooseTrip')}</p>
      {loading && (
        <p role="status" className="block-loading">
          …
        </p>
      )}
      {!loading && trips.length === 0 && <p>{t('trips.noTrips')}</p>}
      <ul className="trip-choice">
        {trips.map((trip) => (
          <li key={trip.id}>
            <button type="button" onClick={() => void add(trip.id, trip.title)}>
              {trip.title}
              <small>{t('trips.places', { count: trip.tripPlaces.length })}</small>
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="button" onClick={() => setCreating(true)}>
        {t('trips.newTrip')}
      </button>
    </Modal>
  );
}
