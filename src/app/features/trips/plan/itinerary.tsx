import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import type { TripDay, TripStop } from '../../../../shared/api/calls/trip-plan.ts';
import type { RoutedLocale } from '../../../../shared/constants/locales.ts';
import { orderStops } from '../../../../shared/domain/trip-route.ts';
import { estimateLeg } from '../../../../shared/domain/trip-plan/legs.ts';
import type { LatLng } from '../../../../shared/domain/trip-route.ts';
import { tripChanges, type StopPlacement } from '../../../lib/trips.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import type { BoardColumns } from './board-columns.ts';
import { DayHeader, type Optimised } from './day-header.tsx';
import { ItineraryBoard, type BoardTexts } from './itinerary-board.tsx';
import { StopDetails } from './stop-details.tsx';
import { positionAt, positionsInOrder } from './stop-positions.ts';
import { StopRow, type DayChoice } from './stop-row.tsx';
import { RouteStartPicker, type RouteStart } from './route-start-picker.tsx';
import { UNPLANNED, type PlanDay, type PlanStop } from './trip-plan-view.ts';
import './itinerary.css';
import './plan-texts.ts';

type Confirm = { kind: 'stop'; stop: PlanStop } | { kind: 'day'; plan: PlanDay } | null;

const dayIdOf = (columnId: string): string | null => (columnId === UNPLANNED ? null : columnId);
type Located = PlanStop & LatLng;
const locatedOf = (stop: PlanStop): Located | null =>
  stop.place.latitude !== null && stop.place.longitude !== null
    ? { ...stop, latitude: stop.place.latitude, longitude: stop.place.longitude }
    : null;
/** A day's estimated drive in km from its start through its located stops in order. */
function kmOf(start: LatLng | null, stops: readonly PlanStop[]): number {
  const points = [...(start ? [start] : []), ...stops.flatMap((stop) => locatedOf(stop) ?? [])];
  return points.slice(1).reduce((km, point, index) => km + estimateLeg(points[index] as LatLng, point).distanceKm, 0);
}

/**
 * The trip's itinerary: its days (or one list for a trip without days), each stop with its drive from the previous one,
 * its arrival and opening hours, its note and log; the owner drags stops within and between days, optimises a day
 * (with an undo) and edits the days.
 */
