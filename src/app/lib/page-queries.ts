import { queryOptions } from '@tanstack/react-query';
import type { RoutedLocale } from '../../shared/constants/locales.ts';
import { apiGet } from './api-client.ts';

export const pageQuery = (locale: RoutedLocale, path: string) =>
  queryOptions({ queryKey: ['page', locale, path], queryFn: () => apiGet('/api/page', { locale, path }) });

export const navigationQuery = (locale: RoutedLocale) =>
  queryOptions({ queryKey: ['navigation', locale], queryFn: () => apiGet('/api/navigation', { locale }), staleTime: 5 * 60_000 });
