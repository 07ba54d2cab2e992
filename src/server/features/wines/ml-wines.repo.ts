import type { z } from 'zod';
import type { winesCalls } from '../../../shared/api/calls/wines.ts';
import type { Image } from '../../../shared/api/common.ts';
import { LIST_PAGE_SIZE } from '../../../shared/constants/places.ts';
import { detailPath } from '../../../shared/constants/sections.ts';
import { toRoutedLocale } from '../../../shared/constants/locales.ts';
import type { Queryable } from '../../db/database.ts';
import { SqlWhere, translated } from '../../lib/sql-builder.ts';

type ListInput = z.output<typeof winesCalls.mlWineList.input>;
type Wine = z.input<typeof winesCalls.mlWineList.output>['items'][number];

export interface WineRow {
  id: number; title: string; year: number; slug: string; color: Wine['color']; varieties: { id: number; title: string }[]; region: string; subregion: string;
  epithet: string; sweetness: string; maker_id: number; maker: string; eshop_url: string | null; points: number; image: Image | null;
  fruitable: number; corpus: number; tannins: number; acid: number;
}

export const WINE_SELECT = (locale: string) => `SELECT w.id, w.title, w.year, w.slug, w.color, w.epithet, w.sweetness, w.points, w.image,
  w.fruitable, w.corpus, w.tannins, w.acid, ${translated('r.title', locale)} AS region, ${translated('s.title', locale)} AS subregion,
  e.id AS maker_id, e.title AS maker, e.eshop_url,
  (SELECT coalesce(json_agg(json_build_object('id', v.id, 'title', ${translated('v.title', locale)})), '[]'::json) FROM wine_varieties v WHERE w.variety_ids @> to_jsonb(v.id)) AS varieties
  FROM ml_wines w JOIN wine_regions r ON r.id = w.region_id JOIN wine_subregions s ON s.id = w.subregion_id JOIN wine_entities e ON e.id = w.wine_entity_id`;

export function toWine(row: WineRow, locale: string): Wine {
  return {
    id: row.id, title: row.title, year: row.year, slug: row.slug, color: row.color, varieties: row.varieties, region: row.region, subregion: row.subregion,
    epithet: row.epithet, wineEntity: { id: row.maker_id, title: row.maker, eshopUrl: row.eshop_url }, points: row.points,
    url: detailPath('wines', toRoutedLocale(locale), row.id, row.slug), imageUrl: row.image?.url ?? null,
    tasteProfile: { fruitable: row.fruitable, corpus: row.corpus, tannins: row.tannins, acid: row.acid },
  };
}

function filters(input: ListInput): SqlWhere {
  const where = new SqlWhere().words('w.search_text', input.s);
  if (input.c.length > 0) where.and(`w.color = ANY(${where.add(input.c)}::text[])`);
  if (input.y.length > 0) where.and(`w.year = ANY(${where.add(input.y)}::int[])`);
  if (input.e.length > 0) where.and(`w.epithet = ANY(${where.add(input.e)}::text[])`);
  if (input.k.length > 0) where.and(`w.sweetness = ANY(${where.add(input.k)}::text[])`);
  if (input.v.length > 0) where.and(`EXISTS (SELECT 1 FROM jsonb_array_elements_text(w.variety_ids) x WHERE x::int = ANY(${where.add(input.v)}::int[]))`);
  if (input.re.length > 0) where.and(`w.region_id = ANY(${where.add(input.re)}::int[])`);
  if (input.sr.length > 0) where.and(`w.subregion_id = ANY(${where.add(input.sr)}::int[])`);
  if (input.w.length > 0) where.and(`w.wine_entity_id = ANY(${where.add(input.w)}::int[])`);
  if (input.p !== undefined) where.and(`w.points >= ${where.add(input.p)}`);
  return where;
}

export async function listWines(db: Queryable, input: ListInput) {
  const where = filters(input);
  const locale = where.add(input.locale);
  const offset = where.add((input.page - 1) * LIST_PAGE_SIZE);
  const rows = await db.query<WineRow>(`${WINE_SELECT(locale)} ${where} ORDER BY w.points DESC, w.id LIMIT ${LIST_PAGE_SIZE} OFFSET ${offset}`, where.params);
  const countWhere = filters(input);
  const [counted] = await db.query<{ n: number; all: number }>(
    `SELECT (SELECT count(*)::int FROM ml_wines w ${countWhere}) AS n, (SELECT count(*)::int FROM ml_wines) AS all`,
    countWhere.params,
  );
  return { items: rows.map((row) => toWine(row, input.locale)), count: counted?.n ?? 0, total: counted?.all ?? 0 };
}
