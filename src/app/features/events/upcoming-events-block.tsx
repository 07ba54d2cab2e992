import { useState } from 'react';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { sectionPath } from '../../../shared/constants/sections.ts';
import { monthRange, pragueToday, shiftDay } from '../../../shared/domain/dates.ts';
import { SafeLink } from '../../ui/safe-link.tsx';
import type { BlockProps } from '../../ui/screen-props.ts';
import { upcomingCountsQuery, upcomingDayQuery } from './api.ts';
import { EventCard } from './event-card.tsx';
import './texts.ts';
import './events.css';

const DAYS_SHOWN = 14;

/** The homepage's upcoming events: a day picker with counts, then the chosen day's events (top first, then shorter, then earlier). */
export function UpcomingEventsBlock({ block, locale }: BlockProps<'upcoming_events'>) {
  const { t } = useTranslation();
  const today = pragueToday();
  const days = Array.from({ length: DAYS_SHOWN }, (_, i) => shiftDay(today, i, 'day'));
  const months = [...new Set(days.map((day) => monthRange(day).from))];
  const counts = useQueries({ queries: months.map((month) => upcomingCountsQuery(locale, month)) });
  const countOf = (day: string) => counts.reduce((n, query) => n + (query.data?.[day] ?? 0), 0);
  const countsReady = counts.every((query) => query.data !== undefined);
  const [chosen, setChosen] = useState<string | null>(null);
  const firstWithEvents = countsReady ? days.find((day) => countOf(day) > 0) ?? today : today;
  const day = chosen ?? firstWithEvents;
  const events = useQuery({ ...upcomingDayQuery(locale, day), enabled: countsReady });
  const weekday = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, { weekday: 'short', day: 'numeric', month: 'numeric', timeZone: 'UTC' });

  return (
    <section className="upcoming-events" aria-labelledby={`upcoming-${block.id}`}>
      <h2 id={`upcoming-${block.id}`}>{block.heading}</h2>
      <div className="upcoming-events__days" role="group" aria-label={t('events.pickDay')}>
        {days.map((d) => {
          const count = countOf(d);
          return (
            <button key={d} type="button" aria-pressed={d === day} disabled={countsReady && count === 0} onClick={() => setChosen(d)}>
              <span>{weekday.format(new Date(`${d}T00:00:00Z`))}</span>
              <span className="upcoming-events__count">{countsReady ? count : '…'}</span>
            </button>
          );
        })}
      </div>
      {events.isPending && <p role="status">{t('events.loading')}</p>}
      {events.data && events.data.length === 0 && <p>{t('events.noEventsDay')}</p>}
      {events.data && events.data.length > 0 && (
        <ul className="upcoming-events__list" data-testid="upcoming-events">{events.data.map((event) => <EventCard key={event.id} event={event} locale={locale} />)}</ul>
      )}
      <p><SafeLink href={sectionPath('event_calendar', locale)}>{t('events.allEvents')} →</SafeLink></p>
    </section>
  );
}
