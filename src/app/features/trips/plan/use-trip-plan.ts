import type { TripPlace } from '../../../../shared/api/calls/trips.ts';
import { useMemo } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import type { RoutedLocale } from '../../../../shared/constants/locales.ts';
import { DEFAULT_DAY_START } from '../../../../shared/constants/trip-plan.ts';
import { formatDayMonth } from '../../../../shared/domain/dates.ts';
import { shortWeekday } from '../../../ui/open-status-text.ts';
import type { TFunction } from '../../../i18n/texts-store.ts';
import type { Leg } from '../../../../shared/domain/trip-plan/legs.ts';
import { openTimeFor, scheduleDay } from '../../../../shared/domain/trip-plan/day-schedule.ts';
import { tripChanges } from '../../../lib/trips.ts';
import type { TripWithPlaces } from '../../../lib/trip-overlay.ts';
import { positionsInOrder } from './stop-positions.ts';
import { useDayRoutes } from './use-day-route.ts';
import type { TripMapGroup } from './trip-map.tsx';
import { locatedPoints, planColumns, planDays, UNPLANNED, type PlanDay, type StopTiming } from './trip-plan-view.ts';
import './plan-texts.ts';

/** The routing service's legs laid on a day's places: leg k joins located place k and k+1; the rest keep no leg. */
function legsOnPlaces(places: readonly TripPlace[], legs: readonly Leg[]): (Leg | null)[] {
  let located = 0;
  return places.map((place) => {
    if (place.latitude === null || place.longitude === null) return null;
    located += 1;
    return located > 1 ? (legs[located - 2] ?? null) : null;
  });
}

/** A day as a traveller names it in a plan: "čt 11. 12.". */
const shortDay = (date: string, locale: RoutedLocale, t: TFunction): string =>
  `${shortWeekday(date, t)} ${formatDayMonth(date, locale)}`;

/** A day's timetable (when it has its date or start time) as the rows show it; `days` all the trip's days. */
function timingsOf(day: PlanDay, days: readonly PlanDay[], locale: RoutedLocale, t: TFunction): (StopTiming | null)[] {
  if (!day.day) return day.stops.map(() => null);
  const schedule = scheduleDay({
    date: day.day.date,
    startTime: day.day.startTime,
    legs: day.stops.map((stop) => stop.leg),
    stops: day.stops.map((stop) => ({
      key: stop.key,
      latitude: stop.place.latitude,
      longitude: stop.place.longitude,
      openingHours: stop.place.openingHours ?? null,
      notBefore: stop.notBefore,
      type: stop.place.type,
      dateFrom: stop.place.dateFrom,
      dateTo: stop.place.dateTo,
    })),
  });
  const dayOn = (date: string) => days.find((other) => other.day !== null && other.day.date === date);
  return schedule.stops.map((stop) => {
    const next = stop.nextOpening;
    const openDay = next && next.date !== schedule.date ? dayOn(next.date) : undefined;
    return {
      arrival: stop.arrival,
      open: stop.open,
      eventOn: stop.eventOn,
      openAt: openTimeFor(stop, schedule.date),
      nextOpening: next
        ? { time: next.time, label: shortDay(next.date, locale, t), sameDay: next.date === schedule.date }
        : null,
      openOn: openDay?.day && next ? { dayId: openDay.day.id, number: openDay.number, time: next.time } : null,
    };
  });
}

/**
 * The trip as its planner shows it: the days with their stops, legs (the routing service's when online, else the
 * estimate) and timetables, the map's groups, and adding a day. The first day takes the trip's stops in their order,
 * the first half of them, and the second the rest: "split into days".
 */
export function useTripPlan(view: TripWithPlaces | null, locale: RoutedLocale) {
  const { t } = useTranslation();
  const columns = useMemo(() => (view ? planColumns(view) : []), [view]);
  const routes = useDayRoutes(useMemo(() => columns.map((column) => locatedPoints(column.places)), [columns]));
  const days = useMemo(() => {
    if (!view) return [];
    const roadLegs: Record<string, (Leg | null)[]> = {};
    columns.forEach((column, index) => {
      const route = routes[index];
      if (route?.source === 'road') roadLegs[column.columnId] = legsOnPlaces(column.places, route.legs);
    });
    const planned = planDays(view, roadLegs);
    return planned.map((day) => {
      const timings = timingsOf(day, planned, locale, t);
      return { ...day, stops: day.stops.map((stop, index) => ({ ...stop, timing: timings[index] ?? null })) };
    });
  }, [view, columns, routes, locale, t]);
  const hasDays = days.some((day) => day.day !== null);
  const mapGroups = useMemo<TripMapGroup[]>(
    () =>
      days
        .filter((day) => day.stops.length > 0)
        .map((day) => {
          const route = routes[columns.findIndex((column) => column.columnId === day.columnId)];
          return {
            key: day.columnId,
            label: day.day ? t('plan.day', { number: day.number }) : t('plan.unplanned'),
            colour: day.colour,
            stops: day.stops.map((stop) => stop.place),
            line: route?.source === 'road' ? route.line : null,
            joined: day.day !== null || !hasDays,
          };
        }),
    [days, hasDays, t, routes, columns],
  );

  const addDay = async (tripId: string) => {
    if (!view) return;
    const last = [...view.days].sort((a, b) => a.position - b.position).at(-1);
    const nextDate = (date: string | null) =>
      date ? new Date(Date.parse(`${date}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10) : null;
    const newDay = (position: number, date: string | null) => ({
      id: crypto.randomUUID(),
      position,
      date,
      startTime: DEFAULT_DAY_START,
    });
    if (last) {
      await tripChanges.saveDay(tripId, newDay(last.position + 1, nextDate(last.date)));
      return;
    }
    const first = newDay(0, null);
    const second = newDay(1, null);
    await tripChanges.saveDay(tripId, first);
    await tripChanges.saveDay(tripId, second);
    const stops = days.find((day) => day.columnId === UNPLANNED)?.stops ?? [];
    const half = Math.ceil(stops.length / 2);
    if (stops.length > 0)
      await tripChanges.placeStops(tripId, [
        ...positionsInOrder(stops.slice(0, half)).map(({ item, position }) => ({
          placeId: item.place.id,
          placeType: item.place.type,
          dayId: first.id,
          position,
        })),
        ...positionsInOrder(stops.slice(half)).map(({ item, position }) => ({
          placeId: item.place.id,
          placeType: item.place.type,
          dayId: second.id,
          position,
        })),
      ]);
  };

  return { days, mapGroups, addDay };
}
