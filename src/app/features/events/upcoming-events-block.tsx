import { useId, useMemo, useState } from 'react';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { sectionPath } from '../../../shared/constants/sections.ts';
import { usePageToday } from '../../ui/page-today.ts';
import { SafeLink } from '../../ui/safe-link.tsx';
import type { BlockProps } from '../../ui/screen-props.ts';
import { upcomingCountsQuery, upcomingDayQuery } from './api.ts';
import { DayPicker } from './day-picker.tsx';
import { dayTitle } from './day-title.ts';
import { EventCard } from './event-card.tsx';
import { dayShown, mergeCounts, monthsOf, upcomingDays } from './upcoming-days.ts';
import './texts.ts';
import './events.css';

const SKELETONS = 3;

/** The homepage's upcoming events: a day picker with counts, then the chosen day's events (top first, then shorter, then earlier). */
export function UpcomingEventsBlock({ block, locale }: BlockProps<'upcoming_events'>) {
  const { t } = useTranslation();
  const panelId = useId();
  const today = usePageToday();
  // One list per day, not one per render: the picker formats its days' names and measures its row once per list.
  const days = useMemo(() => upcomingDays(today), [today]);
  const months = useMemo(() => monthsOf(days), [days]);
  const countQueries = useQueries({ queries: months.map((month) => upcomingCountsQuery(locale, month)) });
  const counts = mergeCounts(countQueries.map((query) => query.data));
  const countsFailed = countQueries.some((query) => query.isError);
  const [chosen, setChosen] = useState<string | null>(null);
  const day = chosen ?? dayShown(days, counts, today);
  const events = useQuery({ ...upcomingDayQuery(locale, day), enabled: counts !== undefined });

  return (
    <section className="upcoming-events" aria-labelledby={`${panelId}-heading`}>
      <div className="upcoming-events__head">
        <h2 id={`${panelId}-heading`}>{block.heading}</h2>
        <SafeLink href={sectionPath('event_calendar', locale)} className="upcoming-events__all">
          {t('events.allEvents')} →
        </SafeLink>
      </div>
      {countsFailed && !counts ? (
        <div className="upcoming-events__message">
          <p>{t('events.loadFailed')}</p>
          <button
            type="button"
            className="button"
            onClick={() => countQueries.forEach((query) => void query.refetch())}
          >
            {t('events.retry')}
          </button>
        </div>
      ) : (
        <>
          <DayPicker days={days} counts={counts} chosen={day} onChoose={setChosen} locale={locale} panelId={panelId} />
          <div
            id={panelId}
            role="tabpanel"
            aria-label={dayTitle(day, locale)}
            className="upcoming-events__panel"
            aria-busy={events.isFetching}
          >
            {(!counts || events.isPending) && !events.isError && (
              <ul className="upcoming-events__skeleton" aria-hidden="true">
                {Array.from({ length: SKELETONS }, (_, i) => (
                  <li key={i} />
                ))}
              </ul>
            )}
            {events.isError && (
              <div className="upcoming-events__message">
                <p>{t('events.loadFailed')}</p>
                <button type="button" className="button" onClick={() => void events.refetch()}>
                  {t('events.retry')}
                </button>
              </div>
            )}
            {events.data && events.data.length === 0 && (
              <p className="upcoming-events__message">{t('events.noEventsDay')}</p>
            )}
            {events.data && events.data.length > 0 && (
              <ul className="upcoming-events__list" data-testid="upcoming-events">
                {events.data.map((event) => (
                  <li key={event.id}>
                    <EventCard event={event} locale={locale} />
                  </li>
                ))}
              </ul>
            )}
          </div>
        </>
      )}
    </section>
  );
}
