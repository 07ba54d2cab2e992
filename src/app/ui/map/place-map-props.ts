import type { z } from 'zod';
import type { mapPointSchema } from '../../../shared/api/calls/places.ts';
import type { RoutedLocale } from '../../../shared/constants/locales.ts';

export type MapPoint = z.infer<typeof mapPointSchema>;

/** The tourist map used by the map page, list map mode and trips (Leaflet loads only with it). */
export interface PlaceMapProps {
  points: readonly MapPoint[];
  locale: RoutedLocale;
  /** Shown instead of the map when the points could not be loaded. */
  loadFailed?: boolean;
  loading?: boolean;
  className?: string;
  /** A trip's stops: numbered pins in the given order joined by a line, instead of clusters. */
  route?: boolean;
}
