import type { Image } from '../../../shared/api/common.ts';
import { toRoutedLocale } from '../../../shared/constants/locales.ts';
import { detailPath, wineEntityDetailPath } from '../../../shared/constants/sections.ts';
import type { WineEntityType } from '../../../shared/constants/places.ts';
import type { Queryable } from '../../db/database.ts';
import { certificationFlags } from '../../lib/places/place-summary-parts.ts';

/** How many related places a detail page shows when the record links none itself. */
export const RELATED_FALLBACK_LIMIT = 6;

interface RelatedRow {
  id: number;
  kind: 'wine_entity' | 'restaurant';
  title: string;
  slug: string;
  city: string;
  image: Image | null;
  types: string[];
  certification: Record<string, boolean> | null;
}

function toRelated(row: RelatedRow, locale: string) {
  const routed = toRoutedLocale(locale);
  const url =
    row.kind === 'restaurant'
      ? detailPath('restaurants', routed, row.id, row.slug)
      : wineEntityDetailPath(row.types as WineEntityType[], routed, row.id, row.slug);
  return {
    id: row.id,
    placeType: row.kind,
    title: row.title,
    url,
    city: row.city,
    image: row.image,
    types: row.types,
    ...certificationFlags(row.certification ?? {}),
  };
}

const UNION = `
  SELECT id, 'wine_entity' AS kind, title, slug, city, image, types, certification, municipality_id, latitude, longitude, related_ids FROM wine_entities
  UNION ALL
  SELECT id, 'restaurant' AS kind, title, slug, city, image, '["restaurant"]'::jsonb AS types, NULL::jsonb AS certification, municipality_id, latitude, longitude, related_ids FROM restaurants`;

/**
 * The related entities of a wine entity or restaurant: the ids it links (`related_ids`), or, when it
 * links none, the nearest places of the kinds asked for in the same municipality — a visitor there
 * looks for the neighbours.
 */
export async function relatedEntities(
  db: Queryable,
  source: { table: 'wine_entities' | 'restaurants'; id: number },
  fallbackKinds: RelatedRow['kind'][],
  locale: string,
) {
  const [own] = await db.query<{
    related_ids: number[];
    municipality_id: number | null;
    latitude: number | null;
    longitude: number | null;
  }>(`SELECT related_ids, municipality_id, latitude, longitude FROM ${source.table} WHERE id = $1`, [source.id]);
  if (!own) return [];
  const selfKind = source.table === 'restaurants' ? 'restaurant' : 'wine_entity';
  const rows =
    own.related_ids.length > 0
      ? await db.query<RelatedRow>(
          `SELECT * FROM (${UNION}) p WHERE p.id = ANY($1::int[]) ORDER BY array_position($1::int[], p.id)`,
          [own.related_ids],
        )
      : own.municipality_id === null
        ? []
        : await db.query<RelatedRow>(
            `SELECT * FROM (${UNION}) p
       WHERE p.municipality_id = $1 AND p.kind = ANY($2::text[]) AND NOT (p.kind = $3 AND p.id = $4)
       ORDER BY (p.latitude - $5::float8) ^ 2 + (p.longitude - $6::float8) ^ 2 NULLS LAST, p.id LIMIT ${RELATED_FALLBACK_LIMIT}`,
            [own.municipality_id, fallbackKinds, selfKind, source.id, own.latitude ?? 0, own.longitude ?? 0],
          );
  return rows.map((row) => toRelated(row, locale));
}
