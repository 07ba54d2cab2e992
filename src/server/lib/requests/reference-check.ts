import { RULE_MESSAGES } from '../../../shared/forms/form-messages.ts';
import type { Queryable } from '../../db/database.ts';
import { bool, first, id, ids, isRecord, type Json } from './payload-read.ts';
import { WINE_CATEGORY_CODES, WINE_ENTITY_TYPE_CODES } from './request-codes.ts';
import { MORAVIAN_REGION_ID } from './request-options.ts';

type FieldIssue = { path: string; message: string };

/** The option list each id field of the request forms chooses from (the lists of GET /api/request/options). */
export const LIST_OF_FIELD: Readonly<Record<string, string>> = {
  eventType: 'eventTypes',
  municipality: 'municipalities',
  jmkMunicipality: 'jmkMunicipalities',
  winemaker: 'winemakers',
  winemakers: 'winemakers',
  relatedEntities: 'relatedPlaces',
  languageCompetences: 'languages',
  languages: 'languages',
  wineEntityTypes: 'wineEntityTypes',
  wineCategories: 'wineCategories',
  whiteWineVarieties: 'whiteVarieties',
  redWineVarieties: 'redVarieties',
  wineVarieties: 'varieties',
  wineSubregion: 'subregions',
};

/** Which of the given ids exist in one list. */
const EXISTING: Readonly<Record<string, (db: Queryable, candidates: number[]) => Promise<number[]>>> = {
  eventTypes: (db, c) => column(db, 'SELECT id FROM event_types WHERE id = ANY($1::int[])', c),
  municipalities: (db, c) => column(db, 'SELECT id FROM wine_municipalities WHERE id = ANY($1::int[])', c),
  jmkMunicipalities: (db, c) =>
    column(
      db,
      `SELECT m.id FROM wine_municipalities m JOIN wine_subregions s ON s.id = m.subregion_id WHERE m.id = ANY($1::int[]) AND s.region_id = ${MORAVIAN_REGION_ID}`,
      c,
    ),
  winemakers: (db, c) =>
    column(db, `SELECT id FROM wine_entities WHERE id = ANY($1::int[]) AND types @> '["winemaker"]'::jsonb`, c),
  relatedPlaces: (db, c) =>
    column(
      db,
      'SELECT id FROM wine_entities WHERE id = ANY($1::int[]) UNION SELECT id FROM restaurants WHERE id = ANY($1::int[])',
      c,
    ),
  languages: (db, c) => column(db, 'SELECT id FROM languages WHERE id = ANY($1::int[])', c),
  subregions: (db, c) => column(db, 'SELECT id FROM wine_subregions WHERE id = ANY($1::int[])', c),
  whiteVarieties: (db, c) =>
    column(db, "SELECT id FROM wine_varieties WHERE id = ANY($1::int[]) AND color = 'white'", c),
  redVarieties: (db, c) => column(db, "SELECT id FROM wine_varieties WHERE id = ANY($1::int[]) AND color = 'red'", c),
  varieties: (db, c) =>
    column(db, "SELECT id FROM wine_varieties WHERE id = ANY($1::int[]) AND color IN ('white', 'red')", c),
  wineEntityTypes: async (_db, c) => c.filter((n) => WINE_ENTITY_TYPE_CODES.some((code) => code.id === n)),
  wineCategories: async (_db, c) => c.filter((n) => WINE_CATEGORY_CODES.some((code) => code.id === n)),
};

async function column(db: Queryable, sql: string, candidates: number[]): Promise<number[]> {
  return (await db.query<{ id: number }>(sql, [candidates])).map((row) => row.id);
}

/** Every id field in a payload with its dot path (a list is named by its field, not by the position of the id). */
function idFields(value: unknown, path: string[] = [], into: { path: string; list: string; ids: number[] }[] = []) {
  if (Array.isArray(value))
    value.forEach((item, i) => {
      if (typeof item === 'object' && item !== null) idFields(item, [...path, String(i)], into);
    });
  else if (isRecord(value)) {
    for (const [key, item] of Object.entries(value)) {
      const list = LIST_OF_FIELD[key];
      const chosen = list ? (Array.isArray(item) ? ids(item) : [id(item)].filter((n): n is number => n !== null)) : [];
      if (list && chosen.length > 0) into.push({ path: [...path, key].join('.'), list, ids: chosen });
      else if (typeof item === 'object' && item !== null) idFields(item, [...path, key], into);
    }
  }
  return into;
}

/**
 * Every id a request chooses must be one its form offered (spec 02 §5 "from the list"), and a wine municipality must
 * lie in the chosen subregion: otherwise approving the request could not publish it. Answered like the form rules.
 */
export async function checkReferences(db: Queryable, request: Json): Promise<FieldIssue[]> {
  // A company address the form hides (companyAddressDifferent unticked) is neither checked nor published.
  const payload = bool(request.companyAddressDifferent) ? request : { ...request, companyAddress: undefined };
  const fields = idFields(payload);
  const lists = new Map<string, Set<number>>();
  for (const [list, candidates] of groupBy(fields)) {
    const query = EXISTING[list];
    lists.set(list, new Set(query ? await query(db, candidates) : candidates));
  }
  const issues: FieldIssue[] = fields
    .filter((field) => field.ids.some((n) => !lists.get(field.list)?.has(n)))
    .map((field) => ({ path: field.path, message: RULE_MESSAGES.choice }));
  for (const key of ['address', 'companyAddress'] as const) {
    const address = first(payload[key]);
    const subregion = id(address.wineSubregion);
    const municipality = id(address.municipality);
    if (subregion === null || municipality === null || issues.some((issue) => issue.path.startsWith(`${key}.0.`)))
      continue;
    const [row] = await db.query<{ subregion_id: number }>(
      'SELECT subregion_id FROM wine_municipalities WHERE id = $1',
      [municipality],
    );
    if (row && row.subregion_id !== subregion)
      issues.push({ path: `${key}.0.municipality`, message: 'Obec neleží ve vybrané podoblasti.' });
  }
  return issues;
}

function groupBy(fields: { list: string; ids: number[] }[]): Map<string, number[]> {
  const grouped = new Map<string, Set<number>>();
  for (const field of fields) {
    const set = grouped.get(field.list) ?? new Set<number>();
    field.ids.forEach((n) => set.add(n));
    grouped.set(field.list, set);
  }
  return new Map([...grouped].map(([list, set]) => [list, [...set]]));
}
