import type { QueryClient } from '@tanstack/react-query';
import type { Navigation, Page } from '../../shared/api/calls/pages.ts';
import { FIRST_PAINT_ATTRIBUTE } from '../../shared/constants/first-paint.ts';
import { isRoutedLocale } from '../../shared/constants/locales.ts';
import { keepGetAnswerForOffline } from './api-client.ts';
import { takeFirstPaintData } from './first-paint-data.ts';
import { navigationQuery, pageQuery } from './page-queries.ts';

/**
 * Seeds the page query from the server's page data (the page's /api/page answer in its first HTML), and the locale's
 * navigation query from its navigation data, so the first render needs no request and has the top banners and
 * menus. True when the server painted the page: the app then renders only once its route is ready, so the server's
 * content stays on screen until React's replaces it (no blank in between).
 */
export function takeOverFirstPaint(queryClient: QueryClient): boolean {
  const navigation = takeFirstPaintData('navigation');
  const navigationLocale = navigation?.data.locale ?? '';
  if (navigation?.value !== undefined && isRoutedLocale(navigationLocale)) {
    queryClient.setQueryData(navigationQuery(navigationLocale).queryKey, navigation.value as Navigation);
    keepGetAnswerForOffline('/api/navigation', { locale: navigationLocale }, navigation.value);
  }
  const page = takeFirstPaintData('page');
  const locale = page?.data.locale ?? '';
  if (!page || !isRoutedLocale(locale)) return false;
  if (page.value !== undefined) {
    const path = page.data.path ?? '';
    queryClient.setQueryData(pageQuery(locale, path).queryKey, page.value as { page: Page });
    keepGetAnswerForOffline('/api/page', { locale, path }, page.value);
  }
  return true;
}

/** The server's head tags, removed when the app renders its own. */
export function removeFirstPaintHead(): void {
  document.head.querySelectorAll(`[${FIRST_PAINT_ATTRIBUTE}]`).forEach((element) => element.remove());
}
