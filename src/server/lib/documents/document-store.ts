import type { Queryable } from '../../db/database.ts';
import { DocumentIndex } from './document-index.ts';
import { SHOWN_COLUMNS, ShownFieldsPacker, type ShownRow } from './shown-fields.ts';

interface Row extends ShownRow {
  doc_type: string; popularity: number; is_top_event: boolean; date_from: string | null; date_to: string | null;
  search_text: string; title_search: string;
}

/**
 * The search read model held in memory for search and the map, which read most of it on every request, with the
 * fields search shows (a page of results is then built without a query: PGlite reads ~50 scattered rows in ~2 ms,
 * the main cost of a search it has not answered yet; the packed fields take ~41 MB of heap at the 20× data set). Each
 * use reads the one-row version counter (migration 010) and reloads the documents only when it moved.
 */
export class DocumentStore {
  private index: DocumentIndex | undefined;
  private loading: Promise<DocumentIndex> | undefined;
  /** Set once the server has prepared what the first visitors would otherwise wait for (see main.ts). */
  warm = false;

  private versionCheck: Promise<number> | undefined;

  constructor(private readonly db: Queryable) {}

  async current(): Promise<DocumentIndex> {
    // Requests arriving while a version check is on its way share it: under load one check serves them all.
    this.versionCheck ??= this.db.query<{ version: number }>('SELECT version FROM search_documents_version')
      .then(([row]) => row?.version ?? 0)
      .finally(() => { this.versionCheck = undefined; });
    const version = await this.versionCheck;
    if (this.index && this.index.version === version) return this.index;
    if (this.loading) return this.loading;
    this.loading = this.load(version).finally(() => { this.loading = undefined; });
    return this.loading;
  }

  private async load(version: number): Promise<DocumentIndex> {
    const rows = await this.db.query<Row>(
      `SELECT doc_type, entity_id, popularity, is_top_event, date_from, date_to, search_text, title_search, ${SHOWN_COLUMNS}
       FROM search_documents ORDER BY doc_type, entity_id`,
    );
    const packer = new ShownFieldsPacker();
    const documents = rows.map((row) => ({
      docType: row.doc_type, entityId: row.entity_id, popularity: row.popularity, isTopEvent: row.is_top_event,
      dateFrom: row.date_from, dateTo: row.date_to, titleSearch: row.title_search, shown: packer.pack(row),
    }));
    this.index = new DocumentIndex(documents, rows.map((row) => row.search_text), version);
    return this.index;
  }
}

const stores = new WeakMap<Queryable, DocumentStore>();

/** The one store of a database, shared by every feature that reads the documents from memory. */
export function documentStoreFor(db: Queryable): DocumentStore {
  let store = stores.get(db);
  if (!store) {
    store = new DocumentStore(db);
    stores.set(db, store);
  }
  return store;
}
