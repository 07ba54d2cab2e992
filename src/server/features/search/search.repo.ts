import type { z } from 'zod';
import type { searchCalls, searchItemSchema } from '../../../shared/api/calls/search.ts';
import type { Image } from '../../../shared/api/common.ts';
import { SEARCH_PAGE_SIZE } from '../../../shared/constants/places.ts';
import type { Queryable } from '../../db/database.ts';
import { SqlWhere, translated } from '../../lib/sql-builder.ts';

type Input = z.output<typeof searchCalls.search.input>;
type Item = z.input<typeof searchItemSchema>;

/** The spec's search categories (spec 01 §2) as groups of search_documents doc types. */
export const CATEGORY_SQL = `CASE d.doc_type
  WHEN 'podcast_episode' THEN 'podcast' WHEN 'eshop' THEN 'wine_shop' WHEN 'wine_bar' THEN 'page'
  WHEN 'wine_variety' THEN 'encyclopedia' WHEN 'dictionary' THEN 'encyclopedia' WHEN 'recipe' THEN 'encyclopedia' WHEN 'download' THEN 'page'
  ELSE d.doc_type END`;

interface Row {
  doc_type: string; category: string; id: number; slug: string; title: string; image: Image | null; location: string | null; url: string;
  color_id: number | null; date_from: string | null; date_to: string | null; is_top_event: boolean; news_category: { title: Record<string, string>; color: string } | null;
}

export function toItem(row: Row, locale: string): Item {
  return {
    id: row.id, slug: row.slug, title: row.title, image: row.image, location: row.location, url: row.url, types: [row.doc_type], colorId: row.color_id,
    imageUrl: row.image?.url ?? null,
    ...(row.doc_type === 'event' ? { dateFrom: row.date_from, dateTo: row.date_to, isTopEvent: row.is_top_event } : {}),
    ...(row.doc_type === 'news' ? { dateFrom: row.date_from, category: row.news_category ? { title: row.news_category.title[locale] ?? row.news_category.title.cs ?? '', color: row.news_category.color } : null } : {}),
  };
}

function matchWhere(input: Input): SqlWhere {
  const where = new SqlWhere().words('d.search_text', input.query);
  if (input.searchCategory && input.searchCategory !== 'all') where.and(`${CATEGORY_SQL} = ${where.add(input.searchCategory)}`);
  return where;
}

/** Ranked by title match first, then popularity; each category paged by 10. */
export async function search(db: Queryable, input: Input) {
  const where = matchWhere(input);
  const titleTerm = where.add(input.query);
  const locale = where.add(input.locale);
  const from = where.add((input.page - 1) * SEARCH_PAGE_SIZE);
  const rows = await db.query<Row>(
    `SELECT * FROM (
       SELECT d.doc_type, ${CATEGORY_SQL} AS category, d.entity_id AS id, d.slug, ${translated('d.title', locale)} AS title, d.image, d.city AS location,
              ${translated('d.url', locale)} AS url, d.color_id, d.date_from, d.date_to, d.is_top_event, d.category AS news_category,
              row_number() OVER (PARTITION BY ${CATEGORY_SQL} ORDER BY (d.title_search LIKE '%' || search_norm(${titleTerm}) || '%') DESC, d.popularity DESC, d.entity_id) AS rank
       FROM search_documents d ${where}) ranked
     WHERE rank > ${from} AND rank <= ${from} + ${SEARCH_PAGE_SIZE} ORDER BY category, rank`,
    where.params,
  );
  const countWhere = matchWhere(input);
  const counted = await db.query<{ category: string; n: number }>(`SELECT ${CATEGORY_SQL} AS category, count(*)::int AS n FROM search_documents d ${countWhere} GROUP BY 1`, countWhere.params);
  const counts = { all: 0, event: 0, news: 0, podcast: 0, winemaker: 0, ml_wine: 0, cellar: 0, wine_shop: 0, restaurant: 0, accommodation: 0, encyclopedia: 0, page: 0 };
  for (const { category, n } of counted) {
    if (category in counts) counts[category as keyof typeof counts] += n;
    counts.all += n;
  }
  const of = (test: (row: Row) => boolean) => rows.filter(test).map((row) => toItem(row, input.locale));
  const placeLists = input.page === 1
    ? Object.fromEntries((['winemaker', 'cellar', 'wine_shop', 'restaurant', 'accommodation', 'ml_wine'] as const).map((c) => [c, of((r) => r.category === c)]))
    : {};
  return {
    counts,
    event: of((r) => r.doc_type === 'event'),
    news: of((r) => r.doc_type === 'news'),
    podcast: of((r) => r.doc_type === 'podcast'),
    podcast_episode: of((r) => r.doc_type === 'podcast_episode'),
    other: of((r) => !['event', 'news', 'podcast', 'podcast_episode'].includes(r.doc_type)),
    ...placeLists,
  };
}
