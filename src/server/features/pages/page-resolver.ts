import type { Page } from '../../../shared/api/calls/pages.ts';
import type { Image } from '../../../shared/api/common.ts';
import { TRIP_LINK_PATTERN } from '../../../shared/constants/account.ts';
import { HOMEPAGE_SLUG, type PageType } from '../../../shared/constants/page-types.ts';
import { ROUTED_LOCALES, type RoutedLocale } from '../../../shared/constants/locales.ts';
import type { Queryable } from '../../db/database.ts';
import { GEOGRAPHY_FILTER_SLUGS } from '../../../shared/constants/geography-slugs.ts';
import { withRenderedRichText } from '../../lib/rich-text/rich-text-blocks.ts';
import { fetchPodcasts } from '../../lib/podcasts.ts';
import { readWineDetail } from '../../lib/ml-wines.ts';
import { PODCAST_PAGE_SIZE } from '../../../shared/constants/content.ts';
import { withSubpages } from './subpages.ts';

interface PageRow {
  id: number;
  locale: RoutedLocale;
  path: string;
  type: PageType;
  title: string;
  description: string;
  perex: string | null;
  image: Image | null;
  blocks: Page['blocks'];
  translation_group: number;
  parent_path: string | null;
  site_name: string;
}

/** Which records a section's `{id}-{slug}` detail links point to, and the detail page type. */
const DETAIL_OF: Partial<Record<PageType, { docTypes: string[]; type: PageType }>> = {
  winemaker_list: { docTypes: ['winemaker', 'cellar', 'wine_bar', 'wine_shop', 'accommodation'], type: 'wine_entity' },
  cellar_list: { docTypes: ['cellar', 'winemaker', 'wine_bar', 'wine_shop', 'accommodation'], type: 'wine_entity' },
  wine_bar_list: { docTypes: ['wine_bar', 'winemaker', 'cellar', 'wine_shop', 'accommodation'], type: 'wine_entity' },
  wine_shop_list: { docTypes: ['wine_shop', 'eshop', 'winemaker', 'cellar', 'wine_bar'], type: 'wine_entity' },
  accommodation_list: {
    docTypes: ['accommodation', 'winemaker', 'cellar', 'wine_bar', 'wine_shop'],
    type: 'wine_entity',
  },
  restaurant_list: { docTypes: ['restaurant'], type: 'restaurant' },
  event_calendar: { docTypes: ['event'], type: 'event' },
  news: { docTypes: ['news'], type: 'news_detail' },
  ml_wine_list: { docTypes: ['ml_wine'], type: 'ml_wine' },
  recipe_list: { docTypes: ['recipe'], type: 'recipe' },
  encyclopedia: { docTypes: ['encyclopedia', 'wine_variety', 'recipe'], type: 'encyclopedia_article' },
  podcast_list: { docTypes: ['podcast_episode'], type: 'podcast_episode' },
};
const DOC_PAGE_TYPE: Record<string, PageType> = { eshop: 'eshop', wine_variety: 'variety', recipe: 'recipe' };

const PAGE_COLUMNS = `p.id, p.locale, p.path, p.type, p.title, p.description, p.perex, p.image, p.blocks, p.translation_group, p.parent_path, s.site_name`;
const href = (locale: string, path: string) => `/${locale}${path ? `/${path}` : ''}`;

async function alternatesOf(db: Queryable, group: number) {
  const rows = await db.query<{ locale: RoutedLocale; path: string }>(
    'SELECT locale, path FROM cms_pages WHERE translation_group = $1 ORDER BY locale',
    [group],
  );
  return rows.map((row) => ({ locale: row.locale, path: href(row.locale, row.path) }));
}

/** The same record under its section in every routed locale: `/{locale}/{section path}/{suffix}`. */
async function alternatesUnder(db: Queryable, section: PageRow, suffix: string) {
  const sections = await db.query<{ locale: RoutedLocale; path: string }>(
    'SELECT locale, path FROM cms_pages WHERE translation_group = $1',
    [section.translation_group],
  );
  return sections
    .filter((s) => ROUTED_LOCALES.includes(s.locale))
    .map((s) => ({ locale: s.locale, path: href(s.locale, `${s.path}/${suffix}`) }));
}

async function homeCrumb(db: Queryable, locale: string) {
  const [home] = await db.query<{ title: string }>("SELECT title FROM cms_pages WHERE locale = $1 AND path = ''", [
    locale,
  ]);
  return { title: home?.title ?? 'Home', path: href(locale, '') };
}

function toPage(row: PageRow, extra: Pick<Page, 'alternates' | 'breadcrumbs' | 'entity' | 'podcastList'>): Page {
  return {
    id: row.id,
    locale: row.locale,
    path: href(row.locale, row.path),
    type: row.type,
    title: row.title,
    documentTitle: row.type === 'homepage' ? row.site_name : `${row.title} | ${row.site_name}`,
    description: row.description,
    perex: row.perex,
    image: row.image,
    siteName: row.site_name,
    blocks: withRenderedRichText(row.blocks, row.locale),
    ...extra,
  };
}

