/** The parts of a day that order the days: by position, then by id so that equal positions still sort the same. */
export interface DayOrder {
  id: string;
  position: number;
}

/** The parts of a stop that place it: its day (null, or a deleted day: not in a day) and its position there. */
export interface StopPlacement {
  placeId: number;
  placeType: string;
  dayId: string | null;
  position: number;
}

/** The parts of a trip's place that name it. */
export interface PlaceRef {
  id: number;
  type: string;
}

export interface DayGroup<D, P> {
  day: D;
  places: P[];
}

export interface StopGroups<D, P> {
  days: DayGroup<D, P>[];
  unplanned: P[];
}

/** A stop's key, 'type:id', the same as the trip screen's place keys. */
export const stopKey = (type: string, id: number): string => `${type}:${id}`;

const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** The days in their order: by position, then by id. */
export function orderDays<D extends DayOrder>(days: readonly D[]): D[] {
  return [...days].sort((a, b) => a.position - b.position || compareText(a.id, b.id));
}

/**
 * A trip's places in their days, each day's in its order (position, then key), and the places in no day: those whose
 * day is unset or no longer there (by position, then key), then those without a stop yet, in the trip's order. A trip
 * without days has everything in that one list.
 */
export function groupStops<D extends DayOrder, P extends PlaceRef>(
  days: readonly D[],
  stops: readonly StopPlacement[],
  places: readonly P[],
): StopGroups<D, P> {
  const ordered = orderDays(days);
  const dayIds = new Set(ordered.map((day) => day.id));
  const stopOf = new Map(stops.map((stop) => [stopKey(stop.placeType, stop.placeId), stop]));
  const placed = new Map<string | null, { place: P; key: string; position: number }[]>();
  const unstopped: P[] = [];
  for (const place of places) {
    const key = stopKey(place.type, place.id);
    const stop = stopOf.get(key);
    if (!stop) {
      unstopped.push(place);
      continue;
    }
    const dayId = stop.dayId !== null && dayIds.has(stop.dayId) ? stop.dayId : null;
    const list = placed.get(dayId) ?? [];
    list.push({ place, key, position: stop.position });
    placed.set(dayId, list);
  }
  const inOrder = (dayId: string | null): P[] =>
    (placed.get(dayId) ?? [])
      .sort((a, b) => a.position - b.position || compareText(a.key, b.key))
      .map((entry) => entry.place);
  return {
    days: ordered.map((day) => ({ day, places: inOrder(day.id) })),
    unplanned: [...inOrder(null), ...unstopped],
  };
}
