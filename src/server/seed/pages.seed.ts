import type { PageBlock } from '../../shared/api/calls/pages.ts';
import { ROUTED_LOCALES, type RoutedLocale } from '../../shared/constants/locales.ts';
import { SECTION_PATHS } from '../../shared/constants/sections.ts';
import { bulkInsert } from '../db/bulk-insert.ts';
import { upsertSearchDocuments } from '../lib/search-index.ts';
import { PAGES, SITE_NAMES, type PageSeed } from './pages-data.ts';
import { SUBPAGE_LISTS, SUBPAGES } from './subpages-data.ts';
import type { SeedContext } from './seed-context.ts';

type Lang = RoutedLocale;
const pick = <T extends { cs: string }>(text: T, locale: Lang): string =>
  (text as Record<string, string | undefined>)[locale] ?? text.cs;

function pathOf(page: PageSeed, locale: Lang): string | undefined {
  if (page.paths) return (page.paths as Record<string, string | undefined>)[locale];
  return page.section ? SECTION_PATHS[page.section][locale] : undefined;
}

const link = (locale: Lang, key: string) => {
  const page = PAGES.find((p) => p.key === key);
  const path = page ? pathOf(page, locale) : undefined;
  return { title: page ? pick(page.title, locale) : key, path: `/${locale}${path ? `/${path}` : ''}` };
};

function homepageBlocks(ctx: SeedContext, locale: Lang): PageBlock[] {
  const t = (cs: string, en: string, pl: string) => ({ cs, en, pl })[locale];
  const blocks: PageBlock[] = [
    {
      id: 'topbar',
      type: 'topbar',
      text: t(
        'Nový ročník Svatomartinských vín je tu.',
        'The new St. Martin wines are here.',
        'Nowe wina świętomarcińskie już są.',
      ),
      buttonLabel: t('Kalendář akcí', 'Event calendar', 'Kalendarz'),
      linkTarget: '_self',
      linkUrl: link(locale, 'events').path,
      showOnWebsite: true,
    },
    {
      id: 'crossroad',
      type: 'crossroad',
      heading: t('Kam na víno?', 'Where to go for wine?', 'Gdzie na wino?'),
      items: [
        {
          title: t(
            'Hledat vinaře, sklepy a akce',
            'Search winemakers, cellars and events',
            'Szukaj winiarzy, piwnic i wydarzeń',
          ),
          image: ctx.media.image('vineyard', 1),
          action: 'site_search',
          path: null,
        },
        {
          title: t('Encyklopedie vína', 'Wine encyclopedia', 'Encyklopedia wina'),
          image: ctx.media.image('wine', 2),
          action: 'encyclopedia_search',
          path: null,
        },
        {
          title: link(locale, 'map').title,
          image: ctx.media.image('village', 3),
          action: 'link',
          path: link(locale, 'map').path,
        },
      ],
    },
    {
      id: 'upcoming',
      type: 'upcoming_events',
      heading: t('Nejbližší akce', 'Upcoming events', 'Najbliższe wydarzenia'),
    },
    {
      id: 'slider-events',
      type: 'slider',
      heading: t('Top akce', 'Top events', 'Najlepsze wydarzenia'),
      source: 'events',
      link: link(locale, 'events'),
    },
    {
      id: 'slider-winemakers',
      type: 'slider',
      heading: t('Vinaři', 'Winemakers', 'Winiarze'),
      source: 'winemakers',
      link: link(locale, 'winemakers'),
    },
    {
      id: 'slider-news',
      type: 'slider',
      heading: t('Aktuality', 'News', 'Aktualności'),
      source: 'news',
      link: link(locale, 'news'),
    },
    {
      id: 'banner',
      type: 'banner',
      title: t('Naplánujte si výlet', 'Plan a trip', 'Zaplanuj wycieczkę'),
      text: t(
        'Uložte si místa do výletu a mějte je po ruce i bez signálu.',
        'Save places to a trip and keep them at hand even without signal.',
        'Zapisz miejsca w wycieczce i miej je pod ręką także bez zasięgu.',
      ),
      image: ctx.media.image('vineyard', 4),
      link: link(locale, 'account'),
    },
  ];
  if (locale === 'cs') blocks.push({ id: 'newsletter', type: 'newsletter' });
  return blocks;
}