export function Itinerary({
  tripId,
  plan,
  stops,
  canEdit,
  hovered,
  onHover,
  locale,
}: {
  tripId: string;
  plan: readonly PlanDay[];
  stops: readonly TripStop[];
  canEdit: boolean;
  hovered: string | null;
  onHover: (key: string | null) => void;
  locale: RoutedLocale;
}) {
  const { t } = useTranslation();
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [optimised, setOptimised] = useState<{ columnId: string; result: Optimised } | null>(null);
  const [starts, setStarts] = useState<Readonly<Record<string, RouteStart>>>({});
  const hasDays = plan.some((day) => day.day !== null);
  const columns = useMemo<BoardColumns>(
    () => Object.fromEntries(plan.map((day) => [day.columnId, day.stops.map((stop) => stop.key)])),
    [plan],
  );
  const stopByKey = useMemo(() => new Map(plan.flatMap((day) => day.stops.map((stop) => [stop.key, stop]))), [plan]);
  const tripStopOf = useMemo(() => new Map(stops.map((stop) => [`${stop.placeType}:${stop.placeId}`, stop])), [stops]);
  const dayChoices: DayChoice[] = plan
    .filter((day) => day.day !== null)
    .map((day) => ({ id: day.columnId, label: t('plan.day', { number: day.number }) }));
  const columnTitle = (columnId: string | null) => {
    const day = plan.find((candidate) => candidate.columnId === columnId);
    return !day ? '' : day.day ? t('plan.day', { number: day.number }) : t('plan.unplanned');
  };
  const titleOf = (key: string) => stopByKey.get(key)?.place.title ?? key;
  const texts: BoardTexts = {
    instructions: t('plan.dragInstructions'),
    role: t('plan.dragRole'),
    picked: (key) => t('plan.dragPicked', { title: titleOf(key) }),
    over: (key, column) => t('plan.dragOver', { title: titleOf(key), day: columnTitle(column) }),
    dropped: (key, column) => t('plan.dragDropped', { title: titleOf(key), day: columnTitle(column) }),
    cancelled: (key) => t('plan.dragCancelled', { title: titleOf(key) }),
  };

  const place = (key: string, columnId: string, position: number): StopPlacement | null => {
    const stop = stopByKey.get(key);
    return stop ? { placeId: stop.place.id, placeType: stop.place.type, dayId: dayIdOf(columnId), position } : null;
  };
  const move = (key: string, columnId: string, index: number, neighbours: readonly string[]) => {
    const placement = place(
      key,
      columnId,
      positionAt(
        neighbours.map((other) => tripStopOf.get(other)?.position ?? 0),
        index,
      ),
    );
    if (!placement) return;
    setOptimised(null);
    void tripChanges.placeStops(tripId, [placement]);
  };
  const moveToDay = (stop: PlanStop, dayId: string | null) => {
    const columnId = dayId ?? UNPLANNED;
    const target = plan.find((day) => day.columnId === columnId);
    const keys = (target?.stops ?? []).map((other) => other.key).filter((other) => other !== stop.key);
    move(stop.key, columnId, keys.length, keys);
  };
  const placeInOrder = (columnId: string, ordered: readonly PlanStop[]) =>
    tripChanges.placeStops(
      tripId,
      positionsInOrder(ordered).flatMap(({ item, position }) => place(item.key, columnId, position) ?? []),
    );
  const optimise = (day: PlanDay) => {
    const before = day.stops;
    const start = starts[day.columnId];
    const origin = start?.kind === 'point' ? { latitude: start.latitude, longitude: start.longitude } : null;
    const located = before.flatMap((stop) => locatedOf(stop) ?? []);
    const unlocated = before.filter((stop) => !locatedOf(stop));
    let after: PlanStop[];
    if (origin) {
      // The start is a point of its own: it leads the route and is then left out of the stops.
      const route = orderStops<LatLng & { stop: Located | null }>([
        { ...origin, stop: null },
        ...located.map((stop) => ({ latitude: stop.latitude, longitude: stop.longitude, stop })),
      ]);
      after = [...route.ordered.flatMap((point) => (point.stop ? [point.stop] : [])), ...unlocated];
    } else {
      const first = start?.kind === 'stop' ? located.findIndex((stop) => stop.key === start.key) : 0;
      after = [...orderStops(located, Math.max(0, first)).ordered, ...unlocated];
    }
    void placeInOrder(day.columnId, after);
    setOptimised({
      columnId: day.columnId,
      result: {
        before: kmOf(origin, before),
        after: kmOf(origin, after),
        undo: () => {
          setOptimised(null);
          void placeInOrder(day.columnId, before);
        },
      },
    });
  };
  const saveDay = (day: TripDay) => void tripChanges.saveDay(tripId, day);

  const renderColumn = (columnId: string, list: ReactNode) => {
    const day = plan.find((candidate) => candidate.columnId === columnId);
    if (!day) return null;
    const hidden = hasDays && day.day === null && day.stops.length === 0 && !canEdit;
    if (hidden) return null;
    return (
      <section
        className={`itinerary__day${day.day === null && hasDays ? ' itinerary__day--unplanned' : ''}`}
        aria-labelledby={`day-${columnId}`}
        data-testid={day.day ? `day-${day.number}` : 'day-unplanned'}
      >
        {hasDays || day.stops.length > 1 ? (
          <DayHeader
            plan={day}
            title={hasDays ? undefined : t('plan.itinerary')}
            canEdit={canEdit}
            optimised={optimised?.columnId === columnId ? optimised.result : null}
            startPicker={
              <RouteStartPicker
                stops={day.stops}
                start={starts[columnId] ?? null}
                onStart={(start) => setStarts({ ...starts, [columnId]: start })}
                locale={locale}
              />
            }
            onChange={saveDay}
            onOptimise={() => optimise(day)}
            onDelete={() => setConfirm({ kind: 'day', plan: day })}
          />
        ) : null}
        {list}
        {day.stops.length === 0 && canEdit && hasDays && (
          <p className="itinerary__empty">{day.day ? t('plan.dayEmpty') : t('plan.unplannedEmpty')}</p>
        )}
      </section>
    );
  };
  const renderStop = (
    key: string,
    _index: number,
    columnId: string,
    handle: Parameters<typeof StopRow>[0]['handle'],
  ) => {
    const stop = stopByKey.get(key);
    const day = plan.find((candidate) => candidate.columnId === columnId);
    if (!stop || !day) return null;
    return (
      <StopRow
        stop={stop}
        colour={day.colour}
        canEdit={canEdit}
        handle={handle}
        hovered={hovered === key}
        onHover={onHover}
        days={dayChoices}
        dayId={dayIdOf(columnId)}
        onMoveToDay={(dayId) => moveToDay(stop, dayId)}
        onMoveToOpenDay={(dayId, time) => {
          moveToDay(stop, dayId);
          void tripChanges.updateStop(
            tripId,
            { placeId: stop.place.id, placeType: stop.place.type },
            { notBefore: time },
          );
        }}
        onRemove={() => setConfirm({ kind: 'stop', stop })}
        onNotBefore={(time) =>
          void tripChanges.updateStop(
            tripId,
            { placeId: stop.place.id, placeType: stop.place.type },
            { notBefore: time },
          )
        }
        details={
          <StopDetails
            tripId={tripId}
            place={stop.place}
            stop={tripStopOf.get(key)}
            logs={stop.logs}
            canEdit={canEdit}
            locale={locale}
          />
        }
      />
    );
  };

  return (
    <div className="itinerary">
      <ItineraryBoard
        columns={columns}
        renderColumn={renderColumn}
        renderStop={renderStop}
        renderPreview={(key) => <div className="itinerary__preview">{titleOf(key)}</div>}
        onMove={move}
        texts={texts}
        disabled={!canEdit}
      />
      {confirm?.kind === 'stop' && (
        <ConfirmDialog
          title={t('plan.removeTitle')}
          text={t('plan.removeText', { title: confirm.stop.place.title })}
          confirm={t('plan.removeConfirm')}
          cancel={t('plan.cancel')}
          onConfirm={() => void tripChanges.removePlace(tripId, confirm.stop.place)}
          onClose={() => setConfirm(null)}
        />
      )}
      {confirm?.kind === 'day' && confirm.plan.day && (
        <ConfirmDialog
          title={t('plan.deleteDayTitle', { day: t('plan.day', { number: confirm.plan.number }) })}
          text={t('plan.deleteDayText')}
          confirm={t('plan.deleteDayConfirm')}
          cancel={t('plan.cancel')}
          onConfirm={() => confirm.plan.day && void tripChanges.deleteDay(tripId, confirm.plan.day.id)}
          onClose={() => setConfirm(null)}
        />
      )}
    </div>
  );
}
