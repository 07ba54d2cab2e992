import type { ScreenDataContext } from '../../ui/screen-props.ts';
import { calendarQuery, eventOptionsQuery } from './api.ts';
import { readCalendarFilters } from './calendar-filters.ts';

/** The events the address's filter finds and the filter's options, read before the calendar renders. */
export const loadEventCalendarData = ({ queryClient, locale, search, today }: ScreenDataContext) =>
  Promise.all([
    queryClient.ensureQueryData(calendarQuery(locale, readCalendarFilters(search, today))),
    queryClient.ensureQueryData(eventOptionsQuery(locale)),
  ]);
