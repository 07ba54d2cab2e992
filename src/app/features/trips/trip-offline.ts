import type { TripPlace } from '../../../shared/api/calls/trips.ts';
import type { RoutedLocale } from '../../../shared/constants/locales.ts';
import { AVERAGE_TILE_BYTES, offlineTilePlan, type Bounds } from '../../../shared/domain/map-tiles.ts';
import { TILE_CACHE } from '../../../shared/constants/caches.ts';
import { clientConfigQuery } from '../../lib/client-config.ts';
import { prefetchDetailRecord } from '../../lib/detail-queries.ts';
import { navigationQuery, pageQuery } from '../../lib/page-queries.ts';
import { queryClient } from '../../lib/query-client.ts';
import { tripQuery } from '../../lib/trip-query.ts';
import type { OfflineTrip } from '../../offline/records.ts';
import { forgetSavedTrip, recordSavedTrip } from '../../offline/saved-trips.ts';
import { browserConnection, runBounded, type Connection, type RunProgress } from './offline-save-run.ts';
import { countCachedTiles, plannedTiles, storeTile } from './offline-tiles.ts';
import { tripRouteChunks } from './plan/day-route.ts';
import { dayRouteQuery } from './plan/use-day-route.ts';

export interface DownloadProgress extends RunProgress {
  /** Tiles skipped so far (the rest of `skipped` are places). */
  skippedTiles: number;
}
/** Requests in flight at once: quick on a good line, polite to the tile server. */
const PARALLEL = 6;
/** One read (the trip, a place's page, detail and picture) gets this long before it is skipped. */
const READ_TIMEOUT_MS = 20_000;
/** One tile gets this long before it is skipped. */
const TILE_TIMEOUT_MS = 10_000;
/** Failures in a row after which the source is taken as unreachable and the rest of its items are skipped. */
const GIVE_UP_AFTER = 24;
/** A page, a detail or a card image: what one read stores, on average (the answers come back without a size). */
const AVERAGE_READ_BYTES = 15_000;
/** A day's route: its legs and road line. */
const AVERAGE_ROUTE_BYTES = 5_000;
/** The shell's reads (navigation, the trip page, the trip) and each place's (its page, its detail, its image). */
const SHELL_READS = 3;
const READS_PER_PLACE = 3;

const pathAfterLocale = (url: string) => url.replace(/^\/[a-z]{2}\/?/, '').replace(/\/+$/, '');

/**
 * What saving a trip stores, with a size estimate to show before starting. Map tiles are prefetched only from a
 * source whose terms allow offline storage (MAP_OFFLINE_TILE_URL); without one the plan has no tiles to download
 * (the public OpenStreetMap servers forbid bulk downloading) and the trip keeps the tiles already viewed.
 */
export function planTripDownload(
  places: readonly TripPlace[],
  bounds: Bounds | null,
  offlineTileTemplate: string | null | undefined,
) {
  const tiles =
    bounds && offlineTileTemplate
      ? offlineTilePlan(bounds)
      : { ranges: [], tiles: 0, zoom: [0, 0] as [number, number] };
  const estimateBytes =
    tiles.tiles * AVERAGE_TILE_BYTES + (SHELL_READS + places.length * READS_PER_PLACE) * AVERAGE_READ_BYTES;
  return { tiles, prefetch: Boolean(offlineTileTemplate), estimateBytes };
}

/** The detail a place's page reads. */
function prefetchDetail(place: TripPlace, locale: RoutedLocale): Promise<void> {
  const type = place.type === 'event' || place.type === 'restaurant' ? place.type : 'wine_entity';
  return prefetchDetailRecord(queryClient, type, locale, place.id);
}

/** A read that answered while the connection was lost may be the offline stand-in: it is taken again. */
const online = (connection: Connection) => {
  if (!connection.isOnline()) throw new Error('The connection was lost during the read');
};

async function readPlace(place: TripPlace, locale: RoutedLocale, signal: AbortSignal, connection: Connection) {
  await queryClient.fetchQuery(pageQuery(locale, pathAfterLocale(place.url)));
  await prefetchDetail(place, locale);
  if (place.image) {
    const response = await fetch(place.image, { signal });
    if (!response.ok) throw new Error(`picture ${place.image}: ${response.status}`);
  }
  online(connection);
  return READS_PER_PLACE * AVERAGE_READ_BYTES;
}

/**
 * Saves a trip for use without signal (issue: "available offline"): its page, the trip, each place's page and
 * detail and image go through the app's own queries (kept in IndexedDB and the service worker's cache), and, from a
 * tile source that allows it, the map tiles of its area go to the tile cache. It always ends: every request has a
 * time limit, what cannot be fetched is skipped and counted (the trip is saved without it); while the connection is
 * gone it waits (progress.waiting) and goes on when it is back. Only the trip itself failing fails the save.
 */