/** Place lists whose subregion and municipality filters travel as path slugs (spec 01 §2 "filters in path slugs"). */
const SLUG_FILTERED_LISTS: readonly PageType[] = [
  'winemaker_list',
  'cellar_list',
  'wine_bar_list',
  'wine_shop_list',
  'accommodation_list',
  'restaurant_list',
  'map',
];

/** `/{list}/{subregion or municipality slug}…`: the list page itself, when every trailing slug is a known filter. */
async function resolveFilteredList(db: Queryable, locale: RoutedLocale, clean: string): Promise<Page | undefined> {
  const parts = clean.split('/');
  for (let cut = parts.length - 1; cut >= 1; cut -= 1) {
    if (!parts.slice(cut).every((slug) => GEOGRAPHY_FILTER_SLUGS.has(slug))) return undefined;
    const [list] = await db.query<PageRow>(
      `SELECT ${PAGE_COLUMNS} FROM cms_pages p JOIN site_settings s ON s.locale = p.locale WHERE p.locale = $1 AND p.path = $2`,
      [locale, parts.slice(0, cut).join('/')],
    );
    if (list) {
      if (!SLUG_FILTERED_LISTS.includes(list.type)) return undefined;
      return toPage(list, {
        alternates: await alternatesOf(db, list.translation_group),
        breadcrumbs: [await homeCrumb(db, locale), { title: list.title, path: href(locale, list.path) }],
        entity: null,
      });
    }
  }
  return undefined;
}

/** A tag's page under the tag section: `/{locale}/{tag section}/{id}-{slug}`, a wrong slug answered with the right address. */
async function resolveTag(
  db: Queryable,
  locale: RoutedLocale,
  section: PageRow,
  id: number,
): Promise<Page | undefined> {
  const [tag] = await db.query<{ id: number; slug: string; title: string }>(
    `SELECT id, slug, coalesce(title->>$2, title->>'cs') AS title FROM tags WHERE id = $1`,
    [id, locale],
  );
  if (!tag) return undefined;
  const canonical = href(locale, `${section.path}/${tag.id}-${tag.slug}`);
  return {
    id: tag.id,
    locale,
    path: canonical,
    type: 'tag',
    title: tag.title,
    documentTitle: `${tag.title} | ${section.site_name}`,
    description: section.description,
    perex: null,
    image: null,
    siteName: section.site_name,
    blocks: [],
    alternates: await alternatesUnder(db, section, `${tag.id}-${tag.slug}`),
    breadcrumbs: [
      await homeCrumb(db, locale),
      { title: section.title, path: href(locale, section.path) },
      { title: tag.title, path: canonical },
    ],
    entity: { type: 'tag', id: tag.id, slug: tag.slug },
  };
}

/**
 * A trip's share link `/{locale}/{trip page}/{trip id}`: the trip page titled by the trip (link previews), for anyone.
 * An id the server does not know yet is still the trip page: a trip made offline exists on the device first, and the
 * screen tells a trip that is nowhere apart.
 */
async function resolveTrip(
  db: Queryable,
  locale: RoutedLocale,
  sectionPath: string,
  tripId: string,
): Promise<Page | undefined> {
  const [section] = await db.query<PageRow>(
    `SELECT ${PAGE_COLUMNS} FROM cms_pages p JOIN site_settings s ON s.locale = p.locale WHERE p.locale = $1 AND p.path = $2 AND p.type = 'trip'`,
    [locale, sectionPath],
  );
  const [trip] = await db.query<{ title: string; description: string }>(
    'SELECT title, description FROM trips WHERE id = $1 AND deleted_at IS NULL',
    [tripId],
  );
  if (!section) return undefined;
  const canonical = href(locale, `${section.path}/${tripId}`);
  return {
    ...toPage(section, {
      alternates: await alternatesUnder(db, section, tripId),
      breadcrumbs: [await homeCrumb(db, locale), { title: trip?.title ?? section.title, path: canonical }],
      entity: { type: 'trip', id: 0, slug: tripId },
    }),
    path: canonical,
    ...(trip
      ? {
          title: trip.title,
          documentTitle: `${trip.title} | ${section.site_name}`,
          description: trip.description || section.description,
        }
      : {}),
  };
}

