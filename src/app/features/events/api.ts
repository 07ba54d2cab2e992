import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { EVENT_QUERY_LIMIT } from '../../../shared/constants/events.ts';
import type { RoutedLocale } from '../../../shared/constants/locales.ts';
import { apiGet } from '../../lib/api-client.ts';
import type { CalendarFilters } from './calendar-filters.ts';

export const calendarQuery = (locale: RoutedLocale, filters: CalendarFilters) =>
  queryOptions({
    queryKey: ['eventCalendar', locale, filters],
    queryFn: () =>
      apiGet('/api/event', {
        locale,
        limit: EVENT_QUERY_LIMIT,
        s: filters.s || undefined,
        dateFrom: filters.from,
        dateTo: filters.to,
        m: filters.m,
        p: filters.p,
        type: filters.type,
      }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

export const eventOptionsQuery = (locale: RoutedLocale) =>
  queryOptions({
    queryKey: ['filterOptions', 'event', locale],
    queryFn: () => apiGet('/api/others', { type: 'event', locale }),
    staleTime: 5 * 60_000,
  });

export const upcomingCountsQuery = (locale: RoutedLocale, month: string) =>
  queryOptions({
    queryKey: ['upcomingCounts', locale, month],
    queryFn: () => apiGet('/api/upcomingEventsCounts', { locale, month }),
    staleTime: 5 * 60_000,
  });

export const upcomingDayQuery = (locale: RoutedLocale, day: string) =>
  queryOptions({
    queryKey: ['upcomingDay', locale, day],
    queryFn: () => apiGet('/api/upcomingEvents', { locale, day }),
    staleTime: 5 * 60_000,
  });
