import { useCallback, useMemo, useState, type FormEvent } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { useTranslation } from '../../i18n/use-translation.tsx';
import type { TripPlace } from '../../../shared/api/calls/trips.ts';
import { apiGet } from '../../lib/api-client.ts';
import { useSessionUser } from '../../lib/session.ts';
import { Breadcrumbs } from '../../ui/breadcrumbs.tsx';
import { useHydrated } from '../../ui/use-hydrated.ts';
import { MapCanvas } from '../../ui/map/map-canvas.tsx';
import { mapPointKey } from '../../ui/map/map-points.ts';
import type { MapPoint } from '../../ui/map/place-map-props.ts';
import type { ScreenProps } from '../../ui/screen-props.ts';
import { LazyAddToTripDialog, usePreloadedAddToTripDialog } from '../../ui/trips/lazy-add-to-trip-dialog.tsx';
import { PlaceCard } from '../../ui/place-card/place-card.tsx';
import { placeTypeOfListing } from '../../../shared/constants/places.ts';
import { MAP_FILTER_TYPES, mapHash, parseMapHash, type MapFilters } from './map-filters.ts';
import { mapPointCard } from './map-point-card.ts';
import { mapPointPlace } from './map-point-place.ts';
import './texts.ts';
import './map-page.css';

/**
 * The map page: every place and event on the tourist map, filtered by search and type from the hash, across the screen
 * with the places in view beside it (a column from 48rem, a bottom sheet on a phone, where the filter opens from the
 * sheet's head). Signed in, a place's bubble adds it to a trip (spec 01 §2, §6: only signed-in users add places to a
 * folder from the map).
 */
export function MapPageScreen({ page, locale, path }: ScreenProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { hash } = useLocation();
  const filters = useMemo(() => parseMapHash(hash), [hash]);
  const [draft, setDraft] = useState(filters);
  const [applied, setApplied] = useState(filters);
  if (applied !== filters) {
    setApplied(filters);
    setDraft(filters);
  }
  const query = useQuery({
    queryKey: ['mapPoints', locale, filters],
    queryFn: () => apiGet('/api/map', { locale, s: filters.s || undefined, t: filters.t }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  const apply = (next: MapFilters) =>
    void navigate({ to: '/$locale/$', params: { locale, _splat: path }, hash: mapHash(next), resetScroll: false });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply(draft);
    // On a phone the filter covered the map: showing the result is showing the map again.
    setFilterOpen(false);
  };
  const user = useSessionUser();
  usePreloadedAddToTripDialog(Boolean(user));
  const [adding, setAdding] = useState<TripPlace | null>(null);
  const [addedTo, setAddedTo] = useState<string | null>(null);
  const bubbleAction = useCallback(
    (point: MapPoint) => {
      const place = user ? mapPointPlace(point) : null;
      return (
        place && {
          label: t('trips.addToTrip'),
          run: () => {
            setAddedTo(null);
            setAdding(place);
          },
        }
      );
    },
    [user, t],
  );
  const toggle = (type: (typeof MAP_FILTER_TYPES)[number]) =>
    setDraft({ ...draft, t: draft.t.includes(type) ? draft.t.filter((x) => x !== type) : [...draft.t, type] });

  const [filterOpen, setFilterOpen] = useState(false);
  // The hash holds the filters, and the server never sees it: the filter button counts them once the app has the page.
  const hydrated = useHydrated();
  const chosen = hydrated ? filters.t.length + (filters.s ? 1 : 0) : 0;

  const filter = (
    <form
      className={`map-page__filter ${filterOpen ? 'is-open' : ''}`}
      id="map-page-filter"
      role="search"
      onSubmit={submit}
    >
      <label className="map-page__search" htmlFor="map-page-search">
        {t('mapPage.search')}
      </label>
      <div className="map-page__search-row">
        <input
          id="map-page-search"
          type="search"
          value={draft.s}
          maxLength={200}
          onChange={(event) => setDraft({ ...draft, s: event.target.value })}
        />
        <button type="submit" className="button button--primary">
          {t('mapPage.submit')}
        </button>
      </div>
      <fieldset>
        <legend>{t('mapPage.types')}</legend>
        {MAP_FILTER_TYPES.map((type) => (
          <label key={type} className="map-page__type">
            <input type="checkbox" checked={draft.t.includes(type)} onChange={() => toggle(type)} />{' '}
            {t(`mapPage.type.${type}`)}
          </label>
        ))}
      </fieldset>
      <div className="map-page__actions">
        {query.data && <p role="status">{t('mapPage.points', { count: query.data.items.length })}</p>}
        <button type="button" className="button" onClick={() => apply({ s: '', t: [] })}>
          {t('mapPage.clearAll')}
        </button>
      </div>
      {addedTo && (
        <p role="status" className="map-page__added">
          {t('trips.added', { title: addedTo })}
        </p>
      )}
    </form>
  );

  return (
    <article className="page map-page map-canvas-page">
      <MapCanvas
        className="map-page__canvas"
        points={query.data?.items ?? []}
        map={{ locale, loading: query.isFetching, loadFailed: query.isError, bubbleAction }}
        loadingText={t('loading')}
        raise={filterOpen ? 'full' : null}
        top={
          <>
            <Breadcrumbs crumbs={page.breadcrumbs} />
            <header className="page__header">
              <h1>{page.title}</h1>
              {page.perex && <p className="page__perex">{page.perex}</p>}
            </header>
            {filter}
          </>
        }
        headExtra={
          <button
            type="button"
            className="map-page__filter-toggle button"
            aria-expanded={filterOpen}
            aria-controls="map-page-filter"
            onClick={() => setFilterOpen(!filterOpen)}
          >
            {t('mapPage.filter')}
            {chosen > 0 && <span className="map-page__filter-count">{chosen}</span>}
          </button>
        }
        renderRow={(point, i) => (
          <PlaceCard
            key={mapPointKey(point)}
            item={mapPointCard(point)}
            placeType={placeTypeOfListing(point.type)}
            first={i === 0}
            compact
          />
        )}
      />
      {adding && (
        <LazyAddToTripDialog
          places={[adding]}
          locale={locale}
          onClose={() => setAdding(null)}
          onAdded={(title) => {
            setAdding(null);
            setAddedTo(title);
          }}
        />
      )}
    </article>
  );
}