export async function saveTripOffline(args: {
  tripId: string;
  tripPath: string;
  places: readonly TripPlace[];
  bounds: Bounds | null;
  locale: RoutedLocale;
  onProgress: (progress: DownloadProgress) => void;
  signal: AbortSignal;
  connection?: Connection;
}): Promise<OfflineTrip> {
  const { tripId, places, bounds, locale, signal } = args;
  const connection = args.connection ?? browserConnection;
  await navigator.storage?.persist?.().catch(() => false);
  if (!connection.isOnline()) args.onProgress({ ...emptyProgress(1), waiting: true });
  await connection.waitOnline(signal);
  const config = await tileSources();
  const offlineTemplate = config.mapOfflineTileUrl ?? null;
  const { tiles } = planTripDownload(places, bounds, offlineTemplate);
  const tileList = offlineTemplate ? plannedTiles(config.mapTileUrl, offlineTemplate, tiles.ranges) : [];
  const shell: (() => Promise<unknown>)[] = [
    () => queryClient.fetchQuery(navigationQuery(locale)),
    () => queryClient.fetchQuery(pageQuery(locale, pathAfterLocale(args.tripPath))),
    () => queryClient.fetchQuery(tripQuery(tripId, locale)),
  ];
  const progress = emptyProgress(shell.length + places.length + tileList.length);
  let skippedPlaces = 0;
  const report = (next: RunProgress) => args.onProgress({ ...next, skippedTiles: progress.skippedTiles });
  const common = { parallel: PARALLEL, giveUpAfter: GIVE_UP_AFTER, connection, signal, progress, onProgress: report };
  report(progress);

  await runBounded({
    ...common,
    items: shell,
    timeoutMs: READ_TIMEOUT_MS,
    work: async (read) => {
      await read();
      online(connection);
      return AVERAGE_READ_BYTES;
    },
  });
  if (progress.skipped > 0) throw new Error('The trip itself could not be read');

  // Each day's road route (when the server has a routing service): offline, the legs are then by road, not estimates.
  // A route not read is no loss (the estimate stands in), so it is not counted as skipped.
  const routes = tripRouteChunks(queryClient.getQueryData(tripQuery(tripId, locale).queryKey)?.data);
  progress.total += routes.length;
  const skippedBeforeRoutes = progress.skipped;
  await runBounded({
    ...common,
    items: routes,
    timeoutMs: READ_TIMEOUT_MS,
    work: async (points) => {
      await queryClient.fetchQuery(dayRouteQuery(points));
      return AVERAGE_ROUTE_BYTES;
    },
  });
  progress.skipped = skippedBeforeRoutes;

  await runBounded({
    ...common,
    items: places,
    timeoutMs: READ_TIMEOUT_MS,
    work: (place, itemSignal) => readPlace(place, locale, itemSignal, connection),
  });
  skippedPlaces = progress.skipped;

  const cache = await caches.open(TILE_CACHE);
  await runBounded({
    ...common,
    items: tileList,
    timeoutMs: TILE_TIMEOUT_MS,
    work: (tile, itemSignal) => storeTile(cache, (url, init) => fetch(url, init), tile, itemSignal),
    onProgress: (next) => {
      progress.skippedTiles = next.skipped - skippedPlaces;
      report(next);
    },
  });
  progress.skippedTiles = progress.skipped - skippedPlaces;

  const viewed =
    offlineTemplate || !bounds ? 0 : await countCachedTiles(cache, config.mapTileUrl, offlineTilePlan(bounds).ranges);
  const saved: OfflineTrip = {
    tripId,
    savedAt: new Date().toISOString(),
    places: places.length,
    tiles: offlineTemplate ? tileList.length - progress.skippedTiles : viewed,
    bytes: progress.bytes,
    zoom: tiles.zoom,
    tileSource: offlineTemplate ? 'prefetch' : 'viewed',
    skippedTiles: progress.skippedTiles,
    skippedPlaces,
  };
  await recordSavedTrip(saved);
  return saved;
}

/**
 * The tile sources, read afresh (the kept answer may predate a change of MAP_OFFLINE_TILE_URL) within a read's time
 * limit; the kept answer when that fails.
 */
async function tileSources() {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DOMException('Timed out', 'TimeoutError')), READ_TIMEOUT_MS);
  });
  try {
    return await Promise.race([queryClient.fetchQuery({ ...clientConfigQuery(), staleTime: 0 }), limit]);
  } catch (error) {
    const kept = queryClient.getQueryData(clientConfigQuery().queryKey);
    if (kept) return kept;
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

function emptyProgress(total: number): DownloadProgress {
  return { done: 0, total, bytes: 0, skipped: 0, waiting: false, skippedTiles: 0 };
}

/**
 * Removes a trip from the device: its record and the tiles it prefetched (places stay in the shared read caches until
 * they expire; tiles the user viewed stay in the map's ordinary cache).
 */
export async function removeTripOffline(tripId: string, bounds: Bounds | null, saved?: OfflineTrip): Promise<void> {
  const config = queryClient.getQueryData(clientConfigQuery().queryKey);
  if (bounds && config && saved?.tileSource !== 'viewed') {
    const cache = await caches.open(TILE_CACHE);
    for (const tile of plannedTiles(config.mapTileUrl, config.mapTileUrl, offlineTilePlan(bounds).ranges))
      await cache.delete(tile.key);
  }
  await forgetSavedTrip(tripId);
}
