import type { z } from 'zod';
import type { winesCalls } from '../../../shared/api/calls/wines.ts';
import { LIST_PAGE_SIZE } from '../../../shared/constants/places.ts';
import type { Queryable } from '../../db/database.ts';
import { toWine, WINE_SELECT, type WineRow } from '../../lib/ml-wines.ts';
import { SqlWhere } from '../../lib/sql-builder.ts';

type ListInput = z.output<typeof winesCalls.mlWineList.input>;

function filters(input: ListInput): SqlWhere {
  const where = new SqlWhere().words('w.search_text', input.s);
  if (input.c.length > 0) where.and(`w.color = ANY(${where.add(input.c)}::text[])`);
  if (input.y.length > 0) where.and(`w.year = ANY(${where.add(input.y)}::int[])`);
  if (input.e.length > 0) where.and(`w.epithet = ANY(${where.add(input.e)}::text[])`);
  if (input.k.length > 0) where.and(`w.sweetness = ANY(${where.add(input.k)}::text[])`);
  if (input.v.length > 0)
    where.and(
      `EXISTS (SELECT 1 FROM jsonb_array_elements_text(w.variety_ids) x WHERE x::int = ANY(${where.add(input.v)}::int[]))`,
    );
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
  const rows = await db.query<WineRow>(
    `${WINE_SELECT(locale)} ${where} ORDER BY w.points DESC, w.id LIMIT ${LIST_PAGE_SIZE} OFFSET ${offset}`,
    where.params,
  );
  const countWhere = filters(input);
  const [counted] = await db.query<{ n: number; all: number }>(
    `SELECT (SELECT count(*)::int FROM ml_wines w ${countWhere}) AS n, (SELECT count(*)::int FROM ml_wines) AS all`,
    countWhere.params,
  );
  return { items: rows.map((row) => toWine(row, input.locale)), count: counted?.n ?? 0, total: counted?.all ?? 0 };
}
