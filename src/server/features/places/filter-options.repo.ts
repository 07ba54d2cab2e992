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
  if (input.type === 'wine') {
    const colours = await db.query<Option>('SELECT color AS id, color AS title, count(*)::int AS count, NULL::int AS "parentId" FROM ml_wines GROUP BY color ORDER BY color');
    const years = await db.query<Option>('SELECT year AS id, year::text AS title, count(*)::int AS count, NULL::int AS "parentId" FROM ml_wines GROUP BY year ORDER BY year DESC');
    const subregions = await db.query<Option>(
      `SELECT s.id, ${translated('s.title', '$1')} AS title, count(w.id)::int AS count, NULL::int AS "parentId"
       FROM wine_subregions s LEFT JOIN ml_wines w ON w.subregion_id = s.id GROUP BY s.id ORDER BY s.id`,
      [input.locale],
    );
    return { categories: { colours, years, subregions } };
  }
  const type = ENTITY_TYPE[input.type] ?? 'winemaker';
  const geography = await geographyOptions(db, 'wine_entities', JSON.stringify([type]), input.locale);
  const counts = await arrayCounts(db, 'wine_entities x', 'x.programmes', 'WHERE x.types @> $1::jsonb', [JSON.stringify([type])]);
  return { categories: { ...geography, programmes: PROGRAMME_CHOICES.map((id) => ({ id, title: id, count: counts.get(id) ?? 0, parentId: null })) } };
}
