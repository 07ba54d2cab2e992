import type { TripPlace } from '../../../shared/api/calls/trips.ts';

export const placeKey = (place: TripPlace) => `${place.type}:${place.id}`;

/**
 * The places ticked in a picker, with their data: a tick outlives a change of filters or search text (the button
 * counts it), so what is added must come from here, not from the places shown at the moment.
 */
export type PlaceSelection = ReadonlyMap<string, TripPlace>;

export const noSelection: PlaceSelection = new Map();

export function toggleSelected(selection: PlaceSelection, place: TripPlace): PlaceSelection {
  const next = new Map(selection);
  if (next.has(placeKey(place))) next.delete(placeKey(place));
  else next.set(placeKey(place), place);
  return next;
}

/** Mark-all ticks the places shown, keeping ticks made under other filters. */
export function selectAll(selection: PlaceSelection, places: readonly TripPlace[]): PlaceSelection {
  const next = new Map(selection);
  for (const place of places) next.set(placeKey(place), place);
  return next;
}

/** Un-marking all clears the places shown only. */
export function unselectAll(selection: PlaceSelection, places: readonly TripPlace[]): PlaceSelection {
  const next = new Map(selection);
  for (const place of places) next.delete(placeKey(place));
  return next;
}

export const allSelected = (selection: PlaceSelection, places: readonly TripPlace[]) =>
  places.length > 0 && places.every((place) => selection.has(placeKey(place)));

/** Every ticked place, in the order ticked, but none the trip already holds. */
export const placesToAdd = (selection: PlaceSelection, inTrip: ReadonlySet<string>): TripPlace[] =>
  [...selection.values()].filter((place) => !inTrip.has(placeKey(place)));
