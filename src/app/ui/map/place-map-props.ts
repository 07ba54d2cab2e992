import type { ReactNode } from 'react';
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

/** A numbered pin of a route: its key (the caller's, e.g. a trip stop's `type:id`), its number and readable name. */
export interface MapRouteStop {
  key: string;
  number: number;
  /** The pin's name for keyboard and screen-reader users, e.g. "1. Vinařství X". */
  name: string;
  point: MapPoint;
}

/** A route drawn in one colour: its numbered pins and the line joining them (none: the pins are not joined). */
export interface MapRoute {
  key: string;
  /** A CSS colour, for the pins and the line. */
  colour: string;
  stops: MapRouteStop[];
  line: [number, number][] | null;
  /** The line is drawn straight between the stops (dashed), not along the roads. */
  straight: boolean;
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
  /** Routes (e.g. a trip's days) drawn instead of the points: numbered pins in each route's colour and its line. */
  routes?: readonly MapRoute[];
  /** The action a point's bubble offers, read when the bubble opens; null for none. */
  bubbleAction?: (point: MapPoint) => BubbleAction | null;
  /** The action a route stop's bubble offers (by the stop's key), read when the bubble opens; null for none. */
  stopAction?: (key: string) => BubbleAction | null;
  /** The visible area, each time the map has moved or zoomed (and once drawn): results beside the map follow it. */
  onView?: (view: MapView) => void;
  /** The pin drawn highlighted (mapPointKey, or a route stop's key), e.g. while its row beside the map is under the pointer. */
  highlight?: string | null;
  /** A route stop's pin is under the pointer or focused (its key), or no longer (null). */
  onHighlight?: (key: string | null) => void;
  /** Drawn over the map's corner (e.g. a legend); kept below the touch hint. */
  overlay?: ReactNode;
}
