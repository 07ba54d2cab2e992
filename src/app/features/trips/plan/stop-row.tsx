import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import type { TripPlace } from '../../../../shared/api/calls/trips.ts';
import type { Leg } from '../../../../shared/domain/trip-plan/legs.ts';
import { SafeLink } from '../../../ui/safe-link.tsx';
import { formatDriveTime, formatKm } from './drive-time.ts';
import type { DragHandle } from './itinerary-board.tsx';
import type { PlanStop } from './trip-plan-view.ts';
import '../../../ui/place-type-texts.ts';
import './plan-texts.ts';

export interface DayChoice {
  id: string;
  label: string;
}

/** The drive from the previous stop, between two rows: "↓ 12 km · 15 min · odhad". */
export function LegLine({ leg }: { leg: Leg }) {
  const { t } = useTranslation();
  return (
    <p className="itinerary__leg" data-testid="trip-leg">
      <span aria-hidden="true">↓ </span>
      {t('plan.leg', { km: formatKm(leg.distanceKm), time: formatDriveTime(leg.minutes) })}
      {leg.estimated && <span className="itinerary__estimate"> · {t('plan.estimate')}</span>}
    </p>
  );
}

/** When the stop is reached and whether it is open then, with the one tap that moves it to a time it is open. */
function StopTiming({
  stop,
  canEdit,
  onNotBefore,
  onMoveToOpenDay,
}: Pick<StopRowProps, 'stop' | 'canEdit' | 'onNotBefore' | 'onMoveToOpenDay'>) {
  const { t } = useTranslation();
  const timing = stop.timing;
  if (!timing) return null;
  const closed = timing.open === 'closed';
  return (
    <p className={`itinerary__timing${closed ? ' is-closed' : ''}`} data-testid="stop-timing">
      <span>{t('plan.arrival', { time: timing.arrival })}</span>
      {timing.open === 'open' && <span className="itinerary__open"> · {t('plan.openAtArrival')}</span>}
      {closed && (
        <span className="itinerary__closed" role="note">
          {' · '}
          {t('plan.closedAtArrival')}
          {timing.nextOpening
            ? ` · ${
                timing.nextOpening.sameDay
                  ? t('plan.opensToday', { time: timing.nextOpening.time })
                  : t('plan.opensAt', { date: timing.nextOpening.label, time: timing.nextOpening.time })
              }`
            : ''}
        </span>
      )}
      {timing.eventOn !== null && (
        <span className={timing.eventOn ? 'itinerary__open' : 'itinerary__closed'}>
          {' · '}
          {timing.eventOn ? t('plan.eventOn') : t('plan.eventOff')}
        </span>
      )}
      {stop.notBefore && <span> · {t('plan.waitUntil', { time: stop.notBefore })}</span>}
      {canEdit && timing.openAt && (
        <button type="button" className="chip-button" onClick={() => onNotBefore(timing.openAt)}>
          {t('plan.moveToOpen', { time: timing.openAt })}
        </button>
      )}
      {canEdit && !timing.openAt && timing.openOn && (
        <button
          type="button"
          className="chip-button"
          onClick={() => timing.openOn && onMoveToOpenDay(timing.openOn.dayId, timing.openOn.time)}
        >
          {t('plan.moveToOpenDay', {
            day: t('plan.day', { number: timing.openOn.number }),
            time: timing.openOn.time,
          })}
        </button>
      )}
      {canEdit && stop.notBefore && !timing.openAt && (
        <button type="button" className="chip-button" onClick={() => onNotBefore(null)}>
          {t('plan.clearWait')}
        </button>
      )}
    </p>
  );
}

interface StopRowProps {
  stop: PlanStop;
  colour: string;
  canEdit: boolean;
  handle: DragHandle;
  hovered: boolean;
  onHover: (key: string | null) => void;
  days: readonly DayChoice[];
  dayId: string | null;
  onMoveToDay: (dayId: string | null) => void;
  onRemove: () => void;
  onNotBefore: (time: string | null) => void;
  /** Moves the stop to the end of another day and waits there until it opens. */
  onMoveToOpenDay: (dayId: string, time: string) => void;
  /** The note and the tasting log under the row. */
  details?: ReactNode;
}

const typeOf = (place: TripPlace) => place.types[0] ?? place.type;

/** One stop of the itinerary: its number in the day, the place, when it is reached and the owner's controls. */
export function StopRow({
  stop,
  colour,
  canEdit,
  handle,
  hovered,
  onHover,
  days,
  dayId,
  onMoveToDay,
  onRemove,
  onNotBefore,
  onMoveToOpenDay,
  details,
}: StopRowProps) {
  const { t } = useTranslation();
  const { place } = stop;
  return (
    <>
      {stop.leg && <LegLine leg={stop.leg} />}
      <article
        className={`itinerary__stop${hovered ? ' is-hovered' : ''}${handle.dragging ? ' is-dragging' : ''}`}
        data-stop={stop.key}
        onPointerEnter={(event) => event.pointerType === 'mouse' && onHover(stop.key)}
        onPointerLeave={() => onHover(null)}
        onFocus={() => onHover(stop.key)}
        onBlur={() => onHover(null)}
      >
        {canEdit && (
          <button
            type="button"
            className="itinerary__handle"
            aria-label={t('plan.dragHandle', { title: place.title })}
            {...handle.handleProps}
          >
            <span aria-hidden="true">⋮⋮</span>
          </button>
        )}
        <span
          className="itinerary__number"
          style={{ background: colour }}
          aria-label={t('plan.stopNumber', { number: stop.number })}
        >
          {stop.number}
        </span>
        {place.image ? (
          <img className="itinerary__thumb" src={place.image} alt="" width={56} height={56} loading="lazy" />
        ) : (
          <span className="itinerary__thumb itinerary__thumb--blank" aria-hidden="true" />
        )}
        <div className="itinerary__text">
          {place.url ? (
            <SafeLink className="itinerary__title" href={place.url}>
              {place.title}
            </SafeLink>
          ) : (
            <span className="itinerary__title">{place.title}</span>
          )}
          <small>
            {[t(`placeTypes.${typeOf(place)}`, { defaultValue: '' }), place.city, place.dateFrom?.slice(0, 10)]
              .filter(Boolean)
              .join(' · ')}
          </small>
          <StopTiming stop={stop} canEdit={canEdit} onNotBefore={onNotBefore} onMoveToOpenDay={onMoveToOpenDay} />
        </div>
        {canEdit && (
          <div className="itinerary__actions">
            {days.length > 0 && (
              <select
                className="itinerary__move"
                aria-label={t('plan.moveToLabel', { title: place.title })}
                value={dayId ?? ''}
                onChange={(event) => onMoveToDay(event.target.value === '' ? null : event.target.value)}
              >
                {days.map((day) => (
                  <option key={day.id} value={day.id}>
                    {day.label}
                  </option>
                ))}
                <option value="">{t('plan.unplanned')}</option>
              </select>
            )}
            <button
              type="button"
              className="icon-button icon-button--danger"
              onClick={onRemove}
              aria-label={`${t('trip.remove')}: ${place.title}`}
              title={t('trip.remove')}
            >
              <span aria-hidden="true">✕</span>
            </button>
          </div>
        )}
      </article>
      {details}
    </>
  );
}
