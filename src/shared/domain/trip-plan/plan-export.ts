import { groupStops, stopKey, type DayOrder, type PlaceRef, type StopPlacement } from './day-groups.ts';
import { scheduleDay } from './day-schedule.ts';
import { stopNoteLines, type StopLogLine, type StopNoteTexts } from './stop-notes.ts';

/** A trip's place as the exports read it. */
export interface ExportPlace extends PlaceRef {
  latitude: number | null;
  longitude: number | null;
  dateFrom: string | null;
  dateTo: string | null;
  openingHours?: unknown;
}

export interface ExportDay extends DayOrder {
  date: string | null;
  startTime: string | null;
}

export interface ExportStop extends StopPlacement {
  note: string;
  notBefore: string | null;
}

export interface ExportLogEntry extends StopLogLine {
  placeId: number;
  placeType: string;
}

export interface ExportPlan {
  days: readonly ExportDay[];
  stops: readonly ExportStop[];
  logs: readonly ExportLogEntry[];
}

export interface ExportTexts extends StopNoteTexts {
  /** A day's route name, e.g. "Den 1 – 4. 7. 2026" (the date null when the day has none). */
  day: (number: number, date: string | null) => string;
  unplanned: string;
}

export interface PlanExport<P> {
  /** The places in the itinerary's order: the days', then the unplanned ones. */
  places: P[];
  /** One route per day in order, then the unplanned places; undefined for a trip without days (one route as before). */
  routes: { name: string; places: P[] }[] | undefined;
  /** The planned stops of the dated days at their scheduled times (ISO instants). */
  timed: { place: P; start: string; end: string }[];
  /** A place's note and tasted/bought list as lines. */
  notes: (place: P) => string[];
}

/** What the GPX and ICS exports need of a trip's days, stops and log, in the order and at the times the planner shows. */
export function planExport<P extends ExportPlace>(
  places: readonly P[],
  plan: ExportPlan,
  texts: ExportTexts,
): PlanExport<P> {
  const groups = groupStops(plan.days, plan.stops, places);
  const stopOf = new Map(plan.stops.map((stop) => [stopKey(stop.placeType, stop.placeId), stop]));
  const logsOf = new Map<string, ExportLogEntry[]>();
  for (const entry of plan.logs) {
    const key = stopKey(entry.placeType, entry.placeId);
    logsOf.set(key, [...(logsOf.get(key) ?? []), entry]);
  }
  const notes = (place: P): string[] => {
    const key = stopKey(place.type, place.id);
    return stopNoteLines(stopOf.get(key)?.note ?? '', logsOf.get(key) ?? [], texts);
  };
  const timed = groups.days.flatMap((group) => {
    if (group.day.date === null) return [];
    const schedule = scheduleDay({
      date: group.day.date,
      startTime: group.day.startTime,
      stops: group.places.map((place) => ({
        key: stopKey(place.type, place.id),
        latitude: place.latitude,
        longitude: place.longitude,
        openingHours: place.openingHours ?? null,
        notBefore: stopOf.get(stopKey(place.type, place.id))?.notBefore ?? null,
        type: place.type,
        dateFrom: place.dateFrom,
        dateTo: place.dateTo,
      })),
    });
    return group.places.flatMap((place, index) => {
      const stop = schedule.stops[index];
      return stop?.arrivalAt && stop.departureAt ? [{ place, start: stop.arrivalAt, end: stop.departureAt }] : [];
    });
  });
  const hasDays = groups.days.length > 0;
  const routes = hasDays
    ? [
        ...groups.days.map((group, index) => ({ name: texts.day(index + 1, group.day.date), places: group.places })),
        ...(groups.unplanned.length > 0 ? [{ name: texts.unplanned, places: groups.unplanned }] : []),
      ]
    : undefined;
  return { places: [...groups.days.flatMap((group) => group.places), ...groups.unplanned], routes, timed, notes };
}
