import type { z } from 'zod';
import type { placesCalls } from '../../../shared/api/calls/places.ts';
import type { Image } from '../../../shared/api/common.ts';
import { wineEntityDetailPath } from '../../../shared/constants/sections.ts';
import { toRoutedLocale } from '../../../shared/constants/locales.ts';
import type { Queryable } from '../../db/database.ts';
import type { DocumentIndex } from '../../lib/documents/document-index.ts';
import { translated } from '../../lib/sql-builder.ts';
import { loadWineEntityList, type WineEntityList } from './wine-entity-list.ts';
import { certificationFlags, shownRating } from '../../lib/places/place-summary-parts.ts';

type ListInput = z.output<typeof placesCalls.wineEntityList.input>;
type Summary = z.input<typeof placesCalls.wineEntityList.output>['items'][number];

export interface WineEntityRow {
  id: number; title: string; slug: string; types: Summary['wineEntityTypes']; perex: string; description: string; city: string;
  image: Image | null; logo: Image | null; gallery: Image[]; latitude: number | null; longitude: number | null; eshop_url: string | null;
  has_eshop: boolean; programmes: Summary['programmes']; certification: Record<string, boolean>; rating_sum: number; rating_count: number;
  municipality_id: number | null; municipality: string | null; street: string; house_number: string; zip: string; subregion_id: number | null;
  subregion: string | null; sections: Record<string, unknown>; language_ids: number[];
}

export const SUMMARY_COLUMNS = (localeParam: string) => `e.id, e.title, e.slug, e.types, ${translated('e.perex', localeParam)} AS perex, e.city, e.image, e.logo,
  e.latitude, e.longitude, e.eshop_url, e.has_eshop, e.programmes, e.certification, e.rating_sum, e.rating_count,
  e.municipality_id, m.title AS municipality`;

export function toSummary(row: WineEntityRow, locale: string): Summary {
  return {
    id: row.id, title: row.title, slug: row.slug,
    url: wineEntityDetailPath(row.types, toRoutedLocale(locale), row.id, row.slug),
    city: row.city, image: row.image, logo: row.logo, perex: row.perex,
    location: row.latitude !== null && row.longitude !== null ? { latitude: row.latitude, longitude: row.longitude } : null,
    ...shownRating(row.rating_sum, row.rating_count),
    address: [{ city: row.city, municipality: row.municipality_id !== null ? { id: row.municipality_id, title: row.municipality ?? row.city } : null }],
    eshopUrl: row.eshop_url, hasEshop: row.has_eshop, wineEntityTypes: row.types, programmes: row.programmes, ...certificationFlags(row.certification),
  };
}

/** The wine-entity list of the catalogue's current snapshot, loaded once per snapshot (and before the server says warm). */
export const wineEntityList = (db: Queryable, index: DocumentIndex): Promise<WineEntityList> =>
  index.memoised('wine-entity-list', () => loadWineEntityList(db));

/**
 * A list page: chosen in memory (WineEntityFilter) and built from the held list fields (HeldWineEntities), both per
 * snapshot of the catalogue, with the current ratings of its rows (a rating does not move the snapshot, migration
 * 012). A row deleted since the snapshot was loaded is left out, as a join would.
 */
export async function listWineEntities(db: Queryable, index: DocumentIndex, input: ListInput) {
  const { filter, held } = await wineEntityList(db, index);
  const { ids, count, total } = filter.page(input);
  const ratings = ids.length === 0 ? [] : await db.query<{ id: number; rating_sum: number; rating_count: number }>(
    'SELECT id, rating_sum, rating_count FROM wine_entities WHERE id = ANY($1::int[])', [ids],
  );
  const ratingOf = new Map(ratings.map((row) => [row.id, { sum: row.rating_sum, count: row.rating_count }]));
  const items = ids.flatMap((id) => {
    const rating = ratingOf.get(id);
    const summary = rating && held.summary(id, rating, input.locale);
    return summary ? [summary] : [];
  });
  return { items, count, total, query: { ...input } };
}

export async function getWineEntity(db: Queryable, id: number, locale: string) {
  const [row] = await db.query<WineEntityRow>(
    `SELECT ${SUMMARY_COLUMNS('$2')}, ${translated('e.description', '$2')} AS description, e.gallery, e.street, e.house_number, e.zip,
            e.subregion_id, ${translated('s.title', '$2')} AS subregion, e.sections, e.language_ids
     FROM wine_entities e LEFT JOIN wine_municipalities m ON m.id = e.municipality_id LEFT JOIN wine_subregions s ON s.id = e.subregion_id
     WHERE e.id = $1`,
    [id, locale],
  );
  return row;
}
