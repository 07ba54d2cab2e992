import { queryOptions } from '@tanstack/react-query';
import type { RoutedLocale } from '../../../shared/constants/locales.ts';
import { apiGet } from '../../lib/api-client.ts';

/** A CMS form's definition in a locale (the server falls back to Czech). */
export const cmsFormQuery = (formId: number, locale: RoutedLocale) =>
  queryOptions({
    queryKey: ['cmsForm', formId, locale],
    queryFn: () => apiGet('/api/form', { id: formId, locale }),
    staleTime: 5 * 60_000,
  });
