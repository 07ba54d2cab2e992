import type { z } from 'zod';
import type { mlWineDetailSchema, winesCalls } from '../../shared/api/calls/wines.ts';
import type { Image } from '../../shared/api/common.ts';
import { detailPath, wineEntityDetailPath, type WINE_ENTITY_TYPE_SECTION } from '../../shared/constants/sections.ts';
import { toRoutedLocale } from '../../shared/constants/locales.ts';
import type { Queryable } from '../db/database.ts';
import { translated } from './sql-builder.ts';

type Wine = z.input<typeof winesCalls.mlWineList.output>['items'][number];
type WineDetail = z.input<typeof mlWineDetailSchema>;

/** A wine's other wines of the same producer that its detail shows, best first. */
export const OTHER_WINES_LIMIT = 12;

export interface WineRow {
  id: number;
  title: string;
  year: number;
  slug: string;
  color: Wine['color'];
  varieties: { id: number; title: string }[];
  region: string;
  subregion: string;
  epithet: string;
  sweetness: string;
  maker_id: number;
  maker: string;
  maker_slug: string;
  maker_types: (keyof typeof WINE_ENTITY_TYPE_SECTION)[];
  eshop_url: string | null;
  points: number;
  image: Image | null;
  fruitable: number;
  corpus: number;
  tannins: number;
  acid: number;
}

export const WINE_SELECT = (
  locale: string,
) => `SELECT w.id, w.title, w.year, w.slug, w.color, w.epithet, w.sweetness, w.points, w.image,
  w.fruitable, w.corpus, w.tannins, w.acid, ${translated('r.title', locale)} AS region, ${translated('s.title', locale)} AS subregion,
  e.id AS maker_id, e.title AS maker, e.slug AS maker_slug, e.types AS maker_types, e.eshop_url,
  (SELECT coalesce(json_agg(json_build_object('id', v.id, 'title', ${translated('v.title', locale)})), '[]'::json) FROM wine_varieties v WHERE w.variety_ids @> to_jsonb(v.id)) AS varieties
  FROM ml_wines w JOIN wine_regions r ON r.id = w.region_id JOIN wine_subregions s ON s.id = w.subregion_id JOIN wine_entities e ON e.id = w.wine_entity_id`;

export function toWine(row: WineRow, locale: string): Wine {
  return {
    id: row.id,
    title: row.title,
    year: row.year,
    slug: row.slug,
    color: row.color,
    varieties: row.varieties,
    region: row.region,
    subregion: row.subregion,
    epithet: row.epithet,
    wineEntity: { id: row.maker_id, title: row.maker, eshopUrl: row.eshop_url },
    points: row.points,
    url: detailPath('wines', toRoutedLocale(locale), row.id, row.slug),
    imageUrl: row.image?.url ?? null,
    tasteProfile: { fruitable: row.fruitable, corpus: row.corpus, tannins: row.tannins, acid: row.acid },
  };
}

/**
 * One wine in full: `/api/mlWineDetail`, and what a wine's page answer carries so its screen paints without a second
 * request.
 */
export async function readWineDetail(db: Queryable, locale: string, id: number): Promise<WineDetail | undefined> {
  const [row] = await db.query<WineRow>(`${WINE_SELECT('$2')} WHERE w.id = $1`, [id, locale]);
  if (!row) return undefined;
  const others = await db.query<WineRow>(
    `${WINE_SELECT('$3')} WHERE w.wine_entity_id = $1 AND w.id <> $2 ORDER BY w.points DESC, w.id LIMIT ${OTHER_WINES_LIMIT}`,
    [row.maker_id, row.id, locale],
  );
  const wine = toWine(row, locale);
  return {
    ...wine,
    sweetness: row.sweetness,
    image: row.image,
    wineEntity: {
      ...wine.wineEntity,
      url: wineEntityDetailPath(row.maker_types, toRoutedLocale(locale), row.maker_id, row.maker_slug),
    },
    otherWines: others.map((other) => toWine(other, locale)),
  };
}
