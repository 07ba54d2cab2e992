import { wineYears } from '../../../shared/constants/wines.ts';
import type { z } from 'zod';
import type { placesCalls } from '../../../shared/api/calls/places.ts';
import { PROGRAMME_CHOICES, RESTAURANT_CHOICES, type WineEntityType } from '../../../shared/constants/places.ts';
import type { Queryable } from '../../db/database.ts';
import { SqlWhere, translated } from '../../lib/sql-builder.ts';
import { LIST_ROWS, typeOnly, wineEntityFilters } from './wine-entity-filters.ts';

type Input = z.output<typeof placesCalls.others.input>;
type Option = { id: number | string; title: string; count: number; parentId: number | null };

const ENTITY_TYPE: Record<string, WineEntityType> = {
  wineshop: 'wine_shop',
  winebar: 'wine_bar',
  winemaker: 'winemaker',
  cellar: 'cellar',
  accommodation: 'accommodation',
};

/**
 * The rows an option set counts, as LIST_ROWS or `restaurants e` with its WHERE: the wine entities of the
 * list's type (the list's own filter, wineEntityFilters), or every restaurant. A fresh WHERE per statement.
 */
interface CountedRows {
  readonly from: string;
  readonly where: () => SqlWhere;
}

const wineEntitiesOfType = (type: WineEntityType): CountedRows => ({
  from: LIST_ROWS,
  where: () => wineEntityFilters(typeOnly(type)),
});
const allRestaurants: CountedRows = { from: 'restaurants e', where: () => new SqlWhere() };

/** Options of one jsonb-array column of the counted rows with how many rows hold each value. */
async function arrayCounts(db: Queryable, rows: CountedRows, column: string) {
  const where = rows.where();
  const counts = await db.query<{ value: string; n: number }>(
    `SELECT v AS value, count(*)::int AS n FROM ${rows.from}, jsonb_array_elements_text(e.${column}) v ${where} GROUP BY v`,
    where.params,
  );
  return new Map(counts.map((row) => [row.value, row.n]));
}

/** Subregions, municipalities (with their subregion as parent) and languages, each with its match count. */
async function geographyOptions(db: Queryable, rows: CountedRows, localeCode: string) {
  const countsBy = (column: string, where: SqlWhere) =>
    `(SELECT e.${column} AS id, count(*)::int AS n FROM ${rows.from} ${where} GROUP BY e.${column}) c`;
  const subregionWhere = rows.where();
  const subregionLocale = subregionWhere.add(localeCode);
  const subregions = await db.query<Option>(
    `SELECT s.id, ${translated('s.title', subregionLocale)} AS title, coalesce(c.n, 0) AS count, NULL::int AS "parentId"
     FROM wine_subregions s LEFT JOIN ${countsBy('subregion_id', subregionWhere)} ON c.id = s.id ORDER BY s.id`,
    subregionWhere.params,
  );
  const municipalityWhere = rows.where();
  const municipalities = await db.query<Option>(
    `SELECT m.id, m.title, coalesce(c.n, 0) AS count, m.subregion_id AS "parentId"
     FROM wine_municipalities m LEFT JOIN ${countsBy('municipality_id', municipalityWhere)} ON c.id = m.id ORDER BY m.title`,
    municipalityWhere.params,
  );
  const languageWhere = rows.where();
  const locale = languageWhere.add(localeCode);
  languageWhere.and('e.language_ids @> to_jsonb(l.id)');
  const languages = await db.query<Option>(
    `SELECT l.id, ${translated('l.title', locale)} AS title, (SELECT count(*)::int FROM ${rows.from} ${languageWhere}) AS count, NULL::int AS "parentId"
     FROM languages l ORDER BY l.id`,
    languageWhere.params,
  );
  return { subregions, municipalities, languages };
}

export async function listFilterOptions(
  db: Queryable,
  input: Input,
): Promise<{ categories: Record<string, Option[]>; count?: number }> {
  if (input.type === 'restaurant') {
    const geography = await geographyOptions(db, allRestaurants, input.locale);
    const counts = await arrayCounts(db, allRestaurants, 'choices');
    return {
      categories: {
        ...geography,
        choices: RESTAURANT_CHOICES.map((id) => ({ id, title: id, count: counts.get(id) ?? 0, parentId: null })),
      },
    };
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
    const [upcoming] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM events WHERE date_to >= CURRENT_DATE',
    );
    return { categories: { types, municipalities }, count: upcoming?.n ?? 0 };
  }
  if (input.type === 'wine') return wineOptions(db, input.locale);
  const rows = wineEntitiesOfType(ENTITY_TYPE[input.type] ?? 'winemaker');
  const geography = await geographyOptions(db, rows, input.locale);
  const counts = await arrayCounts(db, rows, 'programmes');
  return {
    categories: {
      ...geography,
      programmes: PROGRAMME_CHOICES.map((id) => ({ id, title: id, count: counts.get(id) ?? 0, parentId: null })),
    },
  };
}

/** The wine list's filter options (spec 01 §9 keys c, y, e, k, v, re, sr) with how many wines match each. */
async function wineOptions(db: Queryable, locale: string) {
  const grouped = (column: string) =>
    db.query<Option>(
      `SELECT ${column} AS id, ${column}::text AS title, count(*)::int AS count, NULL::int AS "parentId" FROM ml_wines GROUP BY ${column} ORDER BY ${column}`,
    );
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
  return {
    categories: {
      colours: await grouped('color'),
      years,
      epithets: await grouped('epithet'),
      sweetness: await grouped('sweetness'),
      regions,
      subregions,
      varieties,
    },
  };
}
