import { useNavigate } from '@tanstack/react-router';
import { Suspense, useEffect, useMemo, useState, type CSSProperties } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import type { TripPlace } from '../../../shared/api/calls/trips.ts';
import { accountPagePath, tripPath } from '../../../shared/constants/account.ts';
import { formatDate } from '../../../shared/domain/dates.ts';
import { orderDays } from '../../../shared/domain/trip-plan/day-groups.ts';
import { tripChanges, useTrip } from '../../lib/trips.ts';
import { useOnline } from '../../lib/use-online.ts';
import { BottomSheet } from '../../ui/bottom-sheet.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { preloadable } from '../../ui/preloadable.ts';
import { SafeLink } from '../../ui/safe-link.tsx';
import type { ScreenProps } from '../../ui/screen-props.ts';
import { placeKey } from './place-selection.ts';
import { Itinerary } from './plan/itinerary.tsx';
import { eventDayPlacement } from './plan/route-events.ts';
import { RouteSuggestions } from './plan/route-suggestions.tsx';
import { TripMap } from './plan/trip-map.tsx';
import { useTripPlan } from './plan/use-trip-plan.ts';
import { readSearchHash, writeSearchHash, type PlaceSearchState } from './search-hash.ts';
import { downloadGpx, downloadIcs } from './trip-downloads.ts';
import { TripOfflinePanel } from './trip-offline-panel.tsx';
import { TripShare } from './trip-share.tsx';
import '../../ui/map/map-canvas.css';
import '../../ui/trips/texts.ts';
import './plan/plan-texts.ts';
import './texts.ts';
import './trip.css';

type Dialog = 'edit' | 'delete' | 'picker' | null;

/** The sheet's peek on a phone (px): its handle, the trip's title and its count. */
const PEEK = 132;

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

/** The place search the address carries (#…), read once the browser has the page (the server's render has no hash). */
function useSearchInHash(): [PlaceSearchState | null, (state: PlaceSearchState | null) => void] {
  const [search, setSearch] = useState<PlaceSearchState | null>(null);
  const [hashRead, setHashRead] = useState(false);
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
  return [search, setSearch];
}

/**
 * Trip detail (spec 01 §2, §4) as a planner: the itinerary beside a live map (a column on the left from 48rem, a
 * bottom sheet over the map on a phone). Everyone with the link sees the days, stops, legs and map; the owner edits,
 * adds places and days, drags stops, optimises a day and deletes, each change through the outbox (offline too).
 */