/** The wine list's text and the two banners its grid shows between wines (spec 02: index 2 or 7). */
function wineListBlocks(ctx: SeedContext, page: PageSeed, locale: Lang): PageBlock[] {
  const t = (cs: string, en: string, pl: string) => ({ cs, en, pl })[locale];
  return [
    { id: 'text', type: 'rich_text', html: `<p>${pick(page.description, locale)}</p>` },
    {
      id: 'banner-events',
      type: 'banner',
      title: t('Ochutnejte je na místě', 'Taste them where they are made', 'Spróbuj ich na miejscu'),
      text: t(
        'Degustace, otevřené sklepy a vinobraní najdete v kalendáři akcí.',
        'Tastings, open cellars and harvest festivals are in the event calendar.',
        'Degustacje, otwarte piwnice i winobrania znajdziesz w kalendarzu.',
      ),
      image: ctx.media.image('wine', 3),
      link: link(locale, 'events'),
    },
    {
      id: 'banner-winemakers',
      type: 'banner',
      title: t('Poznejte vinaře', 'Meet the winemakers', 'Poznaj winiarzy'),
      text: t(
        'Za každým vínem je vinař. Najděte ho a zajeďte k němu.',
        'Behind every wine is a winemaker. Find one and pay a visit.',
        'Za każdym winem stoi winiarz. Znajdź go i odwiedź.',
      ),
      image: ctx.media.image('vineyard', 5),
      link: link(locale, 'winemakers'),
    },
  ];
}

/** The encyclopedia's crossroad: its search modal and the ways into it. */
function encyclopediaBlocks(ctx: SeedContext, page: PageSeed, locale: Lang): PageBlock[] {
  const t = (cs: string, en: string, pl: string) => ({ cs, en, pl })[locale];
  return [
    { id: 'text', type: 'rich_text', html: `<p>${pick(page.description, locale)}</p>` },
    {
      id: 'crossroad',
      type: 'crossroad',
      heading: t('Co vás zajímá?', 'What are you looking for?', 'Czego szukasz?'),
      items: [
        {
          title: t('Hledat v encyklopedii', 'Search the encyclopedia', 'Szukaj w encyklopedii'),
          image: ctx.media.image('wine', 1),
          action: 'encyclopedia_search',
          path: null,
        },
        {
          title: link(locale, 'dictionary').title,
          image: ctx.media.image('cellar', 2),
          action: 'link',
          path: link(locale, 'dictionary').path,
        },
        {
          title: link(locale, 'regions').title,
          image: ctx.media.image('vineyard', 3),
          action: 'link',
          path: link(locale, 'regions').path,
        },
      ],
    },
  ];
}

/** About us: text with a link inside the site, a gallery and a video (spec 01 §2 blocks). */
function aboutBlocks(ctx: SeedContext, page: PageSeed, locale: Lang): PageBlock[] {
  const t = (cs: string, en: string, pl: string) => ({ cs, en, pl })[locale];
  const winemakers = pathOf(PAGES.find((p) => p.key === 'winemakers') ?? page, locale) ?? '';
  return [
    {
      id: 'text',
      type: 'rich_text',
      html: `<h1>${pick(page.title, locale)}</h1><p>${pick(page.description, locale)}</p><h2>${t('Co u nás najdete', 'What you will find', 'Co u nas znajdziesz')}</h2><p><a href="${winemakers}">${link(locale, 'winemakers').title}</a></p>`,
    },
    {
      id: 'gallery',
      type: 'gallery',
      images: [ctx.media.image('vineyard', 6), ctx.media.image('cellar', 3), ctx.media.image('village', 4)],
    },
    {
      id: 'video',
      type: 'video',
      provider: 'youtube',
      uid: 'dQw4w9WgXcQ',
      title: t('Vinařská mapa za minutu', 'The Wine Map in a minute', 'Mapa win w minutę'),
    },
  ];
}