/** A CMS page by exact path, or a record's detail page under the longest matching section page. */
export async function resolvePage(db: Queryable, locale: RoutedLocale, path: string): Promise<Page | undefined> {
  const clean = path.replace(/^\/+|\/+$/g, '');
  // The homepage's slug answers the homepage itself, whose path in the answer stays the one canonical `/{locale}`.
  const exactPath = clean === HOMEPAGE_SLUG ? '' : clean;
  // A child of a subpage list has the list in its breadcrumbs, between the homepage and itself.
  const [exact] = await db.query<PageRow & { list_title: string | null }>(
    `SELECT ${PAGE_COLUMNS}, list.title AS list_title FROM cms_pages p JOIN site_settings s ON s.locale = p.locale
     LEFT JOIN cms_pages list ON list.locale = p.locale AND list.path = p.parent_path AND list.type = 'subpage_list'
     WHERE p.locale = $1 AND p.path = $2`,
    [locale, exactPath],
  );
  if (exact) {
    const listCrumbs =
      exact.list_title !== null && exact.parent_path !== null
        ? [{ title: exact.list_title, path: href(locale, exact.parent_path) }]
        : [];
    const crumbs =
      exact.type === 'homepage'
        ? []
        : [await homeCrumb(db, locale), ...listCrumbs, { title: exact.title, path: href(locale, exact.path) }];
    const podcastList =
      exact.type === 'podcast_list'
        ? await fetchPodcasts(db, {
            page: 1,
            size: PODCAST_PAGE_SIZE,
            locale: exact.locale,
            preview: false,
            type: 'episodes',
            sort: 'newest',
          })
        : undefined;
    const blocks = await withSubpages(db, locale, exact.path, exact.blocks);
    return toPage(
      { ...exact, blocks },
      {
        alternates: await alternatesOf(db, exact.translation_group),
        breadcrumbs: crumbs,
        entity: null,
        ...(podcastList ? { podcastList } : {}),
      },
    );
  }
  const request = /^(pozadavky\/[a-z-]+)\/(\d{1,9})$/.exec(clean);
  if (request && locale === 'cs') {
    const [form] = await db.query<PageRow>(
      `SELECT ${PAGE_COLUMNS} FROM cms_pages p JOIN site_settings s ON s.locale = p.locale WHERE p.locale = 'cs' AND p.path = $1`,
      [request[1]],
    );
    if (form)
      return toPage(form, {
        alternates: [],
        breadcrumbs: [await homeCrumb(db, locale), { title: form.title, path: href(locale, clean) }],
        entity: { type: form.path.split('/')[1] ?? '', id: Number(request[2]), slug: '' },
      });
  }
  const tripLink = TRIP_LINK_PATTERN.exec(clean);
  if (tripLink) return resolveTrip(db, locale, tripLink[1] ?? '', tripLink[2] ?? '');
  const detail = /^(.+)\/(\d{1,9})-([a-z0-9-]+)$/.exec(clean);
  if (!detail) return resolveFilteredList(db, locale, clean);
  const [, sectionPath = '', idText = '0'] = detail;
  const prefixes = sectionPath.split('/').map((_, i, parts) => parts.slice(0, parts.length - i).join('/'));
  // The longest section that has detail pages: an article under o-vine/vinarske-oblasti/ is the encyclopedia's, not the regions page's.
  const sections = await db.query<PageRow>(
    `SELECT ${PAGE_COLUMNS} FROM cms_pages p JOIN site_settings s ON s.locale = p.locale WHERE p.locale = $1 AND p.path = ANY($2::text[]) ORDER BY length(p.path) DESC`,
    [locale, prefixes],
  );
  const section = sections.find((s) => (s.type === 'tag' && s.path === sectionPath) || DETAIL_OF[s.type]);
  if (section?.type === 'tag' && section.path === sectionPath) return resolveTag(db, locale, section, Number(idText));
  const rule = section ? DETAIL_OF[section.type] : undefined;
  if (!section || !rule) return undefined;
  const [record] = await db.query<{
    doc_type: string;
    entity_id: number;
    slug: string;
    title: string;
    perex: string | null;
    image: Image | null;
    url: Record<string, string>;
  }>(
    `SELECT doc_type, entity_id, slug, coalesce(title->>$3, title->>'cs') AS title, coalesce(perex->>$3, perex->>'cs') AS perex, image, url
     FROM search_documents WHERE entity_id = $1 AND doc_type = ANY($2::text[]) ORDER BY array_position($2::text[], doc_type) LIMIT 1`,
    [Number(idText), rule.docTypes, locale],
  );
  if (!record) return undefined;
  const canonical = record.url[locale] ?? record.url.cs ?? href(locale, clean);
  const type = DOC_PAGE_TYPE[record.doc_type] ?? rule.type;
  // A wine's page carries the wine itself (as the podcast list its first page): one request paints it, also offline.
  const mlWine = type === 'ml_wine' ? await readWineDetail(db, locale, record.entity_id) : undefined;
  if (type === 'ml_wine' && !mlWine) return undefined;
  return {
    id: record.entity_id,
    locale,
    path: canonical,
    type,
    title: record.title,
    documentTitle: `${record.title} | ${section.site_name}`,
    description: record.perex ?? section.description,
    perex: record.perex,
    image: record.image,
    siteName: section.site_name,
    blocks: [],
    alternates: ROUTED_LOCALES.filter((l) => record.url[l]).map((l) => ({ locale: l, path: record.url[l] ?? '' })),
    breadcrumbs: [
      await homeCrumb(db, locale),
      { title: section.title, path: href(locale, section.path) },
      { title: record.title, path: canonical },
    ],
    entity: { type: record.doc_type, id: record.entity_id, slug: record.slug },
    ...(mlWine ? { mlWine } : {}),
  };
}
