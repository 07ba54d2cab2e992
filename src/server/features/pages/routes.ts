import { pageCalls, type Navigation, type TopBanner } from '../../../shared/api/calls/pages.ts';
import { TOP_BANNER_KEYS } from '../../../shared/constants/content.ts';
import {
  LOCALES_HIDDEN_IN_SELECTOR,
  ROUTED_LOCALES,
  toRoutedLocale,
  type RoutedLocale,
} from '../../../shared/constants/locales.ts';
import { notFound } from '../../lib/http/api-error.ts';
import type { ApiRouter } from '../../lib/http/api-router.ts';
import type { ServerDeps } from '../../lib/server-deps.ts';
import { resolvePage } from './page-resolver.ts';

const CACHE = 'public, max-age=60';
const LANGUAGE_NAMES: Record<RoutedLocale, string> = { cs: 'Čeština', en: 'English', pl: 'Polski' };

interface TopBannerRow {
  kind: TopBanner['key'];
  show: boolean;
  text: string;
  button_label: string;
  guest_button_label: string | null;
  link_url: string | null;
}

/** A banner row as the contract shapes it; the table's checks guarantee the columns its kind needs. */
function topBanner(row: TopBannerRow): TopBanner {
  return row.kind === 'users'
    ? {
        key: 'users',
        show: row.show,
        text: row.text,
        signedInLabel: row.button_label,
        guestLabel: row.guest_button_label ?? row.button_label,
      }
    : { key: 'podcasts', show: row.show, text: row.text, buttonLabel: row.button_label, linkUrl: row.link_url ?? '' };
}

export function registerPagesRoutes(router: ApiRouter, { db }: ServerDeps): void {
  router.bind(pageCalls.page, async ({ locale, path }, { c }) => {
    const page = await resolvePage(db, toRoutedLocale(locale), path);
    if (!page) throw notFound(`No page at /${locale}/${path}`);
    c.header('Cache-Control', CACHE);
    return { page };
  });

  router.bind(pageCalls.navigation, async ({ locale }, { c }) => {
    const lang = toRoutedLocale(locale);
    const [settings] = await db.query<{ site_name: string; footer: Navigation['footer'] }>(
      'SELECT site_name, footer FROM site_settings WHERE locale = $1',
      [lang],
    );
    const menu = await db.query<{ title: string; path: string }>(
      'SELECT title, path FROM cms_pages WHERE locale = $1 AND menu_position IS NOT NULL ORDER BY menu_position',
      [lang],
    );
    const banners = await db.query<TopBannerRow>(
      'SELECT kind, show, text, button_label, guest_button_label, link_url FROM top_banners WHERE locale = $1',
      [lang],
    );
    c.header('Cache-Control', CACHE);
    return {
      siteName: settings?.site_name ?? '',
      header: menu.map((item) => ({ title: item.title, path: `/${lang}/${item.path}`, children: [] })),
      footer: settings?.footer ?? { categories: [], social: [], legal: [], agencyCredit: '', ownerText: '' },
      languages: ROUTED_LOCALES.filter((l) => !LOCALES_HIDDEN_IN_SELECTOR.includes(l)).map((l) => ({
        locale: l,
        title: LANGUAGE_NAMES[l],
        path: `/${l}`,
      })),
      topBanners: banners
        .sort((a, b) => TOP_BANNER_KEYS.indexOf(a.kind) - TOP_BANNER_KEYS.indexOf(b.kind))
        .map(topBanner),
    };
  });
}
