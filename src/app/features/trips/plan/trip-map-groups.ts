import type { TripPlace } from '../../../../shared/api/calls/trips.ts';
import { routeLine } from '../../../ui/map/map-routes.ts';
import type { MapPoint, MapRoute, MapRouteStop } from '../../../ui/map/place-map-props.ts';

/** A group of stops drawn on the trip's map in one colour: a day (or the unplanned stops), in its order. */
export interface TripMapGroup {
  key: string;
  /** The group's name, e.g. "Den 1": in the legend and in its pins' names when the map shows several groups. */
  label: string;
  /** A CSS colour, for the group's pins, line and legend. */
  colour: string;
  stops: readonly TripPlace[];
  /** The road line from the routing service ([lat, lng]); without it, straight from stop to stop. */
  line?: readonly [number, number][] | null;
  /** False: the pins are not joined by a line (e.g. the stops not in any day). */
  joined?: boolean;
}

/** A stop's key, the same beside the map and on it. */
export const tripStopKey = (place: Pick<TripPlace, 'type' | 'id'>) => `${place.type}:${place.id}`;

/** A located stop as a map point (the bubble shows its first category); null for a stop with no position. */
export function tripPlacePoint(place: TripPlace): MapPoint | null {
  const { latitude, longitude } = place;
  if (latitude === null || longitude === null || !Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  return {
    id: place.id,
    type: place.types[0] ?? place.type,
    title: place.title,
    location: place.city,
    url: place.url,
    image: place.image,
    latitude,
    longitude,
  };
}

/**
 * The groups as the map draws them: each stop numbered by its place in its group (1, 2, 3 … again in each group, so a
 * pin's number is its row's number beside the map, a stop with no position keeping its number unused), and each
 * group's line (the road line when given, else straight between its located stops).
 */
export function tripMapRoutes(groups: readonly TripMapGroup[]): MapRoute[] {
  const named = groups.length > 1;
  return groups.map((group) => {
    const stops = group.stops.flatMap((place, i): MapRouteStop[] => {
      const point = tripPlacePoint(place);
      if (!point) return [];
      const name = `${i + 1}. ${place.title}`;
      return [{ key: tripStopKey(place), number: i + 1, name: named ? `${name} (${group.label})` : name, point }];
    });
    const drawn =
      group.joined === false
        ? null
        : routeLine(
            stops.map((stop) => stop.point),
            group.line,
          );
    return {
      key: group.key,
      colour: group.colour,
      stops,
      line: drawn ? drawn.line : null,
      straight: drawn ? drawn.straight : true,
    };
  });
}
