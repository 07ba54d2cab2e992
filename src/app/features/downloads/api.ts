import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { contentCalls } from '../../../shared/api/calls/content.ts';
import { DOWNLOADS_PAGE_SIZE } from '../../../shared/constants/content.ts';
import type { RoutedLocale } from '../../../shared/constants/locales.ts';
import { pageWindow } from '../../../shared/domain/list-paging.ts';
import { apiGet } from '../../lib/api-client.ts';

export type Download = z.output<typeof contentCalls.download.output>['items'][number];

/** Spec 01 §9: downloads come 12 a page. */
export const downloadListQuery = (locale: RoutedLocale, page: number) => {
  const input = { locale, ...pageWindow(page, DOWNLOADS_PAGE_SIZE) };
  return queryOptions({
    queryKey: ['downloads', input],
    queryFn: () => apiGet('/api/download', input),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
};
