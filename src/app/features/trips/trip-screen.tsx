import { useNavigate } from '@tanstack/react-router';
import { Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TripPlace } from '../../../shared/api/calls/trips.ts';
import { accountPagePath, tripPath } from '../../../shared/constants/account.ts';
import { formatDate } from '../../../shared/domain/dates.ts';
import { orderStops } from '../../../shared/domain/trip-route.ts';
import { tripChanges, useTrip } from '../../lib/trips.ts';
import { useOnline } from '../../lib/use-online.ts';
import { LazyPlaceMap } from '../../ui/map/lazy-place-map.tsx';
import { Modal } from '../../ui/modal.tsx';
import { preloadable } from '../../ui/preloadable.ts';
import { SafeLink } from '../../ui/safe-link.tsx';
import type { ScreenProps } from '../../ui/screen-props.ts';
import { placeKey } from './place-selection.ts';
import { readSearchHash, writeSearchHash, type PlaceSearchState } from './search-hash.ts';
import { downloadGpx, downloadIcs } from './trip-downloads.ts';
import { TripOfflinePanel } from './trip-offline-panel.tsx';
import { TripPlaces } from './trip-places.tsx';
import { TripShare } from './trip-share.tsx';
import '../../ui/trips/texts.ts';
import './texts.ts';
import './trip.css';

type Dialog = 'edit' | 'delete' | 'picker' | 'map' | null;

// The owner's dialogs (their forms, state machine and validation) load just after the trip is shown, not before it.
const TripModal = preloadable(() => import('../../ui/trips/trip-modal.tsx').then((m) => ({ default: m.TripModal })));
const PlacesPickerModal = preloadable(() =>
  import('./places-picker-modal.tsx').then((m) => ({ default: m.PlacesPickerModal })),
);
const PlacesSearchModal = preloadable(() =>
  import('./places-search-modal.tsx').then((m) => ({ default: m.PlacesSearchModal })),
);

/** True once the owner's dialogs have arrived: the owner's controls show then, so they also open without a connection. */
function useOwnerDialogs(owner: boolean): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (owner)
      void Promise.all([TripModal.preload(), PlacesPickerModal.preload(), PlacesSearchModal.preload()]).then(
        () => setReady(true),
        () => undefined,
      );
  }, [owner]);
  return ready;
}

const mapPoints = (places: readonly TripPlace[]) =>
  places.flatMap((place) =>
    place.latitude !== null && place.longitude !== null
      ? [
          {
            id: place.id,
            type: place.types[0] ?? place.type,
            title: place.title,
            location: place.city,
            url: place.url,
            image: place.image,
            latitude: place.latitude,
            longitude: place.longitude,
          },
        ]
      : [],
  );

/**
 * Trip detail (spec 01 §2, §4): title, description, count, last update, list or map, share and copy link for
 * everyone; edit, delete, add and remove places, mark all visited and the route order for the owner only.
 */
