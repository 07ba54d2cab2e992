import type { z } from 'zod';
import type { placesCalls } from '../../../shared/api/calls/places.ts';
import type { Image } from '../../../shared/api/common.ts';
import { MAP_LATITUDE_MAX, MAP_LATITUDE_MIN, MAP_TYPES } from '../../../shared/constants/places.ts';
import { ROUTED_LOCALES, toRoutedLocale } from '../../../shared/constants/locales.ts';
import type { DocumentIndex } from '../../lib/documents/document-index.ts';
import { queryWords } from '../../lib/documents/search-norm.ts';
import { PreparedJson } from '../../lib/http/prepared-json.ts';
import type { Queryable } from '../../db/database.ts';
import { SqlWhere, translated } from '../../lib/sql-builder.ts';

type MapInput = z.output<typeof placesCalls.map.input>;

const TAG_TYPE_DOCS: Record<string, string[]> = {
  news: ['news'], encyclopedia: ['encyclopedia', 'dictionary'], pages: ['page'], wine_variety: ['wine_variety'], events: ['event'],
  winemakers: ['winemaker'], cellars: ['cellar'], winebars: ['wine_bar'], restaurants: ['restaurant'], eshops: ['eshop', 'wine_shop'],
};

/** Each map point of a locale serialised, by position in the snapshot (points outside the map's area are absent). */
async function serialisedPoints(db: Queryable, index: DocumentIndex, locale: string): Promise<(string | undefined)[]> {
  const rows = await db.query<{ doc_type: string; entity_id: number; point: string }>(
    `SELECT d.doc_type, d.entity_id, json_build_object(
              'id', d.entity_id, 'type', d.doc_type, 'title', ${translated('d.title', '$1')}, 'location', d.city,
              'url', ${translated('d.url', '$1')}, 'image', d.image->>'url', 'longitude', d.longitude, 'latitude', d.latitude)::text AS point
     FROM search_documents d
     WHERE d.place_type IS NOT NULL AND d.latitude BETWEEN ${MAP_LATITUDE_MIN} AND ${MAP_LATITUDE_MAX} AND d.longitude IS NOT NULL`,
    [locale],
  );
  const points: (string | undefined)[] = new Array<string | undefined>(index.documents.length);
  for (const row of rows) {
    const position = index.positionOf(row.doc_type, row.entity_id);
    if (position !== undefined) points[position] = row.point;
  }
  return points;
}

/** Every map point of the locale matching the filters, joined into one JSON text from the serialised points. */
async function mapJson(db: Queryable, index: DocumentIndex, input: MapInput): Promise<string> {
  const points = await index.memoised(`map-points:${input.locale}`, () => serialisedPoints(db, index, input.locale));
  const types = input.t.length > 0 ? new Set<string>(input.t) : undefined;
  const matches = index.matching(queryWords(input.s));
  const chosen: string[] = [];
  index.documents.forEach((document, i) => {
    const point = points[i];
    if (point && (!types || types.has(document.docType)) && (!matches || matches.has(i))) chosen.push(point);
  });
  return `{"items":[${chosen.join(',')}]}`;
}

/** The heavy answers every visitor of a map asks for: all points, or all of one type, with no search. */
const isShared = (input: MapInput) => !input.s && input.t.length <= 1;

/**
 * The map's answer. The shared ones (all points, or one type, per locale: ~60 000 points at the 20× data set)
 * are gzipped once per snapshot of the read model; a searched or multi-type one is built per request.
 */
export async function mapAnswer(db: Queryable, index: DocumentIndex, input: MapInput): Promise<PreparedJson> {
  if (!isShared(input)) return PreparedJson.of(await mapJson(db, index, input), { fast: true });
  return index.memoised(`map-answer:${input.locale}:${input.t.join(',')}`, async () => PreparedJson.of(await mapJson(db, index, input)));
}

/** Prepares the shared map answers of every locale, so the first visitors of a map do not wait for them. */
export async function warmMapAnswers(db: Queryable, index: DocumentIndex): Promise<void> {
  for (const locale of ROUTED_LOCALES) {
    for (const t of [[], ...MAP_TYPES.map((type) => [type])]) await mapAnswer(db, index, { locale, t, s: undefined });
  }
}

export async function listTagged(db: Queryable, input: z.output<typeof placesCalls.tagEntity.input>) {
  const where = new SqlWhere();
  where.and(`t.tag_id = ${where.add(input.tagId)}`).words('d.search_text', input.s);
  const docTypes = input.t.flatMap((type) => TAG_TYPE_DOCS[type] ?? []);
  if (docTypes.length > 0) where.and(`d.doc_type = ANY(${where.add(docTypes)}::text[])`);
  const locale = where.add(input.locale);
  const limit = where.add(input.limit);
  const offset = where.add(input.offset);
  const rows = await db.query<{
    id: number; slug: string; title: string; url: string; color: string | null; types: string[]; color_id: number | null; city: string | null;
    date_from: string | null; date_to: string | null; image: Image | null; matching: number;
  }>(
    `SELECT d.entity_id AS id, d.slug, ${translated('d.title', locale)} AS title, ${translated('d.url', locale)} AS url,
            d.category->>'color' AS color, ARRAY[d.doc_type] AS types, d.color_id, d.city, d.date_from, d.date_to, d.image,
            count(*) OVER ()::int AS matching
     FROM entity_tags t JOIN search_documents d ON d.doc_type = t.doc_type AND d.entity_id = t.entity_id
     ${where} ORDER BY ${translated('d.title', locale)}, d.entity_id LIMIT ${limit} OFFSET ${offset}`,
    where.params,
  );
  const [all] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM entity_tags WHERE tag_id = $1', [input.tagId]);
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
      id: row.id, slug: row.slug, title: row.title, url: row.url, color: row.color, types: row.types, colorId: row.color_id, city: row.city,
      dateFrom: row.date_from, dateTo: row.date_to, eshopUrl: null, logo: row.image,
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
  return rows.map(({ tag_page: tagPage, ...tag }) => ({ ...tag, url: `${tagPage ? `/${routed}/${tagPage}` : `/${routed}`}/${tag.id}-${tag.slug}` }));
}

export async function getTag(db: Queryable, id: number, locale: string) {
  const [row] = await db.query<{ id: number; slug: string; title: string; color: string }>(
    `SELECT id, slug, ${translated('title', '$2')} AS title, color FROM tags WHERE id = $1`,
    [id, locale],
  );
  return row;
}
