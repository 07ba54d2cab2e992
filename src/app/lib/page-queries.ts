import { queryOptions } from '@tanstack/react-query';
import type { Page } from '../../shared/api/calls/pages.ts';
import { ACCOUNT_PAGE_PATHS, TRIP_LINK_PATTERN } from '../../shared/constants/account.ts';
import type { RoutedLocale } from '../../shared/constants/locales.ts';
import { apiGet, OfflineError } from './api-client.ts';

/** The trip id of a trip link's path (`vylet/{uuid}` in Czech …), else null. */
export function tripIdInPath(locale: RoutedLocale, path: string): string | null {
  const match = TRIP_LINK_PATTERN.exec(path.replace(/\/+$/, ''));
  return match && match[1] === ACCOUNT_PAGE_PATHS.trip[locale] ? (match[2] ?? null) : null;
}

/**
 * A trip's page without a connection, for a trip the server has never seen (made offline): the trip screen reads
 * the trip itself from the device. Any other page offline stays an offline error.
 */
export function offlineTripPage(locale: RoutedLocale, path: string): Page | null {
  const tripId = tripIdInPath(locale, path);
  if (!tripId) return null;
  return {
    id: 0,
    locale,
    path: `/${locale}/${path}`,
    type: 'trip',
    title: '',
    documentTitle: '',
    description: '',
    perex: null,
    image: null,
    siteName: '',
    alternates: [],
    breadcrumbs: [],
    blocks: [],
    entity: { type: 'trip', id: 0, slug: tripId },
  };
}

export const pageQuery = (locale: RoutedLocale, path: string) =>
  queryOptions({
    queryKey: ['page', locale, path],
    queryFn: async () => {
      try {
        return await apiGet('/api/page', { locale, path });
      } catch (error) {
        const tripPage = error instanceof OfflineError ? offlineTripPage(locale, path) : null;
        if (tripPage) return { page: tripPage };
        throw error;
      }
    },
  });

export const navigationQuery = (locale: RoutedLocale) =>
  queryOptions({
    queryKey: ['navigation', locale],
    queryFn: () => apiGet('/api/navigation', { locale }),
    staleTime: 5 * 60_000,
  });
