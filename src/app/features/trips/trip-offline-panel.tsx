import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TripPlace } from '../../../shared/api/calls/trips.ts';
import type { RoutedLocale } from '../../../shared/constants/locales.ts';
import { formatDate } from '../../../shared/domain/dates.ts';
import { boundsOf } from '../../../shared/domain/map-tiles.ts';
import { clientConfigQuery } from '../../lib/client-config.ts';
import { useOnline } from '../../lib/use-online.ts';
import { useHydrated } from '../../ui/use-hydrated.ts';
import { useSavedTrip } from '../../offline/saved-trips.ts';
import { planTripDownload, removeTripOffline, saveTripOffline, type DownloadProgress } from './trip-offline.ts';

const megabytes = (bytes: number) => (bytes / 1_000_000).toFixed(1);

/**
 * "Available offline" (issue: offline trips): one switch stores the trip's places and the map tiles of its area, with
 * the size estimated first, a progress bar and cancel; then the date of the last refresh and a way to remove it.
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
  // The map's tile address is the browser's read: the estimate the server drew (without tiles) is kept while the
  // browser takes the page over, so both renders match.
  const hydrated = useHydrated();
  const plan = planTripDownload(places, bounds, hydrated ? config.data?.mapTileUrl : undefined);
  const start = async () => {
    const controller = new AbortController();
    abort.current = controller;
    setProblem(null);
    setProgress({ done: 0, total: 1, bytes: 0 });
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
      console.warn('saving the trip for offline use', error);
    } finally {
      setProgress(null);
      abort.current = null;
    }
  };
  return (
    <section className="trip-offline" aria-label={t('trip.offlineTitle')}>
      <label className="trip-offline__switch">
        <input
          type="checkbox"
          role="switch"
          checked={Boolean(saved) || progress !== null}
          disabled={progress !== null || (!online && !saved)}
          onChange={() => (saved ? void removeTripOffline(tripId, bounds) : void start())}
        />
        {t('trip.offlineSwitch')}
      </label>
      {!saved && !progress && (
        <small>{t('trip.offlineEstimate', { size: megabytes(plan.estimateBytes), tiles: plan.tiles.tiles })}</small>
      )}
      {progress && (
        <span className="trip-offline__progress">
          <progress max={progress.total} value={progress.done} aria-label={t('trip.offlineTitle')} />
          <span role="status">{t('trip.offlineProgress', { done: progress.done, total: progress.total })}</span>
          <button type="button" className="link-button" onClick={() => abort.current?.abort()}>
            {t('trip.cancel')}
          </button>
        </span>
      )}
      {saved && !progress && (
        <span className="trip-offline__saved" data-testid="trip-offline-saved">
          {t('trip.offlineSaved', { date: formatDate(saved.savedAt, locale), size: megabytes(saved.bytes) })}{' '}
          <button type="button" className="link-button" onClick={() => void start()} disabled={!online}>
            {t('trip.offlineRefresh')}
          </button>
        </span>
      )}
      {problem && <span role="alert">{problem}</span>}
    </section>
  );
}
