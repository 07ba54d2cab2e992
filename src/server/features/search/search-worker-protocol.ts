import type { DocumentRow } from '../../lib/documents/document-store.ts';
import type { SearchInput } from './search.repo.ts';

/** What the server's main thread sends its search worker. */
export type ToSearchWorker =
  | { readonly type: 'load'; readonly version: number; readonly rows: readonly DocumentRow[] }
  | { readonly type: 'search'; readonly id: number; readonly version: number; readonly input: SearchInput };

/** What the search worker answers: a snapshot it holds now, or a search's JSON (null: it holds another snapshot). */
export type FromSearchWorker =
  | { readonly type: 'loaded'; readonly version: number }
  | { readonly type: 'answer'; readonly id: number; readonly json: Uint8Array | null }
  | { readonly type: 'failed'; readonly id: number; readonly message: string };
