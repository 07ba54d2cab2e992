import type { z } from 'zod';
import type { placesCalls } from '../../../shared/api/calls/places.ts';
import { MAP_LATITUDE_MAX, MAP_LATITUDE_MIN } from '../../../shared/constants/places.ts';
import type { Queryable } from '../../db/database.ts';
import { compactHoursSql } from '../../../shared/domain/compact-hours.ts';
import { SqlWhere, translated } from '../../lib/sql-builder.ts';

export type MapInput = z.output<typeof placesCalls.map.input>;

/** A map answer stored for one catalogue version: its ETag and its gzipped JSON. */
export interface StoredMapAnswer {
  readonly etag: string;
  readonly gzipped: Buffer;
}

/** A stored answer with the catalogue version it was made at. */
export interface VersionedMapAnswer extends StoredMapAnswer {
  readonly version: number;
}

/** Which stored answer a map request is: its locale and its type ('' for all points). */
export interface MapAnswerKey {
  readonly locale: string;
  readonly types: string;
}

/** Places and events within the map's area, of the chosen types, holding every search word. */
function mapFilters(input: MapInput): SqlWhere {
  const where = new SqlWhere().and(
    `d.place_type IS NOT NULL AND d.latitude BETWEEN ${MAP_LATITUDE_MIN} AND ${MAP_LATITUDE_MAX} AND d.longitude IS NOT NULL`,
  );
  if (input.t.length > 0) where.and(`d.doc_type = ANY(${where.add(input.t)}::text[])`);
  return where.words('d.search_text', input.s);
}

/** A point's opening hours in short (the bubble's open status): places' regular hours, null for the rest. */
const POINT_HOURS = `CASE d.place_type WHEN 'wine_entity' THEN ${compactHoursSql("we.sections->'openingHours'")}
  WHEN 'restaurant' THEN ${compactHoursSql('r.opening_hours')} END`;

/** A place's ratings (sum, count) for the bubble's stars; null for points without ratings (events, locations). */
const POINT_RATING_SUM = `CASE d.place_type WHEN 'wine_entity' THEN we.rating_sum WHEN 'restaurant' THEN r.rating_sum END`;
const POINT_RATING_COUNT = `CASE d.place_type WHEN 'wine_entity' THEN we.rating_count WHEN 'restaurant' THEN r.rating_count END`;

/** What a map point is read from: the document `d` with its place's ratings and hours (`we`, `r`). */
export const MAP_POINT_FROM = `FROM search_documents d
       LEFT JOIN wine_entities we ON d.place_type = 'wine_entity' AND we.id = d.entity_id
       LEFT JOIN restaurants r ON d.place_type = 'restaurant' AND r.id = d.entity_id`;

/** A map point (mapPointSchema) as a json object, read FROM MAP_POINT_FROM; `locale` is the locale's parameter. */
export const mapPointJson = (locale: string): string => `json_build_object(
              'id', d.entity_id, 'type', d.doc_type, 'title', ${translated('d.title', locale)}, 'location', d.city,
              'url', ${translated('d.url', locale)}, 'image', d.image->>'url', 'hours', ${POINT_HOURS},
              'rating', CASE WHEN ${POINT_RATING_COUNT} > 0 THEN round((${POINT_RATING_SUM})::numeric / (${POINT_RATING_COUNT})) END,
              'ratingCount', ${POINT_RATING_COUNT},
              'longitude', d.longitude, 'latitude', d.latitude)`;

/**
 * The map's answer as JSON text (`{"items":[…]}`, points in (doc_type, entity_id) order), built by the database in one
 * statement with the catalogue version it was read at.
 */
export async function mapJson(db: Queryable, input: MapInput): Promise<{ json: string; version: number }> {
  const where = mapFilters(input);
  const locale = where.add(input.locale);
  const [row] = await db.query<{ json: string; version: number }>(
    `SELECT (SELECT version FROM search_documents_version) AS version,
            '{"items":[' || coalesce(string_agg(${mapPointJson(locale)}::text,
              ',' ORDER BY d.doc_type, d.entity_id), '') || ']}' AS json
     ${MAP_POINT_FROM}
     ${where}`,
    where.params,
  );
  return { json: row?.json ?? '{"items":[]}', version: row?.version ?? 0 };
}

/** Where the stored answer of `key` is, if it was made at the current catalogue version (read on every request). */
const CURRENT_ANSWER = `FROM map_answers a JOIN search_documents_version v ON v.version = a.version
     WHERE a.locale = $1 AND a.types = $2`;

/** The catalogue version of the stored answer of `key` if it is current: a few bytes, unlike the answer. */
export async function currentMapAnswerVersion(db: Queryable, key: MapAnswerKey): Promise<number | undefined> {
  const [row] = await db.query<{ version: number }>(`SELECT a.version ${CURRENT_ANSWER}`, [key.locale, key.types]);
  return row?.version;
}

/** The stored answer of `key` if it was made at the current catalogue version. */
export async function storedMapAnswer(db: Queryable, key: MapAnswerKey): Promise<VersionedMapAnswer | undefined> {
  const [row] = await db.query<{ etag: string; gzip_base64: string; version: number }>(
    `SELECT a.etag, a.gzip_base64, a.version ${CURRENT_ANSWER}`,
    [key.locale, key.types],
  );
  return row && { etag: row.etag, gzipped: Buffer.from(row.gzip_base64, 'base64'), version: row.version };
}

/** Stores the answer of `key`, unless one of a newer version is already there. */
export async function storeMapAnswer(db: Queryable, key: MapAnswerKey, answer: VersionedMapAnswer): Promise<void> {
  await db.query(
    `INSERT INTO map_answers (locale, types, version, etag, gzip_base64) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (locale, types) DO UPDATE SET version = EXCLUDED.version, etag = EXCLUDED.etag, gzip_base64 = EXCLUDED.gzip_base64
     WHERE map_answers.version < EXCLUDED.version`,
    [key.locale, key.types, answer.version, answer.etag, answer.gzipped.toString('base64')],
  );
}
