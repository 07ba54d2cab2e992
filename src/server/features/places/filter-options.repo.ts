import { wineYears } from '../../../shared/constants/wines.ts';
import type { z } from 'zod';
import type { placesCalls } from '../../../shared/api/calls/places.ts';
import {
  PROGRAMME_CHOICES,
  RESTAURANT_CHOICES,
  type ProgrammeChoice,
  type RestaurantChoice,
  type WineEntityType,
} from '../../../shared/constants/places.ts';
import type { Queryable } from '../../db/database.ts';
import { type SqlWhere, translated } from '../../lib/sql-builder.ts';
import { openPlaceIds, withRegularHours } from './open-filter.ts';
import { restaurantFilters } from './restaurants.repo.ts';
import { LIST_ROWS, resolvePlaces, wineEntityFilters } from './wine-entity-filters.ts';

type Input = z.output<typeof placesCalls.others.input>;
type Option = { id: number | string; title: string; count: number; parentId: number | null };

const ENTITY_TYPE: Record<string, WineEntityType> = {
  wineshop: 'wine_shop',
  winebar: 'wine_bar',
  winemaker: 'winemaker',
  cellar: 'cellar',
  accommodation: 'accommodation',
};

const isProgramme = (value: string): value is ProgrammeChoice =>
  (PROGRAMME_CHOICES as readonly string[]).includes(value);
const isRestaurantChoice = (value: string): value is RestaurantChoice =>
  (RESTAURANT_CHOICES as readonly string[]).includes(value);

/**
 * The rows a place list's options count (LIST_ROWS of the list's type, or the restaurants) with the list's own WHERE
 * (wineEntityFilters, restaurantFilters) for the chosen filters: all of them, or all but the chosen places. A fresh
 * WHERE per statement.
 */
interface CountedRows {
  readonly from: string;
  readonly alias: string;
  /** The jsonb array column the programme or restaurant choices are read from. */
  readonly choices: string;
  readonly where: (withoutPlaces: boolean) => SqlWhere;
  /** SQL selecting `id` and the opening `hours` of the rows matching `where` that have regular hours. */
  readonly hours: (where: SqlWhere) => string;
}

/**
 * With the "open" filter chosen, every count keeps only the places open then (by the shared hours rule, as the lists
 * do): they are read once among the rows matching all but the places, the widest of the counts' WHEREs.
 */
async function openAt(db: Queryable, rows: CountedRows, value: string | undefined): Promise<CountedRows> {
  if (!value) return rows;
  const widest = rows.where(true);
  const open = await openPlaceIds(db, rows.hours(widest), widest.params, value);
  return {
    ...rows,
    where: (withoutPlaces) => {
      const where = rows.where(withoutPlaces);
      return where.and(`${rows.alias}.id = ANY(${where.add(open)}::int[])`);
    },
  };
}

async function wineEntitiesOfType(db: Queryable, type: WineEntityType, input: Input): Promise<CountedRows> {
  const filter = await resolvePlaces(db, {
    t: type,
    s: input.s,
    sr: input.sr,
    m: input.m,
    l: input.l,
    p: input.p.filter(isProgramme),
  });
  return {
    from: LIST_ROWS,
    alias: 'e',
    choices: 'programmes',
    where: (withoutPlaces) =>
      wineEntityFilters(withoutPlaces ? { ...filter, sr: [], m: [], wholeSubregions: [] } : filter),
    hours: (where) =>
      `SELECT e.id, w.sections->'openingHours' AS hours FROM ${LIST_ROWS} JOIN wine_entities w ON w.id = e.id
       WHERE ${where.all()} AND ${withRegularHours("w.sections->'openingHours'")}`,
  };
}

const restaurants = (input: Input): CountedRows => {
  const filter = { s: input.s, sr: input.sr, m: input.m, l: input.l, p: input.p.filter(isRestaurantChoice) };
  return {
    from: 'restaurants r',
    alias: 'r',
    choices: 'choices',
    where: (withoutPlaces) => restaurantFilters(withoutPlaces ? { ...filter, sr: [], m: [] } : filter),
    hours: (where) =>
      `SELECT r.id, r.opening_hours AS hours FROM restaurants r WHERE ${where.all()} AND ${withRegularHours('r.opening_hours')}`,
  };
};

