import { ACCOUNT_PAGE_PATHS } from '../../shared/constants/account.ts';
import type { PageType } from '../../shared/constants/page-types.ts';
import type { SectionKey } from '../../shared/constants/sections.ts';

type T = { cs: string; en?: string; pl?: string };

/** The site's pages: sections of spec 01 §2 plus the fixed pages every locale needs. */
export interface PageSeed {
  readonly key: string;
  readonly type: PageType;
  readonly section?: SectionKey;
  readonly paths?: T;
  readonly title: T;
  readonly description: T;
  readonly menu?: number;
}

export const SITE_NAMES = { cs: 'Vinařská mapa', en: 'Wine Map of Czechia', pl: 'Mapa win Czech' } as const;

export const PAGES: readonly PageSeed[] = [
  {
    key: 'home',
    type: 'homepage',
    paths: { cs: '', en: '', pl: '' },
    title: { cs: 'Vinařská mapa', en: 'Wine Map of Czechia', pl: 'Mapa win Czech' },
    description: {
      cs: 'Vinaři, sklepy, vinotéky, akce a ubytování na Moravě a v Čechách.',
      en: 'Winemakers, cellars, wine shops, events and stays in Moravia and Bohemia.',
      pl: 'Winiarze, piwnice, sklepy z winem, wydarzenia i noclegi na Morawach i w Czechach.',
    },
  },
  {
    key: 'winemakers',
    type: 'winemaker_list',
    section: 'winemakers',
    title: { cs: 'Vinaři', en: 'Winemakers', pl: 'Winiarze' },
    description: {
      cs: 'Vinařství z celé České republiky.',
      en: 'Wineries from all over Czechia.',
      pl: 'Winnice z całych Czech.',
    },
    menu: 1,
  },
  {
    key: 'cellars',
    type: 'cellar_list',
    section: 'cellars',
    title: { cs: 'Sklepy', en: 'Cellars', pl: 'Piwnice' },
    description: {
      cs: 'Vinné sklepy k posezení a ochutnávce.',
      en: 'Wine cellars to sit and taste.',
      pl: 'Piwnice winne do degustacji.',
    },
    menu: 2,
  },
  {
    key: 'wine_bars',
    type: 'wine_bar_list',
    section: 'wine_bars',
    title: { cs: 'Vinárny a winebary', en: 'Wine bars', pl: 'Winiarnie' },
    description: { cs: 'Vinárny a wine bary.', en: 'Wine bars.', pl: 'Winiarnie i wine bary.' },
    menu: 3,
  },
  {
    key: 'wine_shops',
    type: 'wine_shop_list',
    section: 'wine_shops',
    title: { cs: 'Vinotéky a e-shopy', en: 'Wine shops and e-shops', pl: 'Sklepy z winami i e-sklepy' },
    description: { cs: 'Kde koupit dobré víno.', en: 'Where to buy good wine.', pl: 'Gdzie kupić dobre wino.' },
    menu: 4,
  },
  {
    key: 'accommodation',
    type: 'accommodation_list',
    section: 'accommodation',
    title: { cs: 'Ubytování', en: 'Accommodation', pl: 'Zakwaterowanie' },
    description: { cs: 'Ubytování mezi vinicemi.', en: 'Stays among the vineyards.', pl: 'Noclegi wśród winnic.' },
    menu: 5,
  },
  {
    key: 'restaurants',
    type: 'restaurant_list',
    section: 'restaurants',
    title: { cs: 'Restaurace', en: 'Restaurants', pl: 'Restauracje' },
    description: {
      cs: 'Restaurace s dobrým vínem.',
      en: 'Restaurants with good wine.',
      pl: 'Restauracje z dobrym winem.',
    },
    menu: 6,
  },
  {
    key: 'events',
    type: 'event_calendar',
    section: 'event_calendar',
    title: { cs: 'Kalendář akcí', en: 'Event calendar', pl: 'Kalendarz wydarzeń' },
    description: {
      cs: 'Vinařské akce, otevřené sklepy a slavnosti.',
      en: 'Wine events, open cellars and festivals.',
      pl: 'Wydarzenia winiarskie.',
    },
    menu: 7,
  },
  {
    key: 'wines',
    type: 'ml_wine_list',
    section: 'wines',
    title: { cs: 'Vína', en: 'Wines', pl: 'Wina' },
    description: { cs: 'Hodnocená vína.', en: 'Rated wines.', pl: 'Oceniane wina.' },
    menu: 8,
  },
  {
    key: 'news',
    type: 'news',
    section: 'news',
    title: { cs: 'Aktuality', en: 'News', pl: 'Aktualności' },
    description: { cs: 'Novinky ze světa vína.', en: 'News from the wine world.', pl: 'Nowości ze świata wina.' },
    menu: 9,
  },
  {
    key: 'trade_news',
    type: 'news',
    section: 'trade_news',
    title: { cs: 'Aktuality pro vinaře' },
    description: { cs: 'Novinky pro vinaře.' },
  },
  {
    key: 'encyclopedia',
    type: 'encyclopedia',
    section: 'encyclopedia',
    title: { cs: 'O víně', en: 'Encyclopedia', pl: 'O winie' },
    description: { cs: 'Encyklopedie vína.', en: 'The wine encyclopedia.', pl: 'Encyklopedia wina.' },
    menu: 10,
  },
  {
    key: 'recipes',
    type: 'recipe_list',
    section: 'recipes',
    title: { cs: 'Recepty', en: 'Recipes', pl: 'Przepisy' },
    description: { cs: 'Recepty k vínu.', en: 'Recipes with wine.', pl: 'Przepisy do wina.' },
  },
  {
    key: 'wine_trails',
    type: 'subpage_list',
    section: 'wine_trails',
    title: { cs: 'Vinařské stezky', en: 'Wine trails', pl: 'Szlaki winiarskie' },
    description: {
      cs: 'Cyklostezky a pěší trasy vinicemi.',
      en: 'Cycle and walking trails through vineyards.',
      pl: 'Szlaki rowerowe i piesze.',
    },
  },
  {
    key: 'dictionary',
    type: 'dictionary_detail',
    paths: { cs: 'o-vine/slovnik', en: 'encyclopedia/dictionary', pl: 'o-winie/slownik' },
    title: { cs: 'Vinařský slovník', en: 'Wine dictionary', pl: 'Słownik winiarski' },
    description: { cs: 'Pojmy ze světa vína.', en: 'Wine terms.', pl: 'Pojęcia winiarskie.' },
  },
  {
    key: 'downloads',
    type: 'download_list',
    paths: { cs: 'o-vine/ke-stazeni', en: 'encyclopedia/downloads', pl: 'o-winie/do-pobrania' },
    title: { cs: 'Ke stažení', en: 'Downloads', pl: 'Do pobrania' },
    description: { cs: 'Mapy a katalogy ke stažení.', en: 'Maps and catalogues.', pl: 'Mapy i katalogi.' },
  },
  {
    key: 'podcast',
    type: 'podcast_list',
    paths: { cs: 'podcast', en: 'podcast', pl: 'podcast' },
    title: { cs: 'Podcast', en: 'Podcast', pl: 'Podcast' },
    description: { cs: 'Rozhovory s vinaři.', en: 'Conversations with winemakers.', pl: 'Rozmowy z winiarzami.' },
  },
  {
    key: 'map',
    type: 'map',
    paths: { cs: 'mapa', en: 'map', pl: 'mapa' },
    title: { cs: 'Mapa', en: 'Map', pl: 'Mapa' },
    description: { cs: 'Všechna místa na mapě.', en: 'Every place on the map.', pl: 'Wszystkie miejsca na mapie.' },
  },
  {
    key: 'tags',
    type: 'tag',
    paths: { cs: 'stitek', en: 'tag', pl: 'tag' },
    title: { cs: 'Štítky', en: 'Tags', pl: 'Tagi' },
    description: { cs: 'Obsah podle štítků.', en: 'Content by tag.', pl: 'Treści według tagów.' },
  },
  {
    key: 'account',
    type: 'my_account',
    paths: ACCOUNT_PAGE_PATHS.account,
    title: { cs: 'Můj účet', en: 'My account', pl: 'Moje konto' },
    description: { cs: 'Vaše místa a výlety.', en: 'Your places and trips.', pl: 'Twoje miejsca i wycieczki.' },
  },
  {
    key: 'settings',
    type: 'account_settings',
    paths: ACCOUNT_PAGE_PATHS.settings,
    title: { cs: 'Nastavení účtu', en: 'Account settings', pl: 'Ustawienia konta' },
    description: { cs: 'Údaje účtu a newsletter.', en: 'Account details and newsletter.', pl: 'Dane konta.' },
  },
  {
    key: 'trip',
    type: 'trip',
    paths: ACCOUNT_PAGE_PATHS.trip,
    title: { cs: 'Výlet', en: 'Trip', pl: 'Wycieczka' },
    description: { cs: 'Sdílený výlet.', en: 'A shared trip.', pl: 'Udostępniona wycieczka.' },
  },
  {
    key: 'req_event',
    type: 'request_form',
    paths: { cs: 'pozadavky/akce' },
    title: { cs: 'Přidat nebo upravit akci' },
    description: { cs: 'Formulář pro pořadatele akcí.' },
  },
  {
    key: 'req_eshop',
    type: 'request_form',
    paths: { cs: 'pozadavky/e-shop' },
    title: { cs: 'Přidat nebo upravit e-shop' },
    description: { cs: 'Formulář pro e-shopy.' },
  },
  {
    key: 'req_restaurant',
    type: 'request_form',
    paths: { cs: 'pozadavky/restaurace' },
    title: { cs: 'Přidat nebo upravit restauraci' },
    description: { cs: 'Formulář pro restaurace.' },
  },
  {
    key: 'req_winemaker',
    type: 'request_form',
    paths: { cs: 'pozadavky/vinar' },
    title: { cs: 'Přidat nebo upravit vinařství' },
    description: { cs: 'Formulář pro vinaře a ubytování.' },
  },
  {
    key: 'req_review',
    type: 'request_review',
    paths: { cs: 'pozadavky/schvalovani' },
    title: { cs: 'Schvalování požadavků' },
    description: { cs: 'Požadavky čekající na schválení redakcí.' },
  },
  {
    key: 'about',
    type: 'static',
    paths: { cs: 'o-nas', en: 'about-us', pl: 'o-nas' },
    title: { cs: 'O nás', en: 'About us', pl: 'O nas' },
    description: {
      cs: 'Kdo za Vinařskou mapou stojí.',
      en: 'Who is behind the Wine Map.',
      pl: 'Kto stoi za Mapą win.',
    },
  },
  {
    key: 'contact',
    type: 'static',
    paths: { cs: 'kontakt', en: 'contact', pl: 'kontakt' },
    title: { cs: 'Kontakt', en: 'Contact', pl: 'Kontakt' },
    description: { cs: 'Napište nám.', en: 'Write to us.', pl: 'Napisz do nas.' },
  },
  {
    key: 'privacy',
    type: 'static',
    paths: { cs: 'ochrana-osobnich-udaju', en: 'privacy', pl: 'prywatnosc' },
    title: { cs: 'Ochrana osobních údajů', en: 'Privacy', pl: 'Prywatność' },
    description: {
      cs: 'Jak zacházíme s osobními údaji.',
      en: 'How we handle personal data.',
      pl: 'Jak przetwarzamy dane osobowe.',
    },
  },
  {
    key: 'cookies',
    type: 'static',
    paths: { cs: 'cookies', en: 'cookies', pl: 'cookies' },
    title: { cs: 'Cookies', en: 'Cookies', pl: 'Cookies' },
    description: { cs: 'Zásady používání cookies.', en: 'Cookie policy.', pl: 'Polityka cookies.' },
  },
  {
    key: 'regions',
    type: 'subpage_list',
    paths: { cs: 'o-vine/vinarske-oblasti', en: 'encyclopedia/wine-regions', pl: 'o-winie/regiony' },
    title: { cs: 'Vinařské oblasti', en: 'Wine regions', pl: 'Regiony winiarskie' },
    description: {
      cs: 'Morava a Čechy a jejich podoblasti.',
      en: 'Moravia, Bohemia and their subregions.',
      pl: 'Morawy i Czechy.',
    },
  },
];
