import { wineYears } from '../../../shared/constants/wines.ts';
import type { z } from 'zod';
import type { placesCalls } from '../../../shared/api/calls/places.ts';
import { PROGRAMME_CHOICES, RESTAURANT_CHOICES } from '../../../shared/constants/places.ts';
import type { Queryable } from '../../db/database.ts';
import { translated } from '../../lib/sql-builder.ts';

type Input = z.output<typeof placesCalls.others.input>;
type Option = { id: number | string; title: string; count: number; parentId: number | null };

const ENTITY_TYPE: Record<string, string> = { wineshop: 'wine_shop', winebar: 'wine_bar', winemaker: 'winemaker', cellar: 'cellar', accommodation: 'accommodation' };

/** Options of one jsonb-array column with how many rows hold each value. */
async function arrayCounts(db: Queryable, table: string, column: string, where: string, params: unknown[]) {
  const rows = await db.query<{ value: string; n: number }>(
    `SELECT v AS value, count(*)::int AS n FROM ${table}, jsonb_array_elements_text(${column}) v ${where} GROUP BY v`,
    params,
  );
  return new Map(rows.map((row) => [row.value, row.n]));
}

/** Subregions, municipalities (with their subregion as parent) and languages, each with its match count. */
async function geographyOptions(db: Queryable, table: string, typeFilter: string | null, locale: string) {
  const join = typeFilter ? 'AND x.types @> $2::jsonb' : '';
  const withType = (params: unknown[]) => (typeFilter ? [...params, typeFilter] : params);
  const subregions = await db.query<Option>(
    `SELECT s.id, ${translated('s.title', '$1')} AS title, count(x.id)::int AS count, NULL::int AS "parentId"
     FROM wine_subregions s LEFT JOIN ${table} x ON x.subregion_id = s.id ${join} GROUP BY s.id ORDER BY s.id`,
    withType([locale]),
  );
  const municipalities = await db.query<Option>(
    `SELECT m.id, m.title, count(x.id)::int AS count, m.subregion_id AS "parentId"
     FROM wine_municipalities m LEFT JOIN ${table} x ON x.municipality_id = m.id ${join.replace('$2', '$1')} GROUP BY m.id ORDER BY m.title`,
    typeFilter ? [typeFilter] : [],
  );
  const languages = await db.query<Option>(
    `SELECT l.id, ${translated('l.title', '$1')} AS title, count(x.id)::int AS count, NULL::int AS "parentId"
     FROM languages l LEFT JOIN ${table} x ON x.language_ids @> to_jsonb(l.id) ${join} GROUP BY l.id ORDER BY l.id`,
    withType([locale]),
  );
  return { subregions, municipalities, languages };
}

export async function listFilterOptions(db: Queryable, input: Input): Promise<{ categories: Record<string, Option[]>; count?: number }> {
  if (input.type === 'restaurant') {
    const geography = await geographyOptions(db, 'restaurants', null, input.locale);
    const counts = await arrayCounts(db, 'restaurants', 'choices', '', []);
    return { categories: { ...geography, choices: RESTAURANT_CHOICES.map((id) => ({ id, title: id, count: counts.get(id) ?? 0, parentId: null })) } };
  }
  if (input.type === 'event') {
    const types = await db.query<Option>(
      `SELECT t.id, ${translated('t.title', '$1')} AS title, count(e.id)::int AS count, NULL::int AS "parentId"
       FROM event_types t LEFT JOIN events e ON e.event_type_id = t.id AND e.date_to >= CURRENT_DATE GROUP BY t.id ORDER BY t.id`,
      [input.locale],
    );
    const municipalities = await db.query<Option>(
      `SELECT m.id, m.title, count(e.id)::int AS count, m.subregion_id AS "parentId"
       FROM wine_municipalities m JOIN events e ON e.municipality_id = m.id AND e.date_to >= CURRENT_DATE GROUP BY m.id ORDER BY m.title`,
    );
    const [upcoming] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM events WHERE date_to >= CURRENT_DATE');
    return { categories: { types, municipalities }, count: upcoming?.n ?? 0 };
  }
  if (input.type === 'wine') return wineOptions(db, input.locale);
  const type = ENTITY_TYPE[input.type] ?? 'winemaker';
  const geography = await geographyOptions(db, 'wine_entities', JSON.stringify([type]), input.locale);
  const counts = await arrayCounts(db, 'wine_entities x', 'x.programmes', 'WHERE x.types @> $1::jsonb', [JSON.stringify([type])]);
  return { categories: { ...geography, programmes: PROGRAMME_CHOICES.map((id) => ({ id, title: id, count: counts.get(id) ?? 0, parentId: null })) } };
}

/** The wine list's filter options (spec 01 §9 keys c, y, e, k, v, re, sr) with how many wines match each. */
async function wineOptions(db: Queryable, locale: string) {
  const grouped = (column: string) => db.query<Option>(`SELECT ${column} AS id, ${column}::text AS title, count(*)::int AS count, NULL::int AS "parentId" FROM ml_wines GROUP BY ${column} ORDER BY ${column}`);
  const years = await db.query<Option>(
    `SELECT y AS id, y::text AS title, (SELECT count(*)::int FROM ml_wines w WHERE w.year = y) AS count, NULL::int AS "parentId" FROM unnest($1::int[]) AS y ORDER BY y DESC`,
    [wineYears()],
  );
  const regions = await db.query<Option>(
    `SELECT r.id, ${translated('r.title', '$1')} AS title, count(w.id)::int AS count, NULL::int AS "parentId" FROM wine_regions r LEFT JOIN ml_wines w ON w.region_id = r.id GROUP BY r.id ORDER BY r.id`,
    [locale],
  );
  const subregions = await db.query<Option>(
    `SELECT s.id, ${translated('s.title', '$1')} AS title, count(w.id)::int AS count, s.region_id AS "parentId"
     FROM wine_subregions s LEFT JOIN ml_wines w ON w.subregion_id = s.id GROUP BY s.id ORDER BY s.id`,
    [locale],
  );
  const varieties = await db.query<Option>(
    `SELECT v.id, ${translated('v.title', '$1')} AS title, coalesce(c.n, 0)::int AS count, NULL::int AS "parentId"
     FROM wine_varieties v LEFT JOIN (SELECT x::int AS id, count(*) AS n FROM ml_wines, jsonb_array_elements_text(variety_ids) AS x GROUP BY 1) c ON c.id = v.id
     ORDER BY ${translated('v.title', '$1')}`,
    [locale],
  );
  return { categories: { colours: await grouped('color'), years, epithets: await grouped('epithet'), sweetness: await grouped('sweetness'), regions, subregions, varieties } };
}
