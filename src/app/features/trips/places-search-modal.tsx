import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import type { TripPlace } from '../../../shared/api/calls/trips.ts';
import { TRIP_SEARCH_TYPES, type TripSearchType } from '../../../shared/constants/account.ts';
import type { RoutedLocale } from '../../../shared/constants/locales.ts';
import { heldByTrips } from '../../../shared/constants/places.ts';
import { SEARCH_MIN_LENGTH } from '../../../shared/constants/content.ts';
import { apiGet } from '../../lib/api-client.ts';
import { Modal } from '../../ui/modal.tsx';
import { SafeLink } from '../../ui/safe-link.tsx';
import { AddCheckedButton, PlaceChecklist } from './place-checklist.tsx';
import {
  allSelected,
  noSelection,
  placeKey,
  placesToAdd,
  selectAll,
  toggleSelected,
  unselectAll,
  type PlaceSelection,
} from './place-selection.ts';
import type { PlaceSearchState } from './search-hash.ts';

/**
 * Places search for trips (spec 01 §2): category checkboxes with counts, the total, a search field (Enter or blur),
 * results per category with ticks, mark-all, and the add button with its count. `s` and `t` live in the hash.
 */
export function PlacesSearchModal({
  locale,
  state,
  onState,
  inTrip,
  onAdd,
  onClose,
}: {
  locale: RoutedLocale;
  state: PlaceSearchState;
  onState: (state: PlaceSearchState) => void;
  inTrip: ReadonlySet<string>;
  onAdd: (places: TripPlace[]) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(state.s);
  const [checked, setChecked] = useState<PlaceSelection>(noSelection);
  useEffect(() => setText(state.s), [state.s]);
  const term = state.s.trim().length >= SEARCH_MIN_LENGTH ? state.s.trim() : undefined;
  const query = useQuery({
    queryKey: ['tripPlaceSearch', term, state.t, locale],
    queryFn: () => apiGet('/api/trip/places-search', { type: 'all', s: term, t: state.t, locale }),
    placeholderData: keepPreviousData,
  });
  const places = (query.data?.places ?? []).filter(heldByTrips).filter((place) => !inTrip.has(placeKey(place)));
  const allChecked = allSelected(checked, places);
  const toggle = (place: TripPlace) => setChecked((prev) => toggleSelected(prev, place));
  const submitText = () => {
    if (text !== state.s) onState({ ...state, s: text });
  };
  const toggleType = (type: TripSearchType) =>
    onState({ ...state, t: state.t.includes(type) ? state.t.filter((item) => item !== type) : [...state.t, type] });
  const chosen = state.t.length > 0 ? state.t : TRIP_SEARCH_TYPES;
  return (
    <Modal title={t('trip.searchTitle')} closeLabel={t('trip.close')} onClose={onClose} className="trip-search">
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          submitText();
        }}
      >
        <label htmlFor="trip-search-text">{t('trip.searchLabel')}</label>
        <input
          id="trip-search-text"
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onBlur={submitText}
        />
        <button type="submit" className="button">
          {t('trip.search')}
        </button>
      </form>
      <fieldset className="trip-filter">
        <legend>{t('trip.categories')}</legend>
        {TRIP_SEARCH_TYPES.map((type) => (
          <label key={type}>
            <input type="checkbox" checked={state.t.includes(type)} onChange={() => toggleType(type)} />{' '}
            {t(`trip.${type}`)} <small>({query.data?.counts[type] ?? '…'})</small>
          </label>
        ))}
      </fieldset>
      <p role="status">
        {query.data
          ? query.data.counts.total > 0
            ? t('trip.found', { count: query.data.counts.total })
            : t('trip.notFoundResults')
          : t('trip.loading')}
      </p>
      {query.data && query.data.counts.total === 0 && !term && (
        <SafeLink href={`/${locale}?showModal=1&modal=encyclopedia`}>{t('trip.openEncyclopedia')}</SafeLink>
      )}
      {places.length > 0 && (
        <label className="trip-search__all">
          <input
            type="checkbox"
            checked={allChecked}
            onChange={() => setChecked((prev) => (allChecked ? unselectAll(prev, places) : selectAll(prev, places)))}
          />{' '}
          {t('trip.markAll')}
        </label>
      )}
      {chosen.map((type) => {
        const list = (query.data?.lists[type] ?? []).filter((place) => !inTrip.has(placeKey(place)));
        if (list.length === 0) return null;
        return (
          <section key={type} aria-label={t(`trip.${type}`)}>
            <h3>{t(`trip.${type}`)}</h3>
            <PlaceChecklist places={list} checked={checked} inTrip={inTrip} onToggle={toggle} />
          </section>
        );
      })}
      <div className="trip-search__footer">
        <AddCheckedButton
          count={placesToAdd(checked, inTrip).length}
          onAdd={() => onAdd(placesToAdd(checked, inTrip))}
        />
      </div>
    </Modal>
  );
}
