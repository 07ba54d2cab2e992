import type { RoutedLocale } from './locales.ts';

/** Top-level sections per locale (spec 01 §2) and the detail-link helpers built on them. */
export type SectionKey =
  | 'accommodation'
  | 'restaurants'
  | 'cellars'
  | 'wine_bars'
  | 'wine_shops'
  | 'wines'
  | 'winemakers'
  | 'event_calendar'
  | 'news'
  | 'recipes'
  | 'trade_news'
  | 'wine_trails'
  | 'encyclopedia';

export const SECTION_PATHS: Record<SectionKey, Partial<Record<RoutedLocale, string>>> = {
  accommodation: { cs: 'ubytovani', en: 'accommodation', pl: 'zakwaterowanie' },
  restaurants: { cs: 'restaurace', en: 'restaurants', pl: 'restauracje' },
  cellars: { cs: 'sklepy', en: 'cellars', pl: 'piwnice' },
  wine_bars: { cs: 'vinarny-a-winebary', en: 'wine-bars', pl: 'wine-bars' },
  wine_shops: { cs: 'vinoteky-a-eshopy', en: 'wine-shops-and-e-shops', pl: 'sklepy-z-winami-i-e-sklepy' },
  wines: { cs: 'vina', en: 'wines', pl: 'wina' },
  winemakers: { cs: 'vinari', en: 'winemakers', pl: 'winiarze' },
  event_calendar: { cs: 'kalendar-akci', en: 'event-calendar', pl: 'kalendarz-wydarzen' },
  news: { cs: 'aktuality', en: 'news', pl: 'aktualnosci' },
  recipes: {
    cs: 'o-vine/jak-si-vychutnat-vino/recepty',
    en: 'encyclopedia/how-to-enjoy-wine/recipes',
    pl: 'o-winie/jak-cieszyc-sie-winem/przepisy',
  },
  trade_news: { cs: 'pro-vinare/aktuality' },
  wine_trails: {
    cs: 'o-vine/vylety-a-zazitky/vinarske-stezky',
    en: 'encyclopedia/how-to-enjoy-wine/wine-trails',
    pl: 'o-winie/wycieczki-i-doswiadczenia/szlaki-winiarskie',
  },
  encyclopedia: { cs: 'o-vine', en: 'encyclopedia', pl: 'o-winie' },
};

/** The section a wine entity's detail link uses, by its first type. */
export const WINE_ENTITY_TYPE_SECTION = {
  winemaker: 'winemakers',
  cellar: 'cellars',
  wine_bar: 'wine_bars',
  wine_shop: 'wine_shops',
  eshop: 'wine_shops',
  accommodation: 'accommodation',
  restaurant: 'restaurants',
} as const satisfies Record<string, SectionKey>;

export function sectionPath(section: SectionKey, locale: RoutedLocale): string {
  const local = SECTION_PATHS[section][locale] ?? SECTION_PATHS[section].cs;
  return `/${locale}/${local ?? ''}`;
}

/** `/{locale}/{section}/{id}-{slug}` (spec 01 §2 detail links). */
export function detailPath(section: SectionKey, locale: RoutedLocale, id: number, slug: string): string {
  return `${sectionPath(section, locale)}/${id}-${slug}`;
}

/** A wine entity's detail link: under the section of its first type (a winemaker's when it has none). */
export function wineEntityDetailPath(
  types: readonly (keyof typeof WINE_ENTITY_TYPE_SECTION)[],
  locale: RoutedLocale,
  id: number,
  slug: string,
): string {
  return detailPath(WINE_ENTITY_TYPE_SECTION[types[0] ?? 'winemaker'], locale, id, slug);
}

/** Slugs are lowercase and strict (spec 02 §9): ASCII letters, digits and single dashes. */
export function slugify(title: string): string {
  return title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
