import type { PlaceRef } from '../../shared/api/calls/account.ts';
import type { TripDay, TripLogEntry, TripPlanClocks, TripStop } from '../../shared/api/calls/trip-plan.ts';
import type { PlaceType } from '../../shared/constants/places.ts';
import type { TripLogKind } from '../../shared/constants/trip-plan-limits.ts';

/** A trip's plan as the screen shows it: days by position, a stop per place in trip order, the log oldest first. */
export interface TripPlan {
  days: TripDay[];
  stops: TripStop[];
  logs: TripLogEntry[];
}

const NEVER = Number.NEGATIVE_INFINITY;
/** A day or record the read holds without its time (a read kept from an older version): there, and older than any change. */
const LONG_AGO = -Number.MAX_VALUE;
/** A client time as the server compares it; a change without one is newer than anything (the server stamps it now). */
const timeOf = (value: unknown): number => {
  const time = typeof value === 'string' ? Date.parse(value) : Number.NaN;
  return Number.isNaN(time) ? Number.POSITIVE_INFINITY : time;
};
const clock = (value: string | null | undefined): number => (value ? Date.parse(value) : NEVER);
export const stopKey = (ref: PlaceRef): string => `${ref.placeType}:${ref.placeId}`;

type DayState = { day: TripDay; savedAt: number; removedAt: number };
type StopState = { stop: TripStop; placedAt: number; noteAt: number; notBeforeAt: number };
type LogState = { entry: TripLogEntry | null; updatedAt: number; deleted: boolean };

/**
 * The plan with the merge times behind it: the server's last-writer-wins rules (trip-plan.repo.ts) run here too, so
 * unsent changes laid over a read show what the server will hold once they arrive, whatever another device sent first.
 */
export interface PlanState {
  days: Map<string, DayState>;
  stops: Map<string, StopState>;
  logs: Map<string, LogState>;
}

/** The state behind a read; a read without clocks (kept from an older version) lets every unsent change win. */
export function planState(plan: TripPlan, clocks?: TripPlanClocks): PlanState {
  const days = new Map<string, DayState>();
  for (const [id, times] of Object.entries(clocks?.days ?? {}))
    days.set(id, {
      day: { id, position: 0, date: null, startTime: null },
      savedAt: clock(times.savedAt),
      removedAt: clock(times.removedAt),
    });
  for (const day of plan.days) {
    const times = clocks?.days[day.id];
    days.set(day.id, { day, savedAt: times ? clock(times.savedAt) : LONG_AGO, removedAt: clock(times?.removedAt) });
  }
  const stops = new Map<string, StopState>();
  for (const stop of plan.stops) {
    const times = clocks?.stops[stopKey(stop)];
    stops.set(stopKey(stop), {
      stop,
      placedAt: clock(times?.placedAt),
      noteAt: clock(times?.noteAt),
      notBeforeAt: clock(times?.notBeforeAt),
    });
  }
  const logs = new Map<string, LogState>();
  for (const [id, times] of Object.entries(clocks?.logs ?? {}))
    logs.set(id, { entry: null, updatedAt: clock(times.updatedAt), deleted: times.deleted });
  for (const entry of plan.logs) {
    const times = clocks?.logs[entry.id];
    logs.set(entry.id, { entry, updatedAt: clock(times?.updatedAt), deleted: false });
  }
  return { days, stops, logs };
}

const emptyStop = (ref: PlaceRef): TripStop => ({
  placeId: ref.placeId,
  placeType: ref.placeType,
  dayId: null,
  position: 0,
  note: '',
  notBefore: null,
});
const stopState = (state: PlanState, ref: PlaceRef): StopState =>
  state.stops.get(stopKey(ref)) ?? { stop: emptyStop(ref), placedAt: NEVER, noteAt: NEVER, notBeforeAt: NEVER };

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const textOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const numberOrNull = (value: unknown): number | null => (typeof value === 'number' ? value : null);

/**
 * Lays one unsent plan change over the state (in place), as the server merges it: each record or field keeps its
 * newest write; a tie goes to the change laid over last, as on the server the write that arrives last. False when the
 * path is not a plan change.
 */
