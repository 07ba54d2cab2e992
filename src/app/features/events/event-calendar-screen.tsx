import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from '../../i18n/use-translation.tsx';
import type { PageSearch } from '../../lib/page-search.ts';
import { Breadcrumbs } from '../../ui/breadcrumbs.tsx';
import { pageOf, useHashMovedToQuery } from '../../ui/list-page.ts';
import { usePageToday } from '../../ui/page-today.ts';
import { SafeLink } from '../../ui/safe-link.tsx';
import type { ScreenProps } from '../../ui/screen-props.ts';
import { calendarQuery } from './api.ts';
import { CalendarFilter } from './calendar-filter.tsx';
import {
  CALENDAR_KEYS,
  defaultRange,
  emptyFilters,
  monthFilterRange,
  readCalendarFilters,
  selectedMonth,
  writeCalendarFilters,
  type CalendarFilters,
} from './calendar-filters.ts';
import { CalendarResults } from './calendar-results.tsx';
import { MonthStrip } from './month-strip.tsx';
import './texts.ts';
import './events.css';

/** Spec 01 §2 "Event calendar": sidebar filter, month strip, perex, results grouped by day, cs-only add-event link. */
export function EventCalendarScreen({ page, locale }: ScreenProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const search = useSearch({ strict: false }) as PageSearch;
  useHashMovedToQuery(CALENDAR_KEYS);
  const today = usePageToday();
  const filters = useMemo(() => readCalendarFilters(search, today), [search, today]);
  const query = useQuery(calendarQuery(locale, filters));
  const apply = (next: CalendarFilters) =>
    void navigate({
      to: '.',
      search: (prev: Record<string, unknown>) => writeCalendarFilters(prev, next),
      resetScroll: false,
    });
  const perex = page.perex ?? page.description;

  return (
    <article className="page event-calendar">
      <Breadcrumbs crumbs={page.breadcrumbs} />
      <header className="page__header">
        <h1>{page.title}</h1>
        {perex && <p className="page__perex">{perex}</p>}
      </header>
      <div className="event-calendar__layout">
        <CalendarFilter locale={locale} filters={filters} onApply={apply} />
        <div className="event-calendar__main">
          <MonthStrip
            locale={locale}
            selected={selectedMonth(filters, today)}
            onPick={(month) => apply({ ...filters, ...(month ? monthFilterRange(month, today) : defaultRange(today)) })}
          />
          <CalendarResults
            query={query}
            batches={pageOf(search)}
            from={filters.from}
            locale={locale}
            onReset={() => apply(emptyFilters(today))}
          />
          {locale === 'cs' && (
            <p className="event-calendar__add">
              <span>{t('events.missingEvent')}</span>{' '}
              <SafeLink href="/cs/pozadavky/akce/0" className="button">
                {t('events.addEvent')}
              </SafeLink>
            </p>
          )}
        </div>
      </div>
    </article>
  );
}
