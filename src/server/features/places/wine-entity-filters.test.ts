import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placesCalls } from '../../../shared/api/calls/places.ts';
import type { Database } from '../../db/database.ts';
import { openTestDatabase } from '../../../../tests/support/test-database.ts';
import { listWineEntities } from './wine-entities.repo.ts';

/** The word only the entities added here hold: every case searches it, so the seeded entities stay out of the way. */
const WORD = 'qxzwine';

interface Added {
  id: number;
  title: string;
  types: string[];
  place: 'a1' | 'a2' | 'b1' | null;
  languages: number[];
  programmes: string[];
}

/** Entities with known filter fields: subregion A holds municipalities a1 and a2, subregion B holds b1. */
const ADDED: Added[] = [
  {
    id: 990_001,
    title: `${WORD} Alfa`,
    types: ['winemaker'],
    place: 'a1',
    languages: [1, 2],
    programmes: ['card', 'certified'],
  },
  {
    id: 990_002,
    title: `${WORD} beta`,
    types: ['winemaker', 'cellar'],
    place: 'a2',
    languages: [1],
    programmes: ['card'],
  },
  { id: 990_003, title: `${WORD.toUpperCase()} Gama`, types: ['cellar'], place: 'b1', languages: [2], programmes: [] },
  {
    id: 990_004,
    title: `${WORD} delta`,
    types: ['winemaker'],
    place: 'b1',
    languages: [1, 2, 3],
    programmes: ['card', 'certified', 'hasEshop'],
  },
  // The same title as 990 001: the list orders by lower(title), then id.
  { id: 990_005, title: `${WORD} alfa`, types: ['wine_bar'], place: 'a1', languages: [], programmes: ['certified'] },
  {
    id: 990_006,
    title: `Vinařství ${WORD} Žlutý kopec`,
    types: ['winemaker'],
    place: null,
    languages: [3],
    programmes: [],
  },
];

const list = (db: Database, query: Record<string, string | string[]>) =>
  listWineEntities(
    db,
    placesCalls.wineEntityList.input.parse({ locale: 'cs', limit: '10', offset: '0', s: WORD, ...query }),
  );

const ids = async (db: Database, query: Record<string, string | string[]>) =>
  (await list(db, query)).items.map((item) => item.id);

