import { useRef, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import type { TripDay } from '../../../../shared/api/calls/trip-plan.ts';
import { formatDriveTime, formatKm } from './drive-time.ts';
import type { PlanDay } from './trip-plan-view.ts';
import './plan-texts.ts';

/** The outcome of "optimise this day" until it is undone or the day changes: km before → after. */
export interface Optimised {
  before: number;
  after: number;
  undo: () => void;
}

/** A day's head: its name, date and start time, the day's drive totals and the owner's day actions. */
export function DayHeader({
  plan,
  title: givenTitle,
  canEdit,
  optimised,
  startPicker,
  onChange,
  onOptimise,
  onDelete,
}: {
  plan: PlanDay;
  /** The heading of a trip without days (its one list). */
  title?: string | undefined;
  canEdit: boolean;
  optimised: Optimised | null;
  /** The route start's picker, beside "optimise" (the owner's). */
  startPicker?: ReactNode;
  onChange: (day: TripDay) => void;
  onOptimise: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const { day, totals } = plan;
  // Edits not yet shown back by the view: a second field changed at once (a date, then the time) keeps the first.
  const unseen = useRef<Partial<Pick<TripDay, 'date' | 'startTime'>>>({});
  if (day) {
    if (unseen.current.date !== undefined && unseen.current.date === day.date) delete unseen.current.date;
    if (unseen.current.startTime !== undefined && unseen.current.startTime === day.startTime)
      delete unseen.current.startTime;
  }
  const change = (fields: Partial<Pick<TripDay, 'date' | 'startTime'>>) => {
    if (!day) return;
    unseen.current = { ...unseen.current, ...fields };
    onChange({ ...day, ...unseen.current });
  };
  const title = givenTitle ?? (day ? t('plan.day', { number: plan.number }) : t('plan.unplanned'));
  const headingId = `day-${plan.columnId}`;
  const canOptimise = canEdit && plan.stops.filter((stop) => stop.place.latitude !== null).length > 2;
  return (
    <header className="itinerary__day-head">
      <div className="itinerary__day-title">
        <span className="itinerary__day-dot" style={{ background: plan.colour }} aria-hidden="true" />
        <h2 id={headingId}>{title}</h2>
        {totals.legs > 0 && (
          <span className="itinerary__totals" data-testid="day-totals">
            {t('plan.totals', { km: formatKm(totals.distanceKm), time: formatDriveTime(totals.minutes) })}
            {totals.estimated && ` · ${t('plan.estimate')}`}
          </span>
        )}
      </div>
      {day && canEdit && (
        <div className="itinerary__day-fields">
          <label>
            <span>{t('plan.date')}</span>
            <input
              type="date"
              value={unseen.current.date !== undefined ? (unseen.current.date ?? '') : (day.date ?? '')}
              onChange={(event) => change({ date: event.target.value || null })}
            />
          </label>
          <label>
            <span>{t('plan.startTime')}</span>
            <input
              type="time"
              value={unseen.current.startTime !== undefined ? (unseen.current.startTime ?? '') : (day.startTime ?? '')}
              onChange={(event) => change({ startTime: event.target.value || null })}
            />
          </label>
          <button
            type="button"
            className="icon-button icon-button--danger"
            onClick={onDelete}
            title={t('plan.deleteDay')}
            aria-label={`${t('plan.deleteDay')}: ${title}`}
          >
            <span aria-hidden="true">✕</span>
          </button>
        </div>
      )}
      {day && !canEdit && (day.date || day.startTime) && (
        <p className="itinerary__day-when">{[day.date, day.startTime].filter(Boolean).join(' · ')}</p>
      )}
      {(canOptimise || optimised) && (
        <div className="itinerary__day-tools">
          {canOptimise && startPicker}
          {canOptimise && (
            <button type="button" className="chip-button" onClick={onOptimise}>
              {t('plan.optimise')}
            </button>
          )}
          {optimised && (
            <span role="status" data-testid="optimised">
              {optimised.before.toFixed(1) === optimised.after.toFixed(1)
                ? t('plan.optimisedSame', { km: optimised.after.toFixed(1) })
                : t('plan.optimised', { before: optimised.before.toFixed(1), after: optimised.after.toFixed(1) })}{' '}
              <button type="button" className="chip-button" onClick={optimised.undo}>
                {t('plan.undo')}
              </button>
            </span>
          )}
        </div>
      )}
    </header>
  );
}
