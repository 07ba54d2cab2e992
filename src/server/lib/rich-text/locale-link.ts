import { ROUTED_LOCALES, type RoutedLocale } from '../../../shared/constants/locales.ts';

/** Our own non-page routes: a link to a file or a call is not a page of a locale. */
const OWN_ROUTES = /^\/(?:media|uploads|img|api|assets)(?:[/?#]|$)/;
const LOCALE_PREFIXED = new RegExp(`^/(?:${ROUTED_LOCALES.join('|')})(?:[/?#]|$)`);
/** `http:`, `mailto:`, `javascript:` …: anything with a scheme is left for the sanitiser to keep or drop. */
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * Spec 01 §9 "relative links get locale prefix": `/aktuality/x` and `aktuality/x` become `/cs/aktuality/x`.
 * Absolute and protocol-relative addresses, other schemes, anchors, queries, links that already name a locale
 * and our own file routes stay as they are.
 */
export function withLocalePrefix(href: string, locale: RoutedLocale): string {
  const link = href.trim();
  if (link === '' || link.startsWith('#') || link.startsWith('?') || link.startsWith('//') || HAS_SCHEME.test(link))
    return href;
  const rooted = link.startsWith('/') ? link : `/${link.replace(/^(?:\.\/)+/, '')}`;
  if (LOCALE_PREFIXED.test(rooted) || OWN_ROUTES.test(rooted)) return rooted;
  return rooted === '/' ? `/${locale}` : `/${locale}${rooted}`;
}
