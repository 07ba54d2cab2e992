import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placesCalls } from '../../../shared/api/calls/places.ts';
import type { Database } from '../../db/database.ts';
import { DocumentIndex } from '../../lib/documents/document-index.ts';
import { openTestDatabase } from '../../../../tests/support/test-database.ts';
import { listWineEntities, SUMMARY_COLUMNS, toSummary, type WineEntityRow } from './wine-entities.repo.ts';
import { loadWineEntityList } from './wine-entity-list.ts';

const COPIED_COLUMNS = `slug, types, perex, description, image, logo, gallery, subregion_id, municipality_id, city, street, house_number, zip,
  latitude, longitude, eshop_url, has_eshop, programmes, language_ids, certified, certification, sections, related_ids, rating_sum, rating_count`;

/** An empty snapshot: each test's list filter and held rows are then loaded when the test asks for them. */
const freshSnapshot = () => new DocumentIndex([], [], 0);

const listInput = (query: Record<string, string>) => placesCalls.wineEntityList.input.parse({ locale: 'cs', limit: '10', offset: '0', ...query });

describe('wine entities held for list pages', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase();
    // The rarer shapes of a row: no image (SQL null and JSON null), no logo, no municipality, an image without alt text.
    const ids = (await db.query<{ id: number }>('SELECT id FROM wine_entities ORDER BY id LIMIT 5')).map((row) => row.id);
    await db.query('UPDATE wine_entities SET image = NULL WHERE id = $1', [ids[0]]);
    await db.query("UPDATE wine_entities SET image = 'null'::jsonb, logo = NULL WHERE id = $1", [ids[1]]);
    await db.query('UPDATE wine_entities SET municipality_id = NULL, latitude = NULL WHERE id = $1', [ids[2]]);
    await db.query("UPDATE wine_entities SET image = jsonb_set(image, '{alt}', 'null') WHERE id = $1 AND image IS NOT NULL", [ids[3]]);
    await db.query("UPDATE wine_entities SET perex = perex - 'pl', rating_sum = 9, rating_count = 2 WHERE id = $1", [ids[4]]);
  });
  afterAll(async () => {
    await db.close();
  });

  it('gives every entity the summary the SQL read gives, in every locale, also when loaded in small chunks', async () => {
    const { held } = await loadWineEntityList(db, 7);
    const [{ n } = { n: 0 }] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM wine_entities');
    expect(held.size).toBe(n);
    for (const locale of ['cs', 'en', 'pl']) {
      const rows = await db.query<WineEntityRow>(
        `SELECT ${SUMMARY_COLUMNS('$1')} FROM wine_entities e LEFT JOIN wine_municipalities m ON m.id = e.municipality_id ORDER BY e.id`, [locale],
      );
      for (const row of rows) {
        expect(held.summary(row.id, { sum: row.rating_sum, count: row.rating_count }, locale), `${row.id} ${locale}`).toEqual(toSummary(row, locale));
      }
    }
  });

  it('shows a rating given after the snapshot was loaded, without a reload', async () => {
    const index = freshSnapshot();
    const input = listInput({ t: 'winemaker' });
    const [first] = (await listWineEntities(db, index, input)).items;
    if (!first) throw new Error('no winemaker seeded');
    await db.query('UPDATE wine_entities SET rating_sum = 95 * 3, rating_count = 3 WHERE id = $1', [first.id]);
    const [again] = (await listWineEntities(db, index, input)).items;
    expect(again).toMatchObject({ id: first.id, rating: 95, ratingCount: 3 });
  });

  it('leaves out a row deleted after the list was loaded', async () => {
    const [source] = await db.query<{ id: number }>("SELECT id FROM wine_entities WHERE types @> '[\"cellar\"]' ORDER BY id LIMIT 1");
    await db.query(`INSERT INTO wine_entities (id, title, ${COPIED_COLUMNS}) SELECT 999001, 'Aaa Nový sklep', ${COPIED_COLUMNS} FROM wine_entities WHERE id = $1`, [source?.id]);
    const index = freshSnapshot();
    const page = await listWineEntities(db, index, listInput({ t: 'cellar' }));
    expect(page.items[0]).toMatchObject({ id: 999001, title: 'Aaa Nový sklep' });

    await db.query('DELETE FROM wine_entities WHERE id = 999001');
    const after = await listWineEntities(db, index, listInput({ t: 'cellar' }));
    expect(after.items.map((item) => item.id)).toEqual(page.items.slice(1).map((item) => item.id));
  });
});
