import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import type { TripPlace } from '../../../shared/api/calls/trips.ts';
import type { RoutedLocale } from '../../../shared/constants/locales.ts';
import { formatDate } from '../../../shared/domain/dates.ts';
import { boundsOf } from '../../../shared/domain/map-tiles.ts';
import { clientConfigQuery } from '../../lib/client-config.ts';
import { useOnline } from '../../lib/use-online.ts';
import { useHydrated } from '../../ui/use-hydrated.ts';
import { useSavedTrip } from '../../offline/saved-trips.ts';
import type { OfflineTrip } from '../../offline/records.ts';
import { planTripDownload, removeTripOffline, saveTripOffline, type DownloadProgress } from './trip-offline.ts';
import './offline-texts.ts';
import './trip-offline-panel.css';

const megabytes = (bytes: number) => (bytes / 1_000_000).toFixed(1);

/** What a finished save left out, and which map it keeps. */
function SavedNotes({ saved }: { saved: OfflineTrip }) {
  const { t } = useTranslation();
  const skippedTiles = saved.skippedTiles ?? 0;
  const skippedPlaces = saved.skippedPlaces ?? 0;
  return (
    <>
      {saved.tileSource === 'viewed' && (
        <small className="trip-offline-panel__note">
          {saved.tiles > 0 ? t('tripOffline.viewedTiles', { count: saved.tiles }) : t('tripOffline.noViewedTiles')}
        </small>
      )}
      {skippedTiles > 0 && (
        <small className="trip-offline-panel__warning" data-testid="trip-offline-skipped-tiles">
          {t('tripOffline.skippedTiles', { count: skippedTiles })}
        </small>
      )}
      {skippedPlaces > 0 && (
        <small className="trip-offline-panel__warning">
          {t('tripOffline.skippedPlaces', { count: skippedPlaces })}
        </small>
      )}
    </>
  );
}

/**
 * "Available offline" (issue: offline trips): one switch stores the trip's places and data, and the map tiles of its
 * area when the tile source allows it, with the size estimated first, a progress bar and cancel. Losing the
 * connection pauses it (said so, with the progress so far) until it is back; what could not be fetched is counted.
 * Then the date of the last refresh, what was left out, and unticking removes it.
 */
export function TripOfflinePanel({
  tripId,
  tripPath,
  places,
  locale,
}: {
  tripId: string;
  tripPath: string;
  places: readonly TripPlace[];
  locale: RoutedLocale;
}) {
  const { t } = useTranslation();
  const saved = useSavedTrip(tripId);
  const online = useOnline();
  const config = useQuery(clientConfigQuery());
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  const bounds = boundsOf(places);
  // The tile sources are the browser's read: the estimate the server drew (without tiles) is kept while the browser
  // takes the page over, so both renders match.
  const hydrated = useHydrated();
  const plan = planTripDownload(places, bounds, hydrated ? config.data?.mapOfflineTileUrl : undefined);
  const start = async () => {
    const controller = new AbortController();
    abort.current = controller;
    setProblem(null);
    setProgress({ done: 0, total: 1, bytes: 0, skipped: 0, waiting: false, skippedTiles: 0 });
    try {
      await saveTripOffline({
        tripId,
        tripPath,
        places,
        bounds,
        locale,
        signal: controller.signal,
        onProgress: setProgress,
      });
    } catch (error) {
      setProblem(controller.signal.aborted ? t('trip.offlineCancelled') : t('trip.offlineFailed'));
      if (!controller.signal.aborted) console.warn('saving the trip for offline use', error);
    } finally {
      setProgress(null);
      abort.current = null;
    }
  };
  return (
    <section className="trip-offline-panel" aria-label={t('trip.offlineTitle')}>
      <label className="trip-offline-panel__switch">
        <input
          type="checkbox"
          role="switch"
          checked={Boolean(saved) || progress !== null}
          disabled={progress !== null || (!online && !saved)}
          onChange={() => (saved ? void removeTripOffline(tripId, bounds, saved) : void start())}
        />
        {t('trip.offlineSwitch')}
      </label>
      {!saved && !progress && (
        <small className="trip-offline-panel__note">
          {plan.prefetch
            ? t('trip.offlineEstimate', { size: megabytes(plan.estimateBytes), tiles: plan.tiles.tiles })
            : t('tripOffline.estimateViewed', { size: megabytes(plan.estimateBytes) })}
        </small>
      )}
      {progress && (
        <div className="trip-offline-panel__progress">
          <progress max={progress.total} value={progress.done} aria-label={t('trip.offlineTitle')} />
          <span role="status" data-waiting={progress.waiting || undefined}>
            {progress.waiting
              ? t('tripOffline.waiting', { done: progress.done, total: progress.total })
              : t('tripOffline.progress', {
                  done: progress.done,
                  total: progress.total,
                  size: megabytes(progress.bytes),
                })}
          </span>
          <button type="button" className="link-button" onClick={() => abort.current?.abort()}>
            {t('trip.cancel')}
          </button>
        </div>
      )}
      {saved && !progress && (
        <>
          <span className="trip-offline-panel__saved" data-testid="trip-offline-saved">
            {t('trip.offlineSaved', { date: formatDate(saved.savedAt, locale), size: megabytes(saved.bytes) })}{' '}
            <button type="button" className="link-button" onClick={() => void start()} disabled={!online}>
              {t('trip.offlineRefresh')}
            </button>
          </span>
          <SavedNotes saved={saved} />
        </>
      )}
      {problem && <span role="alert">{problem}</span>}
    </section>
  );
}
