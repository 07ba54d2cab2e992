import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RULE_MESSAGES } from '../../../shared/forms/form-messages.ts';
import type { Database } from '../../db/database.ts';
import { openTestDatabase } from '../../../../tests/support/test-database.ts';
import { checkReferences } from './reference-check.ts';

const NOT_LISTED = 99_999;
const OUTSIDE = 'Obec neleží ve vybrané podoblasti.';
const refused = (...paths: string[]) => paths.map((path) => ({ path, message: RULE_MESSAGES.choice }));

describe('checkReferences: every chosen id is one the form offered', () => {
  let db: Database;
  /** Catalogue ids read once: a winemaker, a wine entity that is not one, a restaurant, a variety of each colour. */
  const ids = { winemaker: 0, notWinemaker: 0, restaurant: 0, white: 0, red: 0, pink: 0 };
  beforeAll(async () => {
    db = await openTestDatabase();
    const one = async (sql: string) => (await db.query<{ id: number }>(sql))[0]?.id ?? 0;
    ids.winemaker = await one(`SELECT min(id) AS id FROM wine_entities WHERE types @> '["winemaker"]'::jsonb`);
    ids.notWinemaker = await one(`SELECT min(id) AS id FROM wine_entities WHERE NOT types @> '["winemaker"]'::jsonb`);
    ids.restaurant = await one('SELECT min(id) AS id FROM restaurants');
    for (const color of ['white', 'red', 'pink'] as const)
      ids[color] = await one(`SELECT min(id) AS id FROM wine_varieties WHERE color = '${color}'`);
  });
  afterAll(async () => db.close());

  it('finds nothing to refuse in a request whose ids are all offered', async () => {
    const event = {
      eventType: 1,
      municipality: 101,
      jmkMunicipality: 101,
      winemaker: ids.winemaker,
      winemakers: [ids.winemaker],
      title: 'Slavnosti',
    };
    expect(await checkReferences(db, event)).toEqual([]);
    const wine = {
      wineEntityTypes: [1, 5],
      wineCategories: [1, 5],
      whiteWineVarieties: [ids.white],
      redWineVarieties: [ids.red],
      relatedEntities: [ids.notWinemaker, ids.restaurant],
      languageCompetences: [1, 9],
      address: [{ wineSubregion: 2, municipality: 201 }],
      rooms: [{ title: 'Pokoj', wineVarieties: [ids.white, ids.red] }],
    };
    expect(await checkReferences(db, wine)).toEqual([]);
  });

  it('refuses an id that is not in its list at the field that chose it, a list once by its field name', async () => {
    const issues = await checkReferences(db, {
      eventType: NOT_LISTED,
      winemakers: [ids.winemaker, NOT_LISTED, NOT_LISTED + 1],
      languages: ['1', 2],
    });
    expect(issues).toEqual(refused('eventType', 'winemakers'));
  });

  it('names a nested field by its dot path', async () => {
    const issues = await checkReferences(db, {
      address: [{ wineSubregion: NOT_LISTED, municipality: 101 }],
      rooms: [{}, { wineVarieties: [NOT_LISTED] }],
    });
    expect(issues).toEqual(refused('address.0.wineSubregion', 'rooms.1.wineVarieties'));
  });

  it('takes from each list only the ids of its kind', async () => {
    const issues = await checkReferences(db, {
      winemaker: ids.notWinemaker,
      jmkMunicipality: 501,
      whiteWineVarieties: [ids.red],
      redWineVarieties: [ids.white],
      relatedEntities: [ids.restaurant],
      rooms: [{ wineVarieties: [ids.pink] }],
      wineEntityTypes: [6],
      wineCategories: [0, 6],
    });
    expect(issues).toEqual(
      refused(
        'winemaker',
        'jmkMunicipality',
        'whiteWineVarieties',
        'redWineVarieties',
        'rooms.0.wineVarieties',
        'wineEntityTypes',
        'wineCategories',
      ),
    );
  });

  it('refuses a municipality outside the chosen subregion, in the address and in a company address that is shown', async () => {
    const address = [{ wineSubregion: 1, municipality: 201 }];
    expect(await checkReferences(db, { address })).toEqual([{ path: 'address.0.municipality', message: OUTSIDE }]);
    expect(
      await checkReferences(db, {
        address: [{ wineSubregion: 1, municipality: 101 }],
        companyAddressDifferent: true,
        companyAddress: address,
      }),
    ).toEqual([{ path: 'companyAddress.0.municipality', message: OUTSIDE }]);
  });

  it('neither checks nor refuses a company address the form hides', async () => {
    const companyAddress = [{ wineSubregion: NOT_LISTED, municipality: 201 }];
    expect(await checkReferences(db, { companyAddressDifferent: false, companyAddress })).toEqual([]);
    expect(await checkReferences(db, { companyAddressDifferent: 'true', companyAddress })).toEqual(
      refused('companyAddress.0.wineSubregion'),
    );
  });

  it('says only that an address id is not listed, not also that it lies elsewhere', async () => {
    expect(await checkReferences(db, { address: [{ wineSubregion: NOT_LISTED, municipality: 201 }] })).toEqual(
      refused('address.0.wineSubregion'),
    );
    expect(await checkReferences(db, { address: [{ wineSubregion: 1, municipality: NOT_LISTED }] })).toEqual(
      refused('address.0.municipality'),
    );
  });
});