export function TripScreen({ page, locale }: ScreenProps) {
  const { t } = useTranslation();
  const tripId = page.entity?.slug ?? '';
  const { user, view, isOwner, unsent, loading, notFound, failed } = useTrip(tripId, locale);
  const navigate = useNavigate();
  const [mode, setMode] = useState<'list' | 'map'>('list');
  const [dialog, setDialog] = useState<Dialog>(null);
  const [search, setSearch] = useState<PlaceSearchState | null>(null);
  const [hashRead, setHashRead] = useState(false);
  const [markedVisited, setMarkedVisited] = useState(false);
  const [start, setStart] = useState(0);
  const link = tripPath(locale, tripId);
  // The search the address carries is read once the browser has the page (the server's render has no hash).
  useEffect(() => {
    setSearch(readSearchHash(window.location.hash));
    setHashRead(true);
  }, []);
  useEffect(() => {
    if (!hashRead) return;
    const hash = writeSearchHash(search);
    if (window.location.hash !== hash)
      window.history.replaceState(
        window.history.state,
        '',
        `${window.location.pathname}${window.location.search}${hash}`,
      );
  }, [search, hashRead]);
  const places = useMemo(() => view?.places ?? [], [view]);
  const inTrip = useMemo(() => new Set(places.map(placeKey)), [places]);
  const route = useMemo(() => orderStops(places, Math.min(start, Math.max(0, places.length - 1))), [places, start]);
  const owner = isOwner && Boolean(user);
  const ownerDialogsReady = useOwnerDialogs(owner);
  const online = useOnline();

  if (!view) {
    return (
      <div className="trip-page">
        {loading && (
          <p role="status" className="block-loading">
            {t('trip.loading')}
          </p>
        )}
        {notFound && <p role="alert">{t('trip.notFound')}</p>}
        {failed && !notFound && <p role="alert">{online ? t('trip.loadFailed') : t('trip.offline')}</p>}
      </div>
    );
  }
  const { trip } = view;
  const canEdit = owner && ownerDialogsReady;
  const add = async (picked: TripPlace[]) => {
    if (picked.length > 0) await tripChanges.addPlaces(trip.id, picked);
    setDialog(null);
    setSearch(null);
  };
  const located = route.ordered.length;
  return (
    <div className="trip-page">
      <nav className="breadcrumbs" aria-label="breadcrumbs">
        <SafeLink href={accountPagePath('account', locale)}>{t('trip.myTrips')}</SafeLink>
      </nav>
      <header className="trip-header">
        <h1>{trip.title}</h1>
        {trip.description && <p className="trip-header__description">{trip.description}</p>}
        <p className="trip-header__meta">
          <span data-testid="trip-count">{t('trip.items', { count: places.length })}</span> ·{' '}
          {t('trip.updated', { date: formatDate(trip.updatedAt, locale) })}
          {unsent > 0 && (
            <span className="trip-header__unsent" role="status">
              {' '}
              · {t('trip.unsent', { count: unsent })}
            </span>
          )}
        </p>
        <div className="trip-actions">
          {canEdit && (
            <button type="button" className="link-button" onClick={() => setDialog('edit')}>
              {t('trip.edit')}
            </button>
          )}
          <TripShare title={trip.title} link={link} />
          <button type="button" className="link-button" onClick={() => downloadGpx(trip, places, link)}>
            {t('trip.exportGpx')}
          </button>
          {places.some((place) => place.type === 'event') && (
            <button type="button" className="link-button" onClick={() => downloadIcs(trip, places, link)}>
              {t('trip.exportIcs')}
            </button>
          )}
          {canEdit && (
            <button type="button" className="link-button trip-actions__delete" onClick={() => setDialog('delete')}>
              {t('trip.delete')}
            </button>
          )}
        </div>
        {!owner && <p className="trip-header__readonly">{t('trip.readOnly')}</p>}
        <TripOfflinePanel tripId={trip.id} tripPath={link} places={places} locale={locale} />
      </header>

      {canEdit && (
        <div className="trip-toolbar">
          <button type="button" className="button" onClick={() => setDialog('picker')}>
            {t('trip.addFromLists')}
          </button>
          <button type="button" className="button" onClick={() => setSearch({ s: '', t: [] })}>
            {t('trip.searchPlaces')}
          </button>
          {places.length > 0 && user && (
            <button
              type="button"
              className="link-button"
              disabled={markedVisited}
              onClick={() =>
                void tripChanges.markAllVisited(user.id, trip.id, places).then(() => setMarkedVisited(true))
              }
            >
              {t('trip.markAllVisited')}
            </button>
          )}
          {markedVisited && <span role="status">{t('trip.markedVisited')}</span>}
        </div>
      )}

      {located > 1 && (
        <div className="trip-route">
          <label htmlFor="trip-route-start">{t('trip.route')}</label>
          <select id="trip-route-start" value={start} onChange={(event) => setStart(Number(event.target.value))}>
            {places.map((place, i) => (
              <option key={placeKey(place)} value={i}>
                {place.title}
              </option>
            ))}
          </select>
          {canEdit && (
            <button
              type="button"
              className="button"
              onClick={() =>
                void tripChanges.reorder(trip.id, [...route.ordered, ...route.unlocated]).then(() => setStart(0))
              }
            >
              {t('trip.orderRoute')}
            </button>
          )}
          <span data-testid="route-length">{t('trip.routeLength', { km: route.distanceKm.toFixed(1) })}</span>
          {route.unlocated.length > 0 && <span> · {t('trip.unlocated', { count: route.unlocated.length })}</span>}
        </div>
      )}

      <div className="segmented" role="radiogroup" aria-label={t('trip.list')}>
        <button type="button" role="radio" aria-checked={mode === 'list'} onClick={() => setMode('list')}>
          {t('trip.list')}
        </button>
        <button type="button" role="radio" aria-checked={mode === 'map'} onClick={() => setMode('map')}>
          {t('trip.map')}
        </button>
      </div>

      {places.length === 0 && <p className="trip-empty">{t('trips.emptyFolder')}</p>}
      {mode === 'list' && (
        <TripPlaces
          places={places}
          canEdit={canEdit}
          onRemove={(place) => void tripChanges.removePlace(trip.id, place)}
        />
      )}
      {mode === 'map' && (
        <>
          <Suspense
            fallback={
              <p role="status" className="block-loading">
                …
              </p>
            }
          >
            <LazyPlaceMap points={mapPoints(route.ordered)} locale={locale} route className="trip-map" />
          </Suspense>
          <button type="button" className="link-button" onClick={() => setDialog('map')}>
            {t('trip.enlargeMap')}
          </button>
        </>
      )}

      {dialog === 'map' && (
        <Modal
          title={trip.title}
          closeLabel={t('trip.close')}
          onClose={() => setDialog(null)}
          className="trip-map-modal"
        >
          <Suspense fallback={<p role="status">…</p>}>
            <LazyPlaceMap
              points={mapPoints(route.ordered)}
              locale={locale}
              route
              className="trip-map trip-map--large"
            />
          </Suspense>
        </Modal>
      )}
      <Suspense fallback={null}>
        {dialog === 'edit' && (
          <TripModal mode="edit" trip={trip} onClose={() => setDialog(null)} onSaved={() => setDialog(null)} />
        )}
        {dialog === 'delete' && user && (
          <Modal
            title={t('trip.deleteTitle')}
            closeLabel={t('trip.cancel')}
            onClose={() => setDialog(null)}
            className="confirm-modal"
          >
            <p>{t('trip.deleteText', { title: trip.title })}</p>
            <div className="trip-form__actions">
              <button type="button" className="link-button" onClick={() => setDialog(null)}>
                {t('trip.cancel')}
              </button>
              <button
                type="button"
                className="danger-button"
                onClick={() =>
                  void tripChanges
                    .delete(user.id, trip.id)
                    .then(() => navigate({ href: accountPagePath('account', locale) }))
                }
              >
                {t('trip.deleteConfirm')}
              </button>
            </div>
          </Modal>
        )}
        {dialog === 'picker' && user && (
          <PlacesPickerModal
            userId={user.id}
            locale={locale}
            inTrip={inTrip}
            onAdd={(picked) => void add(picked)}
            onClose={() => setDialog(null)}
          />
        )}
        {search && canEdit && (
          <PlacesSearchModal
            locale={locale}
            state={search}
            onState={setSearch}
            inTrip={inTrip}
            onAdd={(picked) => void add(picked)}
            onClose={() => setSearch(null)}
          />
        )}
      </Suspense>
    </div>
  );
}
