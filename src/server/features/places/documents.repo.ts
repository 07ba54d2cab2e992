import type { z } from 'zod';
import type { placesCalls } from '../../../shared/api/calls/places.ts';
import type { Image } from '../../../shared/api/common.ts';
import { toRoutedLocale } from '../../../shared/constants/locales.ts';
import type { Queryable } from '../../db/database.ts';
import { SqlWhere, translated } from '../../lib/sql-builder.ts';

const TAG_TYPE_DOCS: Record<string, string[]> = {
  news: ['news'],
  encyclopedia: ['encyclopedia', 'dictionary'],
  pages: ['page'],
  wine_variety: ['wine_variety'],
  events: ['event'],
  winemakers: ['winemaker'],
  cellars: ['cellar'],
  winebars: ['wine_bar'],
  restaurants: ['restaurant'],
  eshops: ['eshop', 'wine_shop'],
};

export async function listTagged(db: Queryable, input: z.output<typeof placesCalls.tagEntity.input>) {
  const where = new SqlWhere();
  where.and(`t.tag_id = ${where.add(input.tagId)}`).words('d.search_text', input.s);
  const docTypes = input.t.flatMap((type) => TAG_TYPE_DOCS[type] ?? []);
  if (docTypes.length > 0) where.and(`d.doc_type = ANY(${where.add(docTypes)}::text[])`);
  const locale = where.add(input.locale);
  const limit = where.add(input.limit);
  const offset = where.add(input.offset);
  const rows = await db.query<{
    id: number;
    slug: string;
    title: string;
    url: string;
    color: string | null;
    types: string[];
    color_id: number | null;
    city: string | null;
    date_from: string | null;
    date_to: string | null;
    image: Image | null;
    matching: number;
  }>(
    `SELECT d.entity_id AS id, d.slug, ${translated('d.title', locale)} AS title, ${translated('d.url', locale)} AS url,
            d.category->>'color' AS color, ARRAY[d.doc_type] AS types, d.color_id, d.city, d.date_from, d.date_to, d.image,
            count(*) OVER ()::int AS matching
     FROM entity_tags t JOIN search_documents d ON d.doc_type = t.doc_type AND d.entity_id = t.entity_id
     ${where} ORDER BY ${translated('d.title', locale)}, d.entity_id LIMIT ${limit} OFFSET ${offset}`,
    where.params,
  );
  const [all] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM entity_tags WHERE tag_id = $1', [
    input.tagId,
  ]);
  let count = rows[0]?.matching;
  if (count === undefined) {
    const countWhere = new SqlWhere();
    countWhere.and(`t.tag_id = ${countWhere.add(input.tagId)}`).words('d.search_text', input.s);
    if (docTypes.length > 0) countWhere.and(`d.doc_type = ANY(${countWhere.add(docTypes)}::text[])`);
    const [counted] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM entity_tags t JOIN search_documents d ON d.doc_type = t.doc_type AND d.entity_id = t.entity_id ${countWhere}`,
      countWhere.params,
    );
    count = counted?.n ?? 0;
  }
  return {
    items: rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      title: row.title,
      url: row.url,
      color: row.color,
      types: row.types,
      colorId: row.color_id,
      city: row.city,
      dateFrom: row.date_from,
      dateTo: row.date_to,
      eshopUrl: null,
      logo: row.image,
    })),
    count,
    total: all?.n ?? 0,
  };
}

/** A record's tags, each with the address of the locale's tag page (`/{locale}/{tag page}/{id}-{slug}`). */
export async function tagsOf(db: Queryable, docTypes: string[], entityId: number, locale: string) {
  const rows = await db.query<{ id: number; slug: string; title: string; color: string; tag_page: string | null }>(
    `SELECT DISTINCT tg.id, tg.slug, ${translated('tg.title', '$3')} AS title, tg.color,
            (SELECT p.path FROM cms_pages p WHERE p.locale = $4 AND p.type = 'tag' ORDER BY p.id LIMIT 1) AS tag_page
     FROM entity_tags t JOIN tags tg ON tg.id = t.tag_id WHERE t.doc_type = ANY($1::text[]) AND t.entity_id = $2 ORDER BY tg.id`,
    [docTypes, entityId, locale, toRoutedLocale(locale)],
  );
  const routed = toRoutedLocale(locale);
  return rows.map(({ tag_page: tagPage, ...tag }) => ({
    ...tag,
    url: `${tagPage ? `/${routed}/${tagPage}` : `/${routed}`}/${tag.id}-${tag.slug}`,
  }));
}

export async function getTag(db: Queryable, id: number, locale: string) {
  const [row] = await db.query<{ id: number; slug: string; title: string; color: string }>(
    `SELECT id, slug, ${translated('title', '$2')} AS title, color FROM tags WHERE id = $1`,
    [id, locale],
  );
  return row;
}
