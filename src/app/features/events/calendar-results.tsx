import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { EVENT_QUERY_LIMIT } from '../../../shared/constants/events.ts';
import type { RoutedLocale } from '../../../shared/constants/locales.ts';
import { formatLongDate } from '../../../shared/domain/dates.ts';
import { searchWithPage } from '../../../shared/domain/list-paging.ts';
import { EVENTS_PER_BATCH, groupByDay, groupsToShow } from './day-groups.ts';
import { EventCard, type EventItem } from './event-card.tsx';

type Answer = { items: EventItem[]; count: number };
const SKELETONS = 3;

/**
 * The calendar's results: loader, error with retry, no results with reset, or the events grouped by day. How many
 * batches of days are shown is the address's page (`?page=2`), so "show more" is a real link, also without JavaScript.
 */
export function CalendarResults({
  query,
  batches,
  from,
  locale,
  onReset,
}: {
  query: UseQueryResult<Answer>;
  batches: number;
  from: string;
  locale: RoutedLocale;
  onReset: () => void;
}) {
  const { t } = useTranslation();
  const data = query.data;
  const groups = data ? groupByDay(data.items, from) : [];
  const shown = groupsToShow(groups, batches * EVENTS_PER_BATCH);

  return (
    <div className="calendar-results" aria-busy={query.isFetching}>
      <p role="status" aria-live="polite" className="calendar-results__count">
        {query.isPending
          ? t('events.loading')
          : data
            ? data.count > 0
              ? t('events.found', { count: data.count })
              : t('events.notFound')
            : ''}
      </p>
      {query.isPending && (
        <ul className="calendar-results__skeleton" aria-hidden="true">
          {Array.from({ length: SKELETONS }, (_, i) => (
            <li key={i} />
          ))}
        </ul>
      )}
      {query.isError && !data && (
        <div className="calendar-results__empty">
          <p>{t('events.loadFailed')}</p>
          <button type="button" className="button" onClick={() => void query.refetch()}>
            {t('events.retry')}
          </button>
        </div>
      )}
      {data && data.count === 0 && (
        <div className="calendar-results__empty">
          <h2 className="calendar-results__empty-title">{t('events.noResultsTitle')}</h2>
          <p>{t('events.noResults')}</p>
          <button type="button" className="button button--primary" onClick={onReset}>
            {t('events.reset')}
          </button>
        </div>
      )}
      {data && data.count > data.items.length && (
        <p className="calendar-results__note">{t('events.overLimit', { limit: EVENT_QUERY_LIMIT })}</p>
      )}
      <div className={query.isPlaceholderData ? 'calendar-results__days is-stale' : 'calendar-results__days'}>
        {groups.slice(0, shown).map((group) => (
          <section key={group.day} className="event-day" aria-labelledby={`event-day-${group.day}`}>
            <h2 id={`event-day-${group.day}`} className="event-day__title">
              <time dateTime={group.day}>{formatLongDate(group.day, locale)}</time>
              <span className="event-day__count">{t('events.eventCount', { count: group.events.length })}</span>
            </h2>
            <ul className="event-day__list">
              {group.events.map((event) => (
                <li key={event.id}>
                  <EventCard event={event} locale={locale} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      {shown < groups.length && (
        <Link
          to="."
          search={(prev: Record<string, unknown>) => searchWithPage(prev, batches + 1)}
          resetScroll={false}
          className="button calendar-results__more"
        >
          {t('events.showMore')}
        </Link>
      )}
    </div>
  );
}
