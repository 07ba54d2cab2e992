import type { PlaceRef, Trip } from '../../shared/api/calls/account.ts';
import type { TripPlanClocks } from '../../shared/api/calls/trip-plan.ts';
import type { TripPlace } from '../../shared/api/calls/trips.ts';
import type { OutboxEntry } from '../offline/records.ts';
import {
  addStops,
  applyPlanChange,
  orderStops,
  planState,
  planView,
  type PlanState,
  type TripPlan,
} from './trip-plan-overlay.ts';

export type PendingTripChange = Pick<OutboxEntry, 'path' | 'payload' | 'view' | 'createdAt'>;
/** A trip as the screen shows it: its places, and its plan (days, a stop per place, the tasted/bought log). */
export interface TripWithPlaces extends TripPlan {
  trip: Trip;
  places: TripPlace[];
}
/** The server's read of a trip; `clocks` (the merge times) let unsent changes be laid over as the server merges them. */
export type TripRead = Pick<TripWithPlaces, 'trip' | 'places'> & Partial<TripPlan> & { clocks?: TripPlanClocks };

const sameRef = (a: PlaceRef, b: PlaceRef) => a.placeId === b.placeId && a.placeType === b.placeType;
const refOf = (place: TripPlace): PlaceRef => ({ placeId: place.id, placeType: place.type });

/** A place the screen knows only by its reference (picked elsewhere, no details kept): shown by a neutral title. */
const placeholder = (ref: PlaceRef): TripPlace => ({
  id: ref.placeId,
  slug: '',
  title: '…',
  types: [],
  type: ref.placeType,
  dateFrom: null,
  dateTo: null,
  city: null,
  image: null,
  url: '',
  latitude: null,
  longitude: null,
});

/**
 * The trip as the user left it: the server's copy with every unsent change laid over it, oldest first (DESIGN.md
 * outbox). A change the server already applied changes nothing when laid over again, so the overlay is safe while an
 * answer is on its way. Null when the trip was deleted (or never existed and is not being created).
 */
export function overlayTrip(base: TripRead | null, pending: readonly PendingTripChange[]): TripWithPlaces | null {
  let current: Pick<TripWithPlaces, 'trip' | 'places'> | null = base && { trip: base.trip, places: base.places };
  let plan: PlanState = planState(
    { days: base?.days ?? [], stops: base?.stops ?? [], logs: base?.logs ?? [] },
    base?.clocks,
  );
  for (const change of pending) {
    const payload = change.payload;
    if (change.path === '/api/trip/create') {
      if (current) continue;
      plan = planState({ days: [], stops: [], logs: [] });
      current = {
        trip: {
          id: String(payload.id),
          title: String(payload.title ?? ''),
          description: String(payload.description ?? ''),
          slug: '',
          image: null,
          userId: String(payload.userId),
          updatedAt: change.createdAt,
          tripPlaces: [],
        },
        places: [],
      };
      continue;
    }
    if (!current) continue;
    const { trip, places } = current;
    if (change.path === '/api/trip/delete') return null;
    if (applyPlanChange(plan, change.path, payload)) continue;
    if (change.path === '/api/trip/update') {
      current = {
        trip: {
          ...trip,
          title: String(payload.title ?? trip.title),
          description: String(payload.description ?? ''),
          updatedAt: change.createdAt,
        },
        places,
      };
    } else if (change.path === '/api/trip/add-places') {
      const refs = (payload.places as PlaceRef[] | undefined) ?? [];
      const shown = Array.isArray(change.view) ? (change.view as TripPlace[]) : [];
      const added = refs.filter((ref) => !trip.tripPlaces.some(({ place }) => sameRef(place, ref)));
      if (added.length === 0) continue;
      addStops(plan, added, Date.parse(String(payload.changedAt ?? change.createdAt)));
      current = {
        trip: {
          ...trip,
          tripPlaces: [...trip.tripPlaces, ...added.map((place) => ({ place }))],
          updatedAt: change.createdAt,
        },
        places: [
          ...places,
          ...added
            .filter((ref) => !places.some((place) => sameRef(refOf(place), ref)))
            .map((ref) => shown.find((place) => sameRef(refOf(place), ref)) ?? placeholder(ref)),
        ],
      };
    } else if (change.path === '/api/trip/delete-place') {
      const gone = (ref: PlaceRef) =>
        ref.placeId === payload.placeId && (payload.placeType === undefined || ref.placeType === payload.placeType);
      current = {
        trip: { ...trip, tripPlaces: trip.tripPlaces.filter(({ place }) => !gone(place)), updatedAt: change.createdAt },
        places: places.filter((place) => !gone(refOf(place))),
      };
    } else if (change.path === '/api/trip/reorder') {
      const order = (payload.places as PlaceRef[] | undefined) ?? [];
      const rank = (ref: PlaceRef) => {
        const index = order.findIndex((item) => sameRef(item, ref));
        return index === -1 ? order.length : index;
      };
      current = {
        trip: { ...trip, tripPlaces: [...trip.tripPlaces].sort((a, b) => rank(a.place) - rank(b.place)) },
        places: [...places].sort((a, b) => rank(refOf(a)) - rank(refOf(b))),
      };
      orderStops(
        plan,
        current.trip.tripPlaces.map(({ place }) => place),
      );
    }
  }
  return (
    current && {
      ...current,
      ...planView(
        plan,
        current.trip.tripPlaces.map(({ place }) => place),
      ),
    }
  );
}
