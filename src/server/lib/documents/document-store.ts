import type { Queryable } from '../../db/database.ts';
import { onePer } from '../one-per.ts';
import { DocumentIndex } from './document-index.ts';
import { SHOWN_COLUMNS, ShownFieldsPacker, type ShownRow } from './shown-fields.ts';

/** A search_documents row as the store reads it. */
export interface DocumentRow extends ShownRow {
  readonly doc_type: string; readonly popularity: number; readonly is_top_event: boolean; readonly date_from: string | null;
  readonly date_to: string | null; readonly search_text: string; readonly title_search: string;
}

/** A snapshot of the read model from its rows (DocumentStore reads them; a search worker gets a copy). */
export function indexFromRows(rows: readonly DocumentRow[], version: number): DocumentIndex {
  const packer = new ShownFieldsPacker();
  const documents = rows.map((row) => ({
    docType: row.doc_type, entityId: row.entity_id, popularity: row.popularity, isTopEvent: row.is_top_event,
    dateFrom: row.date_from, dateTo: row.date_to, titleSearch: row.title_search, shown: packer.pack(row),
  }));
  return new DocumentIndex(documents, rows.map((row) => row.search_text), version);
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
  private readonly loadListeners: ((rows: readonly DocumentRow[], version: number) => void)[] = [];

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

  /** Calls `listener` with the rows of every snapshot loaded from now on (a search worker builds its copy from them). */
  onLoad(listener: (rows: readonly DocumentRow[], version: number) => void): void {
    this.loadListeners.push(listener);
  }

  private async load(version: number): Promise<DocumentIndex> {
    const rows = await this.db.query<DocumentRow>(
      `SELECT doc_type, entity_id, popularity, is_top_event, date_from, date_to, search_text, title_search, ${SHOWN_COLUMNS}
       FROM search_documents ORDER BY doc_type, entity_id`,
    );
    this.index = indexFromRows(rows, version);
    for (const listener of this.loadListeners) listener(rows, version);
    return this.index;
  }
}

/** The one store of a database, shared by every feature that reads the documents from memory. */
export const documentStoreFor = onePer((db: Queryable) => new DocumentStore(db));
