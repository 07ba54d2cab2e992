import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatLongDate, formatMonth, monthRange } from '../../../shared/domain/dates.ts';
import { Breadcrumbs } from '../../ui/breadcrumbs.tsx';
import { SafeLink } from '../../ui/safe-link.tsx';
import type { ScreenProps } from '../../ui/screen-props.ts';
import { calendarQuery } from './api.ts';
import { CalendarFilter } from './calendar-filter.tsx';
import { calendarHash, defaultRange, groupByDay, monthStrip, parseCalendarHash, type CalendarFilters } from './calendar-filters.ts';
import { EventCard } from './event-card.tsx';
import './texts.ts';
import './events.css';

/** The event calendar: sidebar filter, month strip, results grouped by day, no-results state (spec 01 §2). */
export function EventCalendarScreen({ page, locale, path }: ScreenProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { hash } = useLocation();
  const filters = useMemo(() => parseCalendarHash(hash), [hash]);
  const query = useQuery(calendarQuery(locale, filters));
  const apply = (next: CalendarFilters) => void navigate({ to: '/$locale/$', params: { locale, _splat: path }, hash: calendarHash(next), resetScroll: false });
  const groups = query.data ? groupByDay(query.data.items, filters.from) : [];

  return (
    <article className="page event-calendar">
      <Breadcrumbs crumbs={page.breadcrumbs} />
      <header className="page__header"><h1>{page.title}</h1>{page.perex && <p className="page__perex">{page.perex}</p>}</header>
      <nav className="month-strip" aria-label={t('events.months')}>
        {monthStrip().map((month) => {
          const range = monthRange(month);
          const current = filters.from === range.from && filters.to === range.to;
          return <button key={month} type="button" aria-pressed={current} onClick={() => apply({ ...filters, ...(current ? defaultRange() : range) })}>{formatMonth(month, locale)}</button>;
        })}
      </nav>
      <div className="event-calendar__layout">
        <CalendarFilter locale={locale} filters={filters} onApply={apply} />
        <div className="event-calendar__results">
          <p role="status" aria-live="polite" className="event-calendar__count">
            {query.isPending ? t('events.loading') : query.data ? t('events.found', { count: query.data.count }) : ''}
          </p>
          {query.isError && !query.data && <p className="no-results">{t('events.loadFailed')}</p>}
          {query.data && query.data.count === 0 && (
            <div className="no-results">
              <p>{t('events.noResults')}</p>
              <button type="button" className="button button--primary" onClick={() => apply({ s: '', ...defaultRange(), m: [], p: [], type: [] })}>{t('events.reset')}</button>
            </div>
          )}
          {groups.map((group) => (
            <section key={group.day} className="event-day" aria-labelledby={`day-${group.day}`}>
              <h2 id={`day-${group.day}`} className="event-day__title">{formatLongDate(group.day, locale)}</h2>
              <ul className="event-day__list">{group.events.map((event) => <EventCard key={event.id} event={event} locale={locale} />)}</ul>
            </section>
          ))}
          {locale === 'cs' && (
            <p className="event-calendar__add">{t('events.missingEvent')} <SafeLink href="/cs/pozadavky/akce/0">{t('events.addEvent')}</SafeLink></p>
          )}
        </div>
      </div>
    </article>
  );
}
