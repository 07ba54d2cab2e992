import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import type { TripPlace } from '../../../shared/api/calls/trips.ts';
import { TRIP_SEARCH_TYPES, type TripSearchType } from '../../../shared/constants/account.ts';
import type { RoutedLocale } from '../../../shared/constants/locales.ts';
import { heldByTrips } from '../../../shared/constants/places.ts';
import { usePlaceList } from '../../lib/place-states.ts';
import { Modal } from '../../ui/modal.tsx';
import { AddCheckedButton, PlaceChecklist } from './place-checklist.tsx';
import { noSelection, placesToAdd, toggleSelected, type PlaceSelection } from './place-selection.ts';

/**
 * The places picker (spec 01 §2): favorites or wishlist, multi-select category filters (none = all), ticked places,
 * add disabled until one is ticked. A list shows what the user saved at once, also what has not reached the server;
 * of it only the places a trip can hold (a favourite e-shop is left out).
 */
export function PlacesPickerModal({
  userId,
  locale,
  inTrip,
  onAdd,
  onClose,
}: {
  userId: string;
  locale: RoutedLocale;
  inTrip: ReadonlySet<string>;
  onAdd: (places: TripPlace[]) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [source, setSource] = useState<'favorite' | 'plannedToVisit'>('favorite');
  const [types, setTypes] = useState<TripSearchType[]>([]);
  const [checked, setChecked] = useState<PlaceSelection>(noSelection);
  const list = usePlaceList(userId, source, types, locale);
  const places = list.places.filter(heldByTrips);
  const toggle = (place: TripPlace) => setChecked((prev) => toggleSelected(prev, place));
  const toggleType = (type: TripSearchType) =>
    setTypes((prev) => (prev.includes(type) ? prev.filter((item) => item !== type) : [...prev, type]));
  return (
    <Modal title={t('trip.pickerTitle')} closeLabel={t('trip.close')} onClose={onClose} className="trip-picker">
      <div className="segmented" role="radiogroup" aria-label={t('trip.pickerTitle')}>
        {(['favorite', 'plannedToVisit'] as const).map((value) => (
          <button
            key={value}
            type="button"
            role="radio"
            aria-checked={source === value}
            onClick={() => {
              setSource(value);
              setChecked(noSelection);
            }}
          >
            {t(value === 'favorite' ? 'trip.favorites' : 'trip.wishlist')}
          </button>
        ))}
      </div>
      <fieldset className="trip-filter">
        <legend>{t('trip.categories')}</legend>
        {TRIP_SEARCH_TYPES.map((type) => (
          <label key={type}>
            <input type="checkbox" checked={types.includes(type)} onChange={() => toggleType(type)} />{' '}
            {t(`trip.${type}`)}
          </label>
        ))}
      </fieldset>
      {list.loading && places.length === 0 && (
        <p role="status" className="block-loading">
          {t('trip.loading')}
        </p>
      )}
      {list.loaded && places.length === 0 && <p>{t('trip.noPlaces')}</p>}
      <PlaceChecklist places={places} checked={checked} inTrip={inTrip} onToggle={toggle} />
      <AddCheckedButton count={placesToAdd(checked, inTrip).length} onAdd={() => onAdd(placesToAdd(checked, inTrip))} />
    </Modal>
  );
}
