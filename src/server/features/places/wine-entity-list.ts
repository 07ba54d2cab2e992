import type { Queryable } from '../../db/database.ts';
import { SharedValues } from '../../lib/documents/shared-values.ts';
import { HELD_COLUMNS, HeldWineEntities, type HeldRow } from './held-wine-entities.ts';
import { WineEntityFilter, type FilterRow } from './wine-entity-filter.ts';

/** Rows read per query while loading: PGlite answers other requests between the chunks. */
const LOAD_CHUNK = 1000;

type ListRow = HeldRow & FilterRow & { readonly sort_title: string };

const FROM = `SELECT ${HELD_COLUMNS}, lower(e.title) AS sort_title, e.subregion_id, e.language_ids, e.search_text
  FROM wine_entities e LEFT JOIN wine_municipalities m ON m.id = e.municipality_id`;
const ORDER = 'ORDER BY lower(e.title), e.id';

/** The wine-entity list of one snapshot of the catalogue: which entities a page shows, and what it shows of each. */
export interface WineEntityList {
  readonly filter: WineEntityFilter;
  readonly held: HeldWineEntities;
}

/**
 * Reads the wine entities once, in list order (lower(title), id, as PostgreSQL sorts them) and in chunks, and builds
 * the list filter and the held list rows from the same rows: every id a page picks is held. A row whose title
 * changes while the chunks are read is taken once; the change moves the snapshot's version, and the next request
 * loads the list again.
 */
export async function loadWineEntityList(db: Queryable, chunk = LOAD_CHUNK): Promise<WineEntityList> {
  const rows: ListRow[] = [];
  const seen = new Set<number>();
  for (let last: ListRow | undefined; ;) {
    const read = await (last
      ? db.query<ListRow>(`${FROM} WHERE (lower(e.title), e.id) > ($1, $2) ${ORDER} LIMIT $3`, [last.sort_title, last.id, chunk])
      : db.query<ListRow>(`${FROM} ${ORDER} LIMIT $1`, [chunk]));
    for (const row of read) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      rows.push(row);
    }
    last = read.at(-1);
    if (!last || read.length < chunk) break;
  }
  const municipalities = await db.query<{ id: number; subregion_id: number }>('SELECT id, subregion_id FROM wine_municipalities');
  const shared = new SharedValues();
  return {
    filter: WineEntityFilter.of(rows, shared, new Map(municipalities.map((m) => [m.id, m.subregion_id]))),
    held: HeldWineEntities.of(rows, shared),
  };
}
