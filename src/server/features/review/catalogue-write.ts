import type { SearchDocument } from '../../lib/search-index.ts';
import type { Queryable } from '../../db/database.ts';

export type Translated = Record<string, string>;

/**
 * A Czech text from a request over a translated column: unchanged Czech keeps the other translations; a changed one
 * replaces them (they translated the old text). Extra translations the form sends (perexEn) are added.
 */
export function retranslated(current: unknown, czech: string, extra: Translated = {}): Translated {
  const previous =
    typeof current === 'object' && current !== null && !Array.isArray(current) ? (current as Translated) : {};
  const base = previous.cs === czech ? previous : { cs: czech };
  return { ...base, ...Object.fromEntries(Object.entries(extra).filter(([, value]) => value !== '')) };
}

/**
 * The id of a new catalogue record: catalogue ids are numbered by the seed, so a new one follows the highest. The
 * table lock (readers are not blocked) keeps two approvals in parallel from taking the same number.
 */
export async function nextId(tx: Queryable, table: string, floor: number): Promise<number> {
  await tx.query(`LOCK TABLE ${table} IN SHARE ROW EXCLUSIVE MODE`);
  const [row] = await tx.query<{ next: number }>(
    `SELECT greatest(coalesce(max(id), 0), $1) + 1 AS next FROM ${table}`,
    [floor],
  );
  return row?.next ?? floor + 1;
}

/** Writes a record: inserted when new, else only the given columns change (ratings and columns no form holds stay). */
export async function upsertRecord(tx: Queryable, table: string, row: Record<string, unknown>): Promise<void> {
  const columns = Object.keys(row);
  const values = Object.values(row).map((value) =>
    value !== null && typeof value === 'object' ? JSON.stringify(value) : value,
  );
  await tx.query(
    `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')})
     ON CONFLICT (id) DO UPDATE SET ${columns
       .filter((c) => c !== 'id')
       .map((c) => `${c} = EXCLUDED.${c}`)
       .join(', ')}`,
    values,
  );
}

export interface MunicipalityRow {
  id: number;
  title: string;
  subregion_id: number;
  latitude: number;
  longitude: number;
}

export async function municipalityById(
  tx: Queryable,
  id: number | null | undefined,
): Promise<MunicipalityRow | undefined> {
  if (id === null || id === undefined) return undefined;
  return (
    await tx.query<MunicipalityRow>(
      'SELECT id, title, subregion_id, latitude, longitude FROM wine_municipalities WHERE id = $1',
      [id],
    )
  )[0];
}

/** The wine municipality a free-text town names (ignoring case and diacritics), for places the form gives only a city. */
export async function municipalityByName(tx: Queryable, city: string): Promise<MunicipalityRow | undefined> {
  if (!city) return undefined;
  return (
    await tx.query<MunicipalityRow>(
      'SELECT id, title, subregion_id, latitude, longitude FROM wine_municipalities WHERE search_norm(title) = search_norm($1) ORDER BY id LIMIT 1',
      [city],
    )
  )[0];
}

/** The record as it is now (for an edit), any table. */
export async function currentRow<T extends object>(
  tx: Queryable,
  table: string,
  id: number | null,
): Promise<T | undefined> {
  if (id === null) return undefined;
  return (await tx.query<T>(`SELECT * FROM ${table} WHERE id = $1 FOR UPDATE`, [id]))[0];
}

/**
 * Writes a record's search documents in place (insert or update by doc type and id), so its tag links stay; the
 * statement triggers move the snapshot version (migration 010), and search and the lists reload on their next request.
 */
export async function writeSearchDocuments(
  tx: Queryable,
  documents: readonly SearchDocument[],
  placeType: string,
  entityId: number,
): Promise<void> {
  await tx.query(
    'DELETE FROM search_documents WHERE place_type = $1 AND entity_id = $2 AND doc_type <> ALL($3::text[])',
    [placeType, entityId, documents.map((d) => d.doc_type)],
  );
  for (const document of documents) {
    const columns = Object.keys(document) as (keyof SearchDocument)[];
    const values = columns.map((column) => {
      const value = document[column];
      return value !== null && typeof value === 'object' ? JSON.stringify(value) : value;
    });
    await tx.query(
      `INSERT INTO search_documents (${columns.join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')})
       ON CONFLICT (doc_type, entity_id) DO UPDATE SET ${columns
         .filter((c) => c !== 'doc_type' && c !== 'entity_id')
         .map((c) => `${c} = EXCLUDED.${c}`)
         .join(', ')}`,
      values,
    );
  }
}