export function applyPlanChange(state: PlanState, path: string, payload: Record<string, unknown>): boolean {
  const at = timeOf(payload.changedAt);
  switch (path) {
    case '/api/trip/day/save': {
      const id = text(payload.dayId);
      const current = state.days.get(id) ?? {
        day: { id, position: 0, date: null, startTime: null },
        savedAt: NEVER,
        removedAt: NEVER,
      };
      if (at < current.savedAt) return true;
      state.days.set(id, {
        day: {
          id,
          position: numberOrNull(payload.position) ?? 0,
          date: textOrNull(payload.date),
          startTime: textOrNull(payload.startTime),
        },
        savedAt: at,
        removedAt: current.removedAt,
      });
      return true;
    }
    case '/api/trip/day/delete': {
      const id = text(payload.dayId);
      const current = state.days.get(id) ?? {
        day: { id, position: 0, date: null, startTime: null },
        savedAt: NEVER,
        removedAt: NEVER,
      };
      state.days.set(id, { ...current, removedAt: Math.max(current.removedAt, at) });
      return true;
    }
    case '/api/trip/stops/place': {
      const placements = Array.isArray(payload.stops) ? (payload.stops as Record<string, unknown>[]) : [];
      for (const placement of placements) {
        const ref = { placeId: Number(placement.placeId), placeType: placement.placeType as PlaceType };
        const current = stopState(state, ref);
        if (at < current.placedAt) continue;
        state.stops.set(stopKey(ref), {
          ...current,
          stop: { ...current.stop, dayId: textOrNull(placement.dayId), position: Number(placement.position) },
          placedAt: at,
        });
      }
      return true;
    }
    case '/api/trip/stop/update': {
      const ref = { placeId: Number(payload.placeId), placeType: payload.placeType as PlaceType };
      const next = { ...stopState(state, ref) };
      if (typeof payload.note === 'string' && at >= next.noteAt) {
        next.stop = { ...next.stop, note: payload.note };
        next.noteAt = at;
      }
      if (payload.notBefore !== undefined && at >= next.notBeforeAt) {
        next.stop = { ...next.stop, notBefore: textOrNull(payload.notBefore) };
        next.notBeforeAt = at;
      }
      state.stops.set(stopKey(ref), next);
      return true;
    }
    case '/api/trip/log/save': {
      const id = text(payload.id);
      const current = state.logs.get(id);
      if (current?.deleted) return true;
      const createdAt =
        current?.entry && Date.parse(current.entry.createdAt) <= at
          ? current.entry.createdAt
          : Number.isFinite(at)
            ? new Date(at).toISOString()
            : new Date().toISOString();
      const newer = !current || at >= current.updatedAt;
      const entry: TripLogEntry | null =
        newer || !current.entry
          ? {
              id,
              placeId: Number(payload.placeId),
              placeType: payload.placeType as PlaceType,
              kind: payload.kind as TripLogKind,
              wineId: numberOrNull(payload.wineId),
              wineName: text(payload.wineName).trim(),
              price: numberOrNull(payload.price),
              rating: numberOrNull(payload.rating),
              createdAt,
            }
          : { ...current.entry, createdAt };
      state.logs.set(id, { entry, updatedAt: Math.max(current?.updatedAt ?? NEVER, at), deleted: false });
      return true;
    }
    case '/api/trip/log/delete': {
      const id = text(payload.id);
      const current = state.logs.get(id);
      state.logs.set(id, { entry: null, updatedAt: Math.max(current?.updatedAt ?? NEVER, at), deleted: true });
      return true;
    }
    default:
      return false;
  }
}

/** A place (re)added to the trip: a stop at the end of the unplanned ones, unless a newer placement names its place. */
export function addStops(state: PlanState, refs: readonly PlaceRef[], at: number): void {
  let end = Math.max(-1, ...[...state.stops.values()].map(({ stop }) => stop.position));
  for (const ref of refs) {
    const current = stopState(state, ref);
    if (state.stops.has(stopKey(ref)) && current.placedAt > at) continue;
    end += 1;
    state.stops.set(stopKey(ref), {
      ...current,
      stop: { ...current.stop, dayId: null, position: end },
      placedAt: state.stops.has(stopKey(ref)) ? Math.max(current.placedAt, at) : current.placedAt,
    });
  }
}

/** The trip's order (a saved order, "Seřadit") as the stops' positions. */
export function orderStops(state: PlanState, order: readonly PlaceRef[]): void {
  order.forEach((ref, index) => {
    const current = state.stops.get(stopKey(ref));
    if (current) state.stops.set(stopKey(ref), { ...current, stop: { ...current.stop, position: index } });
  });
}

const byPosition = (a: { position: number; id: string }, b: { position: number; id: string }) =>
  a.position - b.position || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** What the screen shows: the days that are there, a stop for each place of the trip (by placeType, placeId), the live log. */
export function planView(state: PlanState, places: readonly PlaceRef[]): TripPlan {
  const days = [...state.days.values()]
    .filter(({ savedAt, removedAt }) => savedAt > removedAt)
    .map(({ day }) => day)
    .sort(byPosition);
  // A place without a stop (a read kept from before the planner) is unplanned, in the trip's order.
  const stops = places
    .map((ref, index) => state.stops.get(stopKey(ref))?.stop ?? { ...emptyStop(ref), position: index })
    .sort((a, b) => a.placeType.localeCompare(b.placeType) || a.placeId - b.placeId);
  const logs = [...state.logs.values()]
    .flatMap(({ entry, deleted }) => (entry && !deleted ? [entry] : []))
    .sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return { days, stops, logs };
}