describe('wine-entity list filters in SQL', () => {
  let db: Database;
  let places: Record<'a1' | 'a2' | 'b1', { id: number; subregion_id: number }>;
  beforeAll(async () => {
    db = await openTestDatabase();
    const [a1, a2] = await db.query<{ id: number; subregion_id: number }>(
      'SELECT id, subregion_id FROM wine_municipalities WHERE subregion_id = (SELECT min(subregion_id) FROM wine_municipalities) ORDER BY id LIMIT 2',
    );
    const [b1] = await db.query<{ id: number; subregion_id: number }>(
      'SELECT id, subregion_id FROM wine_municipalities WHERE subregion_id = (SELECT max(subregion_id) FROM wine_municipalities) ORDER BY id LIMIT 1',
    );
    if (!a1 || !a2 || !b1 || a1.subregion_id === b1.subregion_id)
      throw new Error('the seed has too few municipalities');
    places = { a1, a2, b1 };
    for (const entity of ADDED) {
      const place = entity.place ? places[entity.place] : undefined;
      await db.query(
        `INSERT INTO wine_entities (id, slug, title, types, perex, description, subregion_id, municipality_id, city, street, house_number, zip,
                                    language_ids, programmes, certification, sections)
         VALUES ($1, 'zkouska', $2, $3::jsonb, '{"cs": "Perex"}', '{}', $4, $5, 'Město', '', '', '', $6::jsonb, $7::jsonb, '{}', '{}')`,
        [
          entity.id,
          entity.title,
          JSON.stringify(entity.types),
          place?.subregion_id ?? null,
          place?.id ?? null,
          JSON.stringify(entity.languages),
          JSON.stringify(entity.programmes),
        ],
      );
    }
  });
  afterAll(async () => {
    await db.close();
  });

  it('finds every word ignoring case and diacritics, in the order lower(title), id', async () => {
    expect(await ids(db, {})).toEqual([990_001, 990_005, 990_002, 990_004, 990_003, 990_006]);
    expect(await ids(db, { s: `zluty ${WORD.toUpperCase()}` })).toEqual([990_006]);
    expect(await ids(db, { s: `${WORD} nonexistentword` })).toEqual([]);
  });

  it('keeps the entities holding the type among their types', async () => {
    expect(await ids(db, { t: 'cellar' })).toEqual([990_002, 990_003]);
    expect(await ids(db, { t: 'wine_bar' })).toEqual([990_005]);
  });

  it('keeps a chosen municipality of a chosen subregion, and the whole of a chosen subregion none of whose municipalities is chosen', async () => {
    const { a1, b1 } = places;
    expect(await ids(db, { sr: String(a1.subregion_id) })).toEqual([990_001, 990_005, 990_002]);
    expect(await ids(db, { sr: String(a1.subregion_id), m: String(a1.id) })).toEqual([990_001, 990_005]);
    expect(await ids(db, { sr: [String(a1.subregion_id), String(b1.subregion_id)], m: String(a1.id) })).toEqual([
      990_001, 990_005, 990_004, 990_003,
    ]);
    // Without a subregion, the municipalities alone decide.
    expect(await ids(db, { m: String(b1.id) })).toEqual([990_004, 990_003]);
    // A municipality outside every chosen subregion keeps nothing of its own.
    expect(await ids(db, { sr: String(b1.subregion_id), m: [String(a1.id), String(b1.id)] })).toEqual([
      990_004, 990_003,
    ]);
  });

  it('keeps the entities speaking every chosen language and offering every chosen programme', async () => {
    expect(await ids(db, { l: '2' })).toEqual([990_001, 990_004, 990_003]);
    expect(await ids(db, { l: ['1', '2'] })).toEqual([990_001, 990_004]);
    expect(await ids(db, { p: 'certified' })).toEqual([990_001, 990_005, 990_004]);
    expect(await ids(db, { p: ['card', 'certified'] })).toEqual([990_001, 990_004]);
    expect(await ids(db, { p: ['card', 'certified', 'hasEshop'], l: '3', t: 'winemaker' })).toEqual([990_004]);
  });

  it('counts the matches over every page and totals the entities of the type; the last page is short and past the end is empty', async () => {
    const [{ winemakers } = { winemakers: 0 }] = await db.query<{ winemakers: number }>(
      `SELECT count(*)::int AS winemakers FROM wine_entities WHERE types @> '["winemaker"]'`,
    );
    const [{ all } = { all: 0 }] = await db.query<{ all: number }>('SELECT count(*)::int AS "all" FROM wine_entities');
    const first = await list(db, { t: 'winemaker', limit: '2' });
    expect(first.items.map((item) => item.id)).toEqual([990_001, 990_002]);
    expect(first).toMatchObject({ count: 4, total: winemakers });
    const last = await list(db, { t: 'winemaker', limit: '3', offset: '3' });
    expect(last.items.map((item) => item.id)).toEqual([990_006]);
    expect(last).toMatchObject({ count: 4, total: winemakers });
    const past = await list(db, { t: 'winemaker', limit: '3', offset: '6' });
    expect(past).toMatchObject({ items: [], count: 4, total: winemakers });
    expect(await list(db, { offset: '100' })).toMatchObject({ items: [], count: 6, total: all });
  });

  it('shows the current rating and the row as the table holds it at the request', async () => {
    const listRowVersions = () =>
      db.query<{ xmin: string }>('SELECT xmin::text FROM wine_entity_list_rows WHERE id = 990004 ORDER BY list_type');
    const before = await listRowVersions();
    await db.query('UPDATE wine_entities SET rating_sum = 170, rating_count = 2 WHERE id = 990004');
    // A rating changes no filter field: the entity's list rows are not written again.
    expect(await listRowVersions()).toEqual(before);
    const [rated] = (await list(db, { p: 'hasEshop' })).items;
    expect(rated).toMatchObject({
      id: 990_004,
      rating: 85,
      ratingCount: 2,
      perex: 'Perex',
      address: [{ city: 'Město', municipality: { id: places.b1.id } }],
    });
    await db.query(`UPDATE wine_entities SET programmes = '["hasEshop"]' WHERE id = 990003`);
    expect(await ids(db, { p: 'hasEshop' })).toEqual([990_004, 990_003]);
    await db.query(`UPDATE wine_entities SET title = 'Aaa ${WORD}' WHERE id = 990003`);
    expect(await ids(db, { p: 'hasEshop' })).toEqual([990_003, 990_004]);
    await db.query('DELETE FROM wine_entities WHERE id = 990003');
    expect(await ids(db, { p: 'hasEshop' })).toEqual([990_004]);
  });
});