/** How many rows match every chosen filter: what the list shows for them. */
async function matching(db: Queryable, rows: CountedRows): Promise<number> {
  const where = rows.where(false);
  const [counted] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${rows.from} ${where}`, where.params);
  return counted?.n ?? 0;
}

/** Each programme or restaurant choice with how many rows match every chosen filter and offer it too. */
async function choiceOptions(db: Queryable, rows: CountedRows, choices: readonly string[]): Promise<Option[]> {
  const where = rows.where(false);
  const counts = await db.query<{ value: string; n: number }>(
    `SELECT v AS value, count(*)::int AS n FROM ${rows.from}, jsonb_array_elements_text(${rows.alias}.${rows.choices}) v ${where} GROUP BY v`,
    where.params,
  );
  const byValue = new Map(counts.map((row) => [row.value, row.n]));
  return choices.map((id) => ({ id, title: id, count: byValue.get(id) ?? 0, parentId: null }));
}

/**
 * Subregions, municipalities (with their subregion as parent) and languages, each with its match count. The places
 * are one choice that widens (a subregion or municipality more adds its places): a place counts the rows of that
 * place matching every other chosen filter. Languages narrow (every chosen one must be spoken): a language counts the
 * rows matching every chosen filter that speak it too, what choosing it would show.
 */
async function geographyOptions(db: Queryable, rows: CountedRows, localeCode: string) {
  const countsBy = (column: string, where: SqlWhere) =>
    `(SELECT ${rows.alias}.${column} AS id, count(*)::int AS n FROM ${rows.from} ${where} GROUP BY ${rows.alias}.${column}) c`;
  const subregionWhere = rows.where(true);
  const subregionLocale = subregionWhere.add(localeCode);
  const subregions = await db.query<Option>(
    `SELECT s.id, ${translated('s.title', subregionLocale)} AS title, coalesce(c.n, 0) AS count, NULL::int AS "parentId"
     FROM wine_subregions s LEFT JOIN ${countsBy('subregion_id', subregionWhere)} ON c.id = s.id ORDER BY s.id`,
    subregionWhere.params,
  );
  const municipalityWhere = rows.where(true);
  const municipalities = await db.query<Option>(
    `SELECT m.id, m.title, coalesce(c.n, 0) AS count, m.subregion_id AS "parentId"
     FROM wine_municipalities m LEFT JOIN ${countsBy('municipality_id', municipalityWhere)} ON c.id = m.id ORDER BY m.title`,
    municipalityWhere.params,
  );
  const languageWhere = rows.where(false);
  const locale = languageWhere.add(localeCode);
  const languages = await db.query<Option>(
    `SELECT l.id, ${translated('l.title', locale)} AS title, coalesce(c.n, 0) AS count, NULL::int AS "parentId"
     FROM languages l LEFT JOIN (SELECT v::int AS id, count(*)::int AS n FROM ${rows.from}, jsonb_array_elements_text(${rows.alias}.language_ids) v ${languageWhere} GROUP BY v) c ON c.id = l.id
     ORDER BY l.id`,
    languageWhere.params,
  );
  return { subregions, municipalities, languages };
}

/**
 * A list's filter options with their counts. For the place lists, the counts follow the chosen filters (see
 * geographyOptions; a programme or restaurant choice narrows like a language; the "open" filter keeps the places open
 * then in every count), and `count` is how many places match them all.
 */
export async function listFilterOptions(
  db: Queryable,
  input: Input,
): Promise<{ categories: Record<string, Option[]>; count?: number }> {
  if (input.type === 'event') return eventOptions(db, input.locale);
  if (input.type === 'wine') return wineOptions(db, input.locale);
  const restaurant = input.type === 'restaurant';
  const rows = await openAt(
    db,
    restaurant ? restaurants(input) : await wineEntitiesOfType(db, ENTITY_TYPE[input.type] ?? 'winemaker', input),
    input.o,
  );
  const geography = await geographyOptions(db, rows, input.locale);
  const choices = await choiceOptions(db, rows, restaurant ? RESTAURANT_CHOICES : PROGRAMME_CHOICES);
  return {
    categories: { ...geography, [restaurant ? 'choices' : 'programmes']: choices },
    count: await matching(db, rows),
  };
}

/** The event calendar's options: event types and municipalities with their upcoming events. */
async function eventOptions(db: Queryable, locale: string) {
  const types = await db.query<Option>(
    `SELECT t.id, ${translated('t.title', '$1')} AS title, count(e.id)::int AS count, NULL::int AS "parentId"
     FROM event_types t LEFT JOIN events e ON e.event_type_id = t.id AND e.date_to >= CURRENT_DATE GROUP BY t.id ORDER BY t.id`,
    [locale],
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
