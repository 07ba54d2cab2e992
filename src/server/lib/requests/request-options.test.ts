import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestOptions } from '../../../shared/api/calls/requests.ts';
import { WINE_MUNICIPALITIES, WINE_SUBREGIONS } from '../../../shared/constants/geography.ts';
import { WINE_ENTITY_TYPE_IDS } from '../../../shared/forms/request-constants.ts';
import type { Database, Transaction } from '../../db/database.ts';
import { openTestDatabase } from '../../../../tests/support/test-database.ts';
import { MORAVIAN_REGION_ID, requestOptions } from './request-options.ts';

const sortedIds = (options: readonly { id: number }[]) => options.map(({ id }) => id).sort((a, b) => a - b);
const ROLLED_BACK = new Error('rolled back');

describe('requestOptions', () => {
  let db: Database;
  let options: RequestOptions;
  beforeAll(async () => {
    db = await openTestDatabase();
    options = await requestOptions(db);
  });
  afterAll(async () => db.close());

  const column = async (sql: string) => (await db.query<{ id: number }>(sql)).map(({ id }) => id).sort((a, b) => a - b);

  /** Runs work on a changed catalogue that is put back afterwards. */
  async function onChangedCatalogue(work: (tx: Transaction) => Promise<void>): Promise<void> {
    await expect(
      db.transaction(async (tx) => {
        await work(tx);
        throw ROLLED_BACK;
      }),
    ).rejects.toBe(ROLLED_BACK);
  }

  it('offers every wine municipality with its subregion', () => {
    expect(options.municipalities).toHaveLength(WINE_MUNICIPALITIES.length);
    for (const { id, title, subregionId } of WINE_MUNICIPALITIES)
      expect(options.municipalities).toContainEqual({ id, title, subregionId });
  });

  it('offers as South-Moravian exactly the municipalities of the Moravian wine region', () => {
    const moravian = new Set<number>(WINE_SUBREGIONS.filter((s) => s.regionId === MORAVIAN_REGION_ID).map((s) => s.id));
    const expected = WINE_MUNICIPALITIES.filter((m) => moravian.has(m.subregionId))
      .map((m) => m.id)
      .sort((a, b) => a - b);
    expect(expected.length).toBeLessThan(WINE_MUNICIPALITIES.length);
    expect(sortedIds(options.jmkMunicipalities)).toEqual(expected);
    expect(Object.keys(options.jmkMunicipalities[0] ?? {})).toEqual(['id', 'title']);
  });

  it('offers every municipality as South-Moravian when the catalogue has none in the Moravian region', async () => {
    await onChangedCatalogue(async (tx) => {
      await tx.query('UPDATE wine_subregions SET region_id = 2');
      const changed = await requestOptions(tx);
      expect(sortedIds(changed.jmkMunicipalities)).toEqual(sortedIds(WINE_MUNICIPALITIES));
    });
  });

  it('offers as winemakers only the wine entities of the winemaker type', async () => {
    const winemakers = await column(`SELECT id FROM wine_entities WHERE types @> '["winemaker"]'::jsonb`);
    expect(winemakers.length).toBeLessThan((await column('SELECT id FROM wine_entities')).length);
    expect(sortedIds(options.winemakers)).toEqual(winemakers);
  });

  it('offers every wine entity and restaurant as a related place, each with its kind', async () => {
    const wineEntities = await column('SELECT id FROM wine_entities');
    const restaurants = await column('SELECT id FROM restaurants');
    expect(sortedIds(options.relatedPlaces.filter((p) => p.placeType === 'wine_entity'))).toEqual(wineEntities);
    expect(sortedIds(options.relatedPlaces.filter((p) => p.placeType === 'restaurant'))).toEqual(restaurants);
  });

  it('splits the varieties by colour and gives translated lists their Czech titles', async () => {
    expect(sortedIds(options.whiteVarieties)).toEqual(
      await column("SELECT id FROM wine_varieties WHERE color = 'white'"),
    );
    expect(sortedIds(options.redVarieties)).toEqual(await column("SELECT id FROM wine_varieties WHERE color = 'red'"));
    const [eventType] = await db.query<{ id: number; cs: string }>(
      "SELECT id, title->>'cs' AS cs FROM event_types ORDER BY id LIMIT 1",
    );
    expect(options.eventTypes).toContainEqual({ id: eventType?.id, title: eventType?.cs });
    expect(options.subregions).toContainEqual({ id: 1, title: 'Mikulovská' });
    expect(options.languages).toContainEqual({ id: 9, title: 'Angličtina' });
  });

  it('numbers the coded lists as the forms send them, sorted by their Czech titles', () => {
    expect(options.wineEntityTypes.find((t) => t.title === 'Vinárna a winebar')?.id).toBe(
      WINE_ENTITY_TYPE_IDS.wine_bar,
    );
    expect(options.wineCategories.map((c) => c.title)).toEqual([
      'Růžová vína',
      'Slámová vína',
      'Šumivá vína',
      'Tichá vína',
      'Vína s přívlastkem',
    ]);
    expect(options.accommodationTypes.slice(0, 2)).toEqual([
      { id: 5, title: 'Hostel' },
      { id: 1, title: 'Hotel' },
    ]);
    expect(options.months[0]).toEqual({ id: 1, title: 'Leden' });
    expect(options.months[11]).toEqual({ id: 12, title: 'Prosinec' });
  });
});
