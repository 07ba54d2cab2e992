import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { newsItemSchema } from '../../../shared/api/calls/content.ts';
import type { Page } from '../../../shared/api/calls/pages.ts';
import type { RoutedLocale } from '../../../shared/constants/locales.ts';
import { sectionPath } from '../../../shared/constants/sections.ts';
import { newsPageWindow } from '../../../shared/domain/news-paging.ts';
import { apiGet } from '../../lib/api-client.ts';

export type NewsItem = z.output<typeof newsItemSchema>;

/** The news for winemakers is a news list page of its own (Czech only). */
export const isTradeNews = (page: Page) => page.path === sectionPath('trade_news', 'cs');

/** A news list page by the spec's 9/10 rule; `trade` narrows it to the news for winemakers. */
export const newsListQuery = (locale: RoutedLocale, page: number, trade: boolean) => {
  const input = { locale, ...newsPageWindow(page), ...(trade ? { trade: '1' as const } : {}) };
  return queryOptions({
    queryKey: ['news', input],
    queryFn: () => apiGet('/api/news', input),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
};

export const newsDetailQuery = (locale: RoutedLocale, id: number) =>
  queryOptions({
    queryKey: ['newsDetail', locale, id],
    queryFn: () => apiGet('/api/newsDetail', { locale, id }),
    staleTime: 5 * 60_000,
  });
