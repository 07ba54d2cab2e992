import type { z } from 'zod';
import type { mapPointSchema } from '../../../shared/api/calls/places.ts';
import type { RoutedLocale } from '../../../shared/constants/locales.ts';
import type { MapView } from './map-points.ts';

export type MapPoint = z.infer<typeof mapPointSchema>;

/** A button in a point's detail bubble (e.g. the map page's "add to a trip" for signed-in users). */
export interface BubbleAction {
  label: string;
  run: () => void;
}

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
  /** The action a point's bubble offers, read when the bubble opens; null for none. */
  bubbleAction?: (point: MapPoint) => BubbleAction | null;
  /** The visible area, each time the map has moved or zoomed (and once drawn): results beside the map follow it. */
  onView?: (view: MapView) => void;
  /** The pin drawn highlighted (mapPointKey), e.g. while its row beside the map is under the pointer. */
  highlight?: string | null;
}
