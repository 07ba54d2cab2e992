import { useMemo, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import type { RoutedLocale } from '../../../shared/constants/locales.ts';
import { formatDayMonth } from '../../../shared/domain/dates.ts';
import { dayTitle } from './day-title.ts';
import type { TFunction } from '../../i18n/texts-store.ts';
import { shortWeekday } from '../../ui/open-status-text.ts';
import { isNarrowScreen } from '../../lib/use-narrow-screen.ts';
import { useSliderEnds } from '../../ui/use-slider-ends.ts';
import { nextDayWithEvents, slidesPerStep } from './upcoming-days.ts';

const KEYS: Record<string, -1 | 1 | 'first' | 'last'> = { ArrowLeft: -1, ArrowRight: 1, Home: 'first', End: 'last' };

/** Each day's short weekday, day and month, and its full date for the title. */
function dayLabels(days: readonly string[], locale: RoutedLocale, t: TFunction) {
  return new Map(
    days.map((day) => [
      day,
      {
        weekday: shortWeekday(day, t),
        dayMonth: formatDayMonth(day, locale),
        title: dayTitle(day, locale),
      },
    ]),
  );
}

/**
 * The upcoming-events day picker: a slider of days, each with its number of events (days without any are
 * disabled). Tabs in a tablist: arrow keys, Home and End move between days with events; the arrows beside
 * the row scroll 3 days on a phone and 1 on a desktop (spec 01 §2). A day's name starts with what it shows
 * ("čt 26. 11. 3 akce"), so speech input finds it by its visible text (WCAG 2.5.3); the full date is its title.
 */
export function DayPicker({
  days,
  counts,
  chosen,
  onChoose,
  locale,
  panelId,
}: {
  days: readonly string[];
  counts: Readonly<Record<string, number>> | undefined;
  chosen: string;
  onChoose: (day: string) => void;
  locale: RoutedLocale;
  panelId: string;
}) {
  const { t } = useTranslation();
  const track = useRef<HTMLUListElement>(null);
  const { ends, measure } = useSliderEnds(track, days);
  // Formatted once per list of days, not again when the counts arrive or a day is chosen: on a slow phone thirty
  // days' names are a long task of their own.
  const labels = useMemo(() => dayLabels(days, locale, t), [days, locale, t]);

  const move = (direction: -1 | 1) => {
    const element = track.current;
    const slide = element?.firstElementChild;
    if (!element || !(slide instanceof HTMLElement)) return;
    const gap = parseFloat(getComputedStyle(element).columnGap) || 0;
    element.scrollBy({
      left: (slide.offsetWidth + gap) * slidesPerStep(isNarrowScreen()) * direction,
      behavior: 'smooth',
    });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const direction = KEYS[event.key];
    if (direction === undefined || !counts) return;
    event.preventDefault();
    const next = nextDayWithEvents(days, counts, chosen, direction);
    onChoose(next);
    const button = track.current?.querySelector<HTMLButtonElement>(`[data-day="${next}"]`);
    button?.focus();
    button?.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: 'smooth' });
  };

  return (
    <div className="day-slider">
      <button
        type="button"
        className="day-slider__arrow"
        aria-label={t('events.previousDays')}
        disabled={ends.atStart}
        onClick={() => move(-1)}
      >
        ‹
      </button>
      <ul
        ref={track}
        className="day-slider__track"
        role="tablist"
        aria-label={t('events.pickDay')}
        onScroll={measure}
        onKeyDown={onKeyDown}
      >
        {days.map((day) => {
          const count = counts?.[day];
          const selected = day === chosen;
          const { weekday, dayMonth, title } = labels.get(day) ?? { weekday: '', dayMonth: '', title: '' };
          const shortDay = `${weekday} ${dayMonth}`;
          return (
            <li key={day} role="presentation">
              <button
                type="button"
                role="tab"
                data-day={day}
                className="day-slider__day"
                aria-selected={selected}
                aria-controls={panelId}
                tabIndex={selected ? 0 : -1}
                disabled={count === undefined || count === 0}
                onClick={() => onChoose(day)}
                aria-label={`${shortDay} ${count === undefined ? `… ${t('events.loading')}` : t('events.eventCount', { count })}`}
                title={title}
              >
                <span className="day-slider__weekday">{weekday}</span>{' '}
                <span className="day-slider__date">{dayMonth}</span>{' '}
                <span className="day-slider__count">{count ?? '…'}</span>
              </button>
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        className="day-slider__arrow"
        aria-label={t('events.nextDays')}
        disabled={ends.atEnd}
        onClick={() => move(1)}
      >
        ›
      </button>
    </div>
  );
}
