import type { QueryClient } from '@tanstack/react-query';
import type { Navigation, Page } from '../../shared/api/calls/pages.ts';
import { isRoutedLocale } from '../../shared/constants/locales.ts';
import { navigationQuery, pageQuery } from './page-queries.ts';

/** Seeds the locale's navigation query from the server's `#navigation-data`, so the top banners and menus come with the first render. */
function takeOverNavigation(queryClient: QueryClient): void {
  const element = document.getElementById('navigation-data');
  const locale = element?.dataset.locale ?? '';
  if (!element) return;
  element.remove();
  if (!isRoutedLocale(locale)) return;
  try {
    queryClient.setQueryData(navigationQuery(locale).queryKey, JSON.parse(element.textContent ?? '') as Navigation);
  } catch {
    // A damaged element only costs the request it would have saved.
  }
}

/**
 * Seeds the page query from the server's `#page-data` (the page's /api/page answer in its first HTML), so the first
 * render needs no request. True when the server painted the page: the app then renders only once its route is ready,
 * so the server's content stays on screen until React's replaces it (no blank in between).
 */
export function takeOverFirstPaint(queryClient: QueryClient): boolean {
  takeOverNavigation(queryClient);
  const element = document.getElementById('page-data');
  const locale = element?.dataset.locale ?? '';
  if (!element || !isRoutedLocale(locale)) return false;
  try {
    queryClient.setQueryData(pageQuery(locale, element.dataset.path ?? '').queryKey, JSON.parse(element.textContent ?? '') as { page: Page });
  } catch {
    // A damaged element only costs the request it would have saved.
  }
  element.remove();
  return true;
}

/** The server's head tags, removed when the app renders its own. */
export function removeFirstPaintHead(): void {
  document.head.querySelectorAll('[data-first-paint]').forEach((element) => element.remove());
}
