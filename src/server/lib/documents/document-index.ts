import type { ShownFields } from './shown-fields.ts';
import { type Matches, WordMatcher } from './word-matcher.ts';

/** What search ranks, filters by and shows, per search_documents row. */
export interface IndexedDocument {
  readonly docType: string;
  readonly entityId: number;
  readonly popularity: number;
  readonly isTopEvent: boolean;
  readonly dateFrom: string | null;
  readonly dateTo: string | null;
  /** search_norm of the titles in every locale (title matches rank first). */
  readonly titleSearch: string;
  readonly shown: ShownFields;
}

/**
 * An immutable snapshot of the search read model, ordered by (doc_type, entity_id), with a word index over
 * each document's search text. Things derived from it (the map's points) are memoised per snapshot.
 */
export class DocumentIndex {
  private readonly matcher: WordMatcher;
  private readonly titles: WordMatcher;
  /** The doc types present, and per position the index of its doc type in that list (a tight loop reads these). */
  readonly docTypes: readonly string[];
  readonly docTypeIds: Uint8Array;
  private readonly memo = new Map<string, unknown>();
  private readonly positions = new Map<string, number>();
  /** Positions by popularity (highest first), then entity id: the order search ranks in after title matches. */
  readonly byPopularity: Int32Array;

  constructor(readonly documents: readonly IndexedDocument[], searchTexts: readonly string[], readonly version: number) {
    this.matcher = new WordMatcher(searchTexts);
    this.titles = new WordMatcher(documents.map((document) => document.titleSearch));
    this.docTypes = [...new Set(documents.map((document) => document.docType))];
    const typeIds = new Map(this.docTypes.map((docType, i) => [docType, i]));
    this.docTypeIds = Uint8Array.from(documents, (document) => typeIds.get(document.docType) ?? 0);
    documents.forEach((document, i) => this.positions.set(`${document.docType}:${document.entityId}`, i));
    this.byPopularity = Int32Array.from(documents.keys()).sort((a, b) => {
      const x = documents[a];
      const y = documents[b];
      return x && y ? y.popularity - x.popularity || x.entityId - y.entityId : 0;
    });
  }

  /** The documents holding every word, as positions and a test (valid until the next match); null for no words. */
  matching(words: readonly string[]): Matches | null {
    return this.matcher.match(words);
  }

  /** The documents whose title (in any locale, normalised) contains the phrase (the test is valid until the next call). */
  titlesContaining(phrase: string): Matches {
    return this.titles.containing(phrase);
  }

  positionOf(docType: string, entityId: number): number | undefined {
    return this.positions.get(`${docType}:${entityId}`);
  }

  /** Something derived from this snapshot only and cheap enough to compute in line, computed once. */
  derived<T>(key: string, compute: () => T): T {
    if (!this.memo.has(key)) this.memo.set(key, compute());
    return this.memo.get(key) as T;
  }

  /** Something derived from this snapshot only, computed once (concurrent callers share the promise). */
  memoised<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const known = this.memo.get(key) as Promise<T> | undefined;
    if (known) return known;
    const computing = compute();
    this.memo.set(key, computing);
    computing.catch(() => this.memo.delete(key));
    return computing;
  }
}