function blocksFor(ctx: SeedContext, page: PageSeed, locale: Lang): PageBlock[] {
  if (page.type === 'homepage') return homepageBlocks(ctx, locale);
  if (page.type === 'ml_wine_list') return wineListBlocks(ctx, page, locale);
  if (page.type === 'subpage_list') {
    const list = SUBPAGE_LISTS[page.key] ?? { showImages: true, perPage: 10, sortAlphabetically: false, heading: null };
    // The block keeps only the editor's settings: its pages are the page's children, found when the page is answered.
    return [
      { id: 'text', type: 'rich_text', html: `<p>${pick(page.description, locale)}</p>` },
      {
        id: 'subpages',
        type: 'subpage_list',
        heading: list.heading?.[locale] ?? null,
        showImages: list.showImages,
        perPage: list.perPage,
        sortAlphabetically: list.sortAlphabetically,
        pages: [],
      },
    ];
  }
  if (page.key === 'encyclopedia') return encyclopediaBlocks(ctx, page, locale);
  if (page.key === 'about') return aboutBlocks(ctx, page, locale);
  if (page.key === 'contact')
    return [
      { id: 'text', type: 'rich_text', html: `<p>${pick(page.description, locale)}</p>` },
      { id: 'form', type: 'form', formId: 1 },
    ];
  return [
    {
      id: 'text',
      type: 'rich_text',
      html: `<h1>${pick(page.title, locale)}</h1><p>${pick(page.description, locale)}</p>`,
    },
  ];
}

export async function seedPages(ctx: SeedContext): Promise<void> {
  const rows: Record<string, unknown>[] = [];
  let id = 1;
  PAGES.forEach((page, group) => {
    for (const locale of ROUTED_LOCALES) {
      const path = pathOf(page, locale);
      if (path === undefined) continue;
      rows.push({
        id: id++,
        locale,
        path,
        type: page.type,
        title: pick(page.title, locale),
        description: pick(page.description, locale),
        perex: null,
        image: ctx.media.image('vineyard', group),
        blocks: blocksFor(ctx, page, locale),
        translation_group: group + 1,
        menu_position: page.menu ?? null,
        parent_path: path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : null,
      });
    }
  });
  rows.push(...subpageRows(ctx, id));
  await bulkInsert(ctx.db, 'cms_pages', rows);
  await upsertSearchDocuments(
    ctx.db,
    PAGES.filter((p) => p.type === 'static' || p.type === 'subpage_list').map((page, i) => ({
      doc_type: 'page',
      entity_id: i + 1,
      place_type: null,
      title: { cs: page.title.cs, en: page.title.en, pl: page.title.pl },
      slug: page.key,
      url: Object.fromEntries(ROUTED_LOCALES.map((l) => [l, `/${l}/${pathOf(page, l) ?? ''}`])),
      perex: null,
      image: null,
      latitude: null,
      longitude: null,
      city: null,
      municipality_id: null,
      subregion_id: null,
      date_from: null,
      date_to: null,
      is_top_event: false,
      color_id: null,
      category: null,
      keywords: page.description.cs,
      popularity: 0,
      locales: ['cs', 'en', 'pl'],
    })),
  );
  await bulkInsert(
    ctx.db,
    'site_settings',
    ROUTED_LOCALES.map((locale) => ({
      locale,
      site_name: SITE_NAMES[locale],
      footer: {
        categories: [
          {
            title: { cs: 'Objevujte', en: 'Discover', pl: 'Odkrywaj' }[locale],
            links: ['winemakers', 'cellars', 'events', 'map'].map((k) => link(locale, k)),
          },
          {
            title: { cs: 'O víně', en: 'About wine', pl: 'O winie' }[locale],
            links: ['encyclopedia', 'news', 'podcast', 'downloads'].map((k) => link(locale, k)),
          },
          {
            title: { cs: 'Vinařská mapa', en: 'Wine Map', pl: 'Mapa win' }[locale],
            links: ['about', 'contact'].map((k) => link(locale, k)),
          },
        ],
        social: [
          { network: 'facebook', url: 'https://www.facebook.com/vinarskamapa' },
          { network: 'instagram', url: 'https://www.instagram.com/vinarskamapa' },
          { network: 'youtube', url: 'https://www.youtube.com/@vinarskamapa' },
        ],
        legal: ['privacy', 'cookies'].map((k) => link(locale, k)),
        agencyCredit: {
          cs: 'Web vytvořil tým Vinařské mapy',
          en: 'Built by the Wine Map team',
          pl: 'Stronę stworzył zespół Mapy win',
        }[locale],
        ownerText: { cs: '© Vinařský fond ČR', en: '© Wine Fund of the Czech Republic', pl: '© Fundusz Winiarski RC' }[
          locale
        ],
      },
    })),
  );
  await bulkInsert(
    ctx.db,
    'top_banners',
    ROUTED_LOCALES.flatMap((locale) => topBannerRows(locale)),
  );
}

