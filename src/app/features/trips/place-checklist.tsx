import { useTranslation } from '../../i18n/use-translation.tsx';
import type { TripPlace } from '../../../shared/api/calls/trips.ts';
import {
  TRIP_SEARCH_TYPE_DOC_TYPES,
  TRIP_SEARCH_TYPES,
  type TripSearchType,
} from '../../../shared/constants/account.ts';
import { placeKey, type PlaceSelection } from './place-selection.ts';

/** The trip-search category a place's first catalogue type belongs to (its label), if any. */
const categoryOf = (place: TripPlace): TripSearchType | undefined =>
  TRIP_SEARCH_TYPES.find((type) => TRIP_SEARCH_TYPE_DOC_TYPES[type].includes(place.types[0] ?? ''));

/** Places with a tick each; places already in the trip are shown ticked and cannot be picked twice. */
export function PlaceChecklist({
  places,
  checked,
  inTrip,
  onToggle,
}: {
  places: readonly TripPlace[];
  checked: PlaceSelection;
  inTrip: ReadonlySet<string>;
  onToggle: (place: TripPlace) => void;
}) {
  const { t } = useTranslation();
  return (
    <ul className="place-checklist">
      {places.map((place) => {
        const key = placeKey(place);
        const already = inTrip.has(key);
        return (
          <li key={key}>
            <label>
              <input
                type="checkbox"
                checked={already || checked.has(key)}
                disabled={already}
                onChange={() => onToggle(place)}
              />
              <span>{place.title}</span>
              {place.city && <small> · {place.city}</small>}
              {categoryOf(place) && <small> · {t(`trip.${categoryOf(place)}`)}</small>}
            </label>
          </li>
        );
      })}
    </ul>
  );
}

/** The add button with its count, disabled at 0 (spec 01 §4). */
export function AddCheckedButton({ count, onAdd }: { count: number; onAdd: () => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="button" disabled={count === 0} onClick={onAdd}>
      {t('trip.add', { count })}
    </button>
  );
}