export function TripScreen({ page, locale }: ScreenProps) {
  const { t } = useTranslation();
  const tripId = page.entity?.slug ?? '';
  const { user, view, isOwner, unsent, loading, notFound, failed } = useTrip(tripId, locale);
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [search, setSearch] = useSearchInHash();
  const [markedVisited, setMarkedVisited] = useState(false);
  const [hovered, setHovered] = useState<string | null>(null);
  const link = tripPath(locale, tripId);
  const places = useMemo(() => view?.places ?? [], [view]);
  const inTrip = useMemo(() => new Set(places.map(placeKey)), [places]);
  const owner = isOwner && Boolean(user);
  const ownerDialogsReady = useOwnerDialogs(owner);
  const online = useOnline();
  const plan = useTripPlan(view, locale);

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
  // A suggested event goes into the day it is on, after that day's stops.
  const addSuggestion = async (event: TripPlace) => {
    await tripChanges.addPlaces(trip.id, [event]);
    const placement = eventDayPlacement(orderDays(view.days), view.stops, event);
    if (placement) await tripChanges.placeStops(trip.id, [{ placeId: event.id, placeType: event.type, ...placement }]);
  };
  const showInItinerary = (key: string) => {
    setHovered(key);
    document.querySelector(`[data-stop="${CSS.escape(key)}"]`)?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  };

  return (
    <div className="trip-page map-canvas-page">
      <div className="map-canvas trip-plan" style={{ '--sheet-peek': `${PEEK}px` } as CSSProperties}>
        <div className="map-canvas__map">
          <TripMap
            groups={plan.mapGroups}
            hovered={hovered}
            onHover={setHovered}
            onOpen={showInItinerary}
            locale={locale}
            className="trip-plan__place-map"
          />
        </div>
        <BottomSheet
          className="map-canvas__results trip-plan__sheet"
          label={t('plan.itinerary')}
          peek={PEEK}
          initialSnap="half"
          head={
            <div className="trip-plan__head">
              <nav className="breadcrumbs" aria-label="breadcrumbs">
                <SafeLink href={accountPagePath('account', locale)}>{t('trip.myTrips')}</SafeLink>
              </nav>
              <h1>{trip.title}</h1>
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
            </div>
          }
        >
          <div className="trip-header">
            {trip.description && <p className="trip-header__description">{trip.description}</p>}
            <div className="trip-actions">
              {canEdit && (
                <button type="button" className="pill-button" onClick={() => setDialog('edit')}>
                  {t('trip.edit')}
                </button>
              )}
              <TripShare title={trip.title} link={link} />
              <button type="button" className="pill-button" onClick={() => downloadGpx(trip, places, link, view)}>
                {t('trip.exportGpx')}
              </button>
              {(places.some((place) => place.type === 'event') || view.days.some((day) => day.date)) && (
                <button type="button" className="pill-button" onClick={() => downloadIcs(trip, places, link, view)}>
                  {t('trip.exportIcs')}
                </button>
              )}
              {canEdit && (
                <button type="button" className="pill-button pill-button--danger" onClick={() => setDialog('delete')}>
                  {t('trip.delete')}
                </button>
              )}
            </div>
            {!owner && <p className="trip-header__readonly">{t('trip.readOnly')}</p>}
            <TripOfflinePanel tripId={trip.id} tripPath={link} places={places} locale={locale} />
          </div>

          {canEdit && (
            <div className="trip-toolbar">
              <button type="button" className="button" onClick={() => setDialog('picker')}>
                {t('trip.addFromLists')}
              </button>
              <button type="button" className="button" onClick={() => setSearch({ s: '', t: [] })}>
                {t('trip.searchPlaces')}
              </button>
              <button type="button" className="button" onClick={() => void plan.addDay(trip.id)}>
                {view.days.length === 0 ? t('plan.splitDays') : t('plan.addDay')}
              </button>
              {places.length > 0 && user && (
                <button
                  type="button"
                  className="pill-button"
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

          {places.length === 0 ? (
            <p className="trip-empty">{canEdit ? t('plan.noPlaces') : t('trips.emptyFolder')}</p>
          ) : (
            <Itinerary
              tripId={trip.id}
              plan={plan.days}
              stops={view.stops}
              canEdit={canEdit}
              hovered={hovered}
              onHover={setHovered}
              locale={locale}
            />
          )}
          <RouteSuggestions
            days={view.days}
            places={places}
            inTrip={inTrip}
            canEdit={canEdit}
            onAdd={(event) => void addSuggestion(event)}
            locale={locale}
          />
        </BottomSheet>
      </div>

      <Suspense fallback={null}>
        {dialog === 'edit' && (
          <TripModal mode="edit" trip={trip} onClose={() => setDialog(null)} onSaved={() => setDialog(null)} />
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
      {dialog === 'delete' && user && (
        <ConfirmDialog
          title={t('trip.deleteTitle')}
          text={t('trip.deleteText', { title: trip.title })}
          confirm={t('trip.deleteConfirm')}
          cancel={t('trip.cancel')}
          onConfirm={() =>
            void tripChanges.delete(user.id, trip.id).then(() => navigate({ href: accountPagePath('account', locale) }))
          }
          onClose={() => setDialog(null)}
        />
      )}
    </div>
  );
}
