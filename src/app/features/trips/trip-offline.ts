import type { TripPlace } from '../../../shared/api/calls/trips.ts';
import type { RoutedLocale } from '../../../shared/constants/locales.ts';
import { AVERAGE_TILE_BYTES, offlineTilePlan, tileUrls, type Bounds } from '../../../shared/domain/map-tiles.ts';
import { TILE_CACHE } from '../../../shared/constants/caches.ts';
import { clientConfigQuery } from '../../lib/client-config.ts';
import { prefetchDetailRecord } from '../../lib/detail-queries.ts';
import { navigationQuery, pageQuery } from '../../lib/page-queries.ts';
import { queryClient } from '../../lib/query-client.ts';
import { tripQuery } from '../../lib/trip-query.ts';
import type { OfflineTrip } from '../../offline/records.ts';
import { forgetSavedTrip, recordSavedTrip } from '../../offline/saved-trips.ts';

export interface DownloadProgress {
  done: number;
  total: number;
  bytes: number;
}
/** Requests in flight at once: quick on a good line, polite to the tile server. */
const PARALLEL = 6;
/** A page, a detail or a card image: what one read stores, on average (the answers come back without a size). */
const AVERAGE_READ_BYTES = 15_000;
/** The shell's reads (navigation, the trip page, the trip) and each place's (its page, its detail, its image). */
const SHELL_READS = 3;
const READS_PER_PLACE = 3;

const pathAfterLocale = (url: string) => url.replace(/^\/[a-z]{2}\/?/, '').replace(/\/+$/, '');

/** What saving a trip stores: its map tiles (capped) and its places, with a size estimate to show before starting. */
export function planTripDownload(
  places: readonly TripPlace[],
  bounds: Bounds | null,
  tileTemplate: string | undefined,
) {
  const tiles =
    bounds && tileTemplate ? offlineTilePlan(bounds) : { ranges: [], tiles: 0, zoom: [0, 0] as [number, number] };
  const estimateBytes =
    tiles.tiles * AVERAGE_TILE_BYTES + (SHELL_READS + places.length * READS_PER_PLACE) * AVERAGE_READ_BYTES;
  return { tiles, estimateBytes };
}

async function inParallel<T>(
  items: readonly T[],
  signal: AbortSignal,
  work: (item: T) => Promise<number>,
  onDone: (bytes: number) => void,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      if (signal.aborted) throw new DOMException('Cancelled', 'AbortError');
      const item = items[next];
      next += 1;
      if (item !== undefined) onDone(await work(item).catch(() => 0));
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
}

/** The detail a place's page reads. */
function prefetchDetail(place: TripPlace, locale: RoutedLocale): Promise<void> {
  const type = place.type === 'event' || place.type === 'restaurant' ? place.type : 'wine_entity';
  return prefetchDetailRecord(queryClient, type, locale, place.id);
}

/** One tile into the tile cache the service worker reads first (opaque answers of another origin too). */
async function storeTile(cache: Cache, url: string, signal: AbortSignal): Promise<number> {
  if (await cache.match(url)) return 0;
  const response = await fetch(url, { mode: 'no-cors', signal });
  if (response.type !== 'opaque' && !response.ok) return 0;
  const size = response.type === 'opaque' ? AVERAGE_TILE_BYTES : (await response.clone().blob()).size;
  await cache.put(url, response);
  return size;
}

/**
 * Saves a trip for use without signal (issue: "available offline"): its page, the trip, each place's page and
 * detail and image go through the app's own queries (kept in IndexedDB and the service worker's cache), and the
 * map tiles of its bounding box go to the tile cache. Asks the browser to keep the storage.
 */
export async function saveTripOffline(args: {
  tripId: string;
  tripPath: string;
  places: readonly TripPlace[];
  bounds: Bounds | null;
  locale: RoutedLocale;
  onProgress: (progress: DownloadProgress) => void;
  signal: AbortSignal;
}): Promise<OfflineTrip> {
  const { tripId, places, bounds, locale, signal } = args;
  await navigator.storage?.persist?.().catch(() => false);
  const config = await queryClient.fetchQuery(clientConfigQuery());
  const { tiles } = planTripDownload(places, bounds, config.mapTileUrl);
  const reads: (() => Promise<unknown>)[] = [
    () => queryClient.prefetchQuery(navigationQuery(locale)),
    () => queryClient.prefetchQuery(pageQuery(locale, pathAfterLocale(args.tripPath))),
    () => queryClient.fetchQuery(tripQuery(tripId, locale)),
    ...places.flatMap((place) => [
      () => queryClient.prefetchQuery(pageQuery(locale, pathAfterLocale(place.url))),
      () => prefetchDetail(place, locale),
      ...(place.image ? [() => fetch(place.image ?? '', { signal })] : []),
    ]),
  ];
  const tileList = [...tileUrls(config.mapTileUrl, tiles.ranges)];
  const progress: DownloadProgress = { done: 0, total: reads.length + tileList.length, bytes: 0 };
  const advance = (bytes: number) => {
    progress.done += 1;
    progress.bytes += bytes;
    args.onProgress({ ...progress });
  };
  args.onProgress({ ...progress });
  await inParallel(
    reads,
    signal,
    async (read) => {
      await read();
      return AVERAGE_READ_BYTES;
    },
    advance,
  );
  const cache = await caches.open(TILE_CACHE);
  await inParallel(tileList, signal, (url) => storeTile(cache, url, signal), advance);
  const saved: OfflineTrip = {
    tripId,
    savedAt: new Date().toISOString(),
    places: places.length,
    tiles: tileList.length,
    bytes: progress.bytes,
    zoom: tiles.zoom,
  };
  await recordSavedTrip(saved);
  return saved;
}

/** Removes a trip from the device: its record and its tiles (places stay in the shared read caches until they expire). */
export async function removeTripOffline(tripId: string, bounds: Bounds | null): Promise<void> {
  const config = queryClient.getQueryData(clientConfigQuery().queryKey);
  if (bounds && config) {
    const cache = await caches.open(TILE_CACHE);
    for (const url of tileUrls(config.mapTileUrl, offlineTilePlan(bounds).ranges)) await cache.delete(url);
  }
  await forgetSavedTrip(tripId);
}
