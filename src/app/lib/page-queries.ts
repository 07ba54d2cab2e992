import { queryOptions } from '@tanstack/react-query';
import { pageCalls } from '../../shared/api/calls/pages.ts';
import type { RoutedLocale } from '../../shared/constants/locales.ts';
import { apiGet } from './api-client.ts';

export const pageQuery = (locale: RoutedLocale, path: string) =>
  queryOptions({ queryKey: ['page', locale, path], queryFn: () => apiGet(pageCalls.page, { locale, path }) });

export const navigationQuery = (locale: RoutedLocale) =>
  queryOptions({ queryKey: ['navigation', locale], queryFn: () => apiGet(pageCalls.navigation, { locale }), staleTime: 5 * 60_000 });
