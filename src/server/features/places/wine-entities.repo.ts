import type { z } from 'zod';
import type { placesCalls } from '../../../shared/api/calls/places.ts';
import type { Image } from '../../../shared/api/common.ts';
import { sectionPath, WINE_ENTITY_TYPE_SECTION } from '../../../shared/constants/sections.ts';
import { toRoutedLocale } from '../../../shared/constants/locales.ts';
import type { Queryable } from '../../db/database.ts';
import { SqlWhere, translated } from '../../lib/sql-builder.ts';

type ListInput = z.output<typeof placesCalls.wineEntityList.input>;
type Summary = z.input<typeof placesCalls.wineEntityList.output>['items'][number];

export interface WineEntityRow {
  id: number; title: string; slug: string; types: Summary['wineEntityTypes']; perex: string; description: string; city: string;
  image: Image | null; logo: Image | null; gallery: Image[]; latitude: number | null; longitude: number | null; eshop_url: string | null;
  has_eshop: boolean; programmes: Summary['programmes']; certification: Record<string, boolean>; rating_sum: number; rating_count: number;
  municipality_id: number | null; municipality: string | null; street: string; house_number: string; zip: string; subregion_id: number | null;
  subregion: string | null; sections: Record<string, unknown>; language_ids: number[];
}

export const SUMMARY_COLUMNS = (localeParam: string) => `e.id, e.title, e.slug, e.types, ${translated('e.perex', localeParam)} AS perex, e.city, e.image, e.logo,
  e.latitude, e.longitude, e.eshop_url, e.has_eshop, e.programmes, e.certification, e.rating_sum, e.rating_count,
  e.municipality_id, m.title AS municipality`;

export function toSummary(row: WineEntityRow, locale: string): Summary {
  const first = row.types[0] ?? 'winemaker';
  return {
    id: row.id, title: row.title, slug: row.slug,
    url: `${sectionPath(WINE_ENTITY_TYPE_SECTION[first], toRoutedLocale(locale))}/${row.id}-${row.slug}`,
    city: row.city, image: row.image, logo: row.logo, perex: row.perex,
    location: row.latitude !== null && row.longitude !== null ? { latitude: row.latitude, longitude: row.longitude } : null,
    rating: row.rating_count > 0 ? Math.round(row.rating_sum / row.rating_count) : null, ratingCount: row.rating_count,
    address: [{ city: row.city, municipality: row.municipality_id !== null ? { id: row.municipality_id, title: row.municipality ?? row.city } : null }],
    eshopUrl: row.eshop_url, hasEshop: row.has_eshop, wineEntityTypes: row.types, programmes: row.programmes,
    certifiedWinemaker: row.certification.certifiedWinemaker ?? false, certifiedWineCellar: row.certification.certifiedWineCellar ?? false,
    certifiedWineshop: row.certification.certifiedWineshop ?? false, certifiedWineBar: row.certification.certifiedWineBar ?? false,
    certifiedAccomodation: row.certification.certifiedAccomodation ?? false, certifiedRestaurant: row.certification.certifiedRestaurant ?? false,
  };
}

/** The shared WHERE of the list and its count: type, search, subregion → municipality, language, programmes. */
export function wineEntityFilters(input: ListInput, where = new SqlWhere()): SqlWhere {
  if (input.t) where.and(`e.types @> ${where.add(JSON.stringify([input.t]))}::jsonb`);
  where.words('e.search_text', input.s);
  if (input.sr.length > 0) where.and(`e.subregion_id = ANY(${where.add(input.sr)}::int[])`);
  if (input.m.length > 0) {
    where.and(input.sr.length > 0
      ? `(e.municipality_id = ANY(${where.add(input.m)}::int[]) OR NOT EXISTS (SELECT 1 FROM wine_municipalities wm WHERE wm.id = ANY($${where.params.length}::int[]) AND wm.subregion_id = e.subregion_id))`
      : `e.municipality_id = ANY(${where.add(input.m)}::int[])`);
  }
  for (const language of input.l) where.and(`e.language_ids @> ${where.add(JSON.stringify([language]))}::jsonb`);
  if (input.p.length > 0) where.and(`e.programmes @> ${where.add(JSON.stringify(input.p))}::jsonb`);
  return where;
}

export async function listWineEntities(db: Queryable, input: ListInput) {
  const where = wineEntityFilters(input);
  const locale = where.add(input.locale);
  const limit = where.add(input.limit);
  const offset = where.add(input.offset);
  const rows = await db.query<WineEntityRow & { matching: number }>(
    `SELECT ${SUMMARY_COLUMNS(locale)}, count(*) OVER ()::int AS matching
     FROM wine_entities e LEFT JOIN wine_municipalities m ON m.id = e.municipality_id
     ${where} ORDER BY lower(e.title), e.id LIMIT ${limit} OFFSET ${offset}`,
    where.params,
  );
  let count = rows[0]?.matching;
  if (count === undefined) {
    const countWhere = wineEntityFilters(input);
    const [counted] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM wine_entities e ${countWhere}`, countWhere.params);
    count = counted?.n ?? 0;
  }
  const [all] = await db.query<{ n: number }>(
    input.t ? 'SELECT count(*)::int AS n FROM wine_entities WHERE types @> $1::jsonb' : 'SELECT count(*)::int AS n FROM wine_entities',
    input.t ? [JSON.stringify([input.t])] : [],
  );
  return { items: rows.map((row) => toSummary(row, input.locale)), count, total: all?.n ?? 0, query: { ...input } };
}

export async function getWineEntity(db: Queryable, id: number, locale: string) {
  const [row] = await db.query<WineEntityRow>(
    `SELECT ${SUMMARY_COLUMNS('$2')}, ${translated('e.description', '$2')} AS description, e.gallery, e.street, e.house_number, e.zip,
            e.subregion_id, ${translated('s.title', '$2')} AS subregion, e.sections, e.language_ids
     FROM wine_entities e LEFT JOIN wine_municipalities m ON m.id = e.municipality_id LEFT JOIN wine_subregions s ON s.id = e.subregion_id
     WHERE e.id = $1`,
    [id, locale],
  );
  return row;
}
