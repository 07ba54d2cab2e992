import type { RequestOptions } from '../../../shared/api/calls/requests.ts';
import type { Queryable } from '../../db/database.ts';
import {
  ACCOMMODATION_TYPE_CODES,
  byCzechTitle,
  MONTH_TITLES,
  WINE_CATEGORY_CODES,
  WINE_ENTITY_TYPE_CODES,
} from './request-codes.ts';

type Option = { id: number; title: string };
/** The Moravian wine region: its municipalities are offered as South-Moravian (see requestOptions). */
export const MORAVIAN_REGION_ID = 1;
const czechTitle = (column: string) => `coalesce(${column}->>'cs', '')`;
const options = (table: readonly { id: number; title: string }[]): Option[] =>
  byCzechTitle(table.map(({ id, title }) => ({ id, title })));

/**
 * The option lists of the four request forms. South-Moravian municipalities are the wine municipalities of the
 * Moravian wine region: the catalogue keeps no administrative regions, and the seed marks an event South-Moravian
 * by the same rule.
 */
export async function requestOptions(db: Queryable): Promise<RequestOptions> {
  const list = (sql: string) => db.query<Option>(sql).then(byCzechTitle);
  const municipalities = byCzechTitle(
    await db.query<Option & { subregionId: number; regionId: number }>(
      `SELECT m.id, m.title, m.subregion_id AS "subregionId", s.region_id AS "regionId" FROM wine_municipalities m JOIN wine_subregions s ON s.id = m.subregion_id`,
    ),
  );
  const moravian = municipalities.filter((m) => m.regionId === MORAVIAN_REGION_ID);
  const places = byCzechTitle(
    await db.query<Option & { placeType: 'wine_entity' | 'restaurant' }>(
      `SELECT id, title, 'wine_entity' AS "placeType" FROM wine_entities UNION ALL SELECT id, title, 'restaurant' FROM restaurants`,
    ),
  );
  return {
    eventTypes: await list(`SELECT id, ${czechTitle('title')} AS title FROM event_types`),
    subregions: await list(`SELECT id, ${czechTitle('title')} AS title FROM wine_subregions`),
    municipalities: municipalities.map(({ id, title, subregionId }) => ({ id, title, subregionId })),
    jmkMunicipalities: (moravian.length > 0 ? moravian : municipalities).map(({ id, title }) => ({ id, title })),
    wineEntityTypes: options(WINE_ENTITY_TYPE_CODES),
    wineCategories: options(WINE_CATEGORY_CODES),
    whiteVarieties: await list(`SELECT id, ${czechTitle('title')} AS title FROM wine_varieties WHERE color = 'white'`),
    redVarieties: await list(`SELECT id, ${czechTitle('title')} AS title FROM wine_varieties WHERE color = 'red'`),
    languages: await list(`SELECT id, ${czechTitle('title')} AS title FROM languages`),
    winemakers: await list(`SELECT id, title FROM wine_entities WHERE types @> '["winemaker"]'::jsonb`),
    relatedPlaces: places,
    accommodationTypes: options(ACCOMMODATION_TYPE_CODES),
    months: MONTH_TITLES.map((title, i) => ({ id: i + 1, title })),
  };
}
