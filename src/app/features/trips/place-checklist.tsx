import { useTranslation } from 'react-i18next';
import type { TripPlace } from '../../../shared/api/calls/trips.ts';

export const placeKey = (place: TripPlace) => `${place.type}:${place.id}`;

/** Places with a tick each; places already in the trip are shown ticked and cannot be picked twice. */
export function PlaceChecklist({ places, checked, inTrip, onToggle }: { places: readonly TripPlace[]; checked: ReadonlySet<string>; inTrip: ReadonlySet<string>; onToggle: (key: string) => void }) {
  const { t } = useTranslation();
  return (
    <ul className="place-checklist">
      {places.map((place) => {
        const key = placeKey(place);
        const already = inTrip.has(key);
        return (
          <li key={key}>
            <label>
              <input type="checkbox" checked={already || checked.has(key)} disabled={already} onChange={() => onToggle(key)} />
              <span>{place.title}</span>
              {place.city && <small> · {place.city}</small>}
              {place.types[0] && <small> · {t(`trip.${place.types[0] === 'wine_bar' ? 'winebar' : place.types[0] === 'wine_shop' ? 'wineshop' : place.types[0]}`, { defaultValue: place.types[0] })}</small>}
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
  return <button type="button" className="button" disabled={count === 0} onClick={onAdd}>{t('trip.add', { count })}</button>;
}
