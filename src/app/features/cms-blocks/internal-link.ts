import { isRoutedLocale } from '../../../shared/constants/locales.ts';

/**
 * The in-app address of a link in rich text when the router can open it without a reload: same origin and under a
 * routed locale (`/cs/…`). Anything else (other sites, files, /api, mailto:) is left to the browser.
 */
export function inAppHref(href: string, origin: string): string | null {
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  const locale = url.pathname.split('/')[1] ?? '';
  if (!isRoutedLocale(locale)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