/** The subpage lists' children: a short page each, in every locale its list has, numbered on from `firstId`. */
function subpageRows(ctx: SeedContext, firstId: number): Record<string, unknown>[] {
  let id = firstId;
  return SUBPAGES.flatMap((subpage, index) => {
    const parent = PAGES.find((p) => p.key === subpage.parent);
    return ROUTED_LOCALES.flatMap((locale) => {
      const parentPath = parent ? pathOf(parent, locale) : undefined;
      if (!parentPath) return [];
      return [
        {
          id: id++,
          locale,
          path: `${parentPath}/${subpage.slug[locale]}`,
          type: 'static',
          title: subpage.title[locale],
          description: subpage.perex[locale],
          perex: subpage.perex[locale],
          image: ctx.media.image('vineyard', index),
          blocks: [{ id: 'text', type: 'rich_text', html: `<p>${subpage.text[locale]}</p>` }] satisfies PageBlock[],
          translation_group: PAGES.length + index + 1,
          menu_position: null,
          parent_path: parentPath,
        },
      ];
    });
  });
}

/** Both top banners, switched on, in every locale (spec 01 §2); the account banner has a signed-in and a guest label. */
function topBannerRows(locale: Lang): Record<string, unknown>[] {
  const t = (cs: string, en: string, pl: string) => ({ cs, en, pl })[locale];
  return [
    {
      locale,
      kind: 'users',
      show: true,
      link_url: null,
      text: t(
        'Ukládejte si navštívená a oblíbená místa, hodnoťte je a plánujte výlety i bez signálu.',
        'Save the places you visited and loved, rate them and plan trips that work without signal.',
        'Zapisuj odwiedzone i ulubione miejsca, oceniaj je i planuj wycieczki, które działają bez zasięgu.',
      ),
      button_label: t('Můj účet', 'My account', 'Moje konto'),
      guest_button_label: t('Přihlásit se', 'Sign in', 'Zaloguj się'),
    },
    {
      locale,
      kind: 'podcasts',
      show: true,
      guest_button_label: null,
      link_url: link(locale, 'podcast').path,
      text: t(
        'Poslechněte si rozhovory s vinaři v našem podcastu.',
        'Listen to conversations with winemakers in our podcast.',
        'Posłuchaj rozmów z winiarzami w naszym podcaście.',
      ),
      button_label: t('Poslouchat podcast', 'Listen to the podcast', 'Słuchaj podcastu'),
    },
  ];
}
