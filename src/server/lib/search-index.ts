import type { Image } from '../../shared/api/common.ts';
import type { Queryable } from '../db/database.ts';
import { bulkInsert } from '../db/bulk-insert.ts';

export type DocType =
  | 'winemaker'
  | 'cellar'
  | 'wine_bar'
  | 'wine_shop'
  | 'accommodation'
  | 'restaurant'
  | 'eshop'
  | 'event'
  | 'news'
  | 'podcast'
  | 'podcast_episode'
  | 'ml_wine'
  | 'encyclopedia'
  | 'wine_variety'
  | 'dictionary'
  | 'recipe'
  | 'download'
  | 'page';

export type Translated = Partial<Record<'cs' | 'en' | 'pl' | 'de', string>>;

/** One row of the search_documents read model (migration 002). */
export interface SearchDocument {
  doc_type: DocType;
  entity_id: number;
  place_type: 'wine_entity' | 'restaurant' | 'event' | 'eshop' | null;
  title: Translated;
  slug: string;
  url: Translated;
  perex: Translated | null;
  image: Image | null;
  latitude: number | null;
  longitude: number | null;
  city: string | null;
  municipality_id: number | null;
  subregion_id: number | null;
  date_from: string | null;
  date_to: string | null;
  is_top_event: boolean;
  color_id: number | null;
  category: { title: Translated; color: string } | null;
  keywords: string;
  popularity: number;
  locales: string[];
}

const COLUMNS: readonly (keyof SearchDocument)[] = [
  'doc_type',
  'entity_id',
  'place_type',
  'title',
  'slug',
  'url',
  'perex',
  'image',
  'latitude',
  'longitude',
  'city',
  'municipality_id',
  'subregion_id',
  'date_from',
  'date_to',
  'is_top_event',
  'color_id',
  'category',
  'keywords',
  'popularity',
  'locales',
];

/** A document with every optional column empty, for the fields a caller does not set. */
export function searchDocument(
  document: Partial<SearchDocument> & Pick<SearchDocument, 'doc_type' | 'entity_id' | 'title' | 'slug' | 'url'>,
): SearchDocument {
  return {
    place_type: null,
    perex: null,
    image: null,
    latitude: null,
    longitude: null,
    city: null,
    municipality_id: null,
    subregion_id: null,
    date_from: null,
    date_to: null,
    is_top_event: false,
    color_id: null,
    category: null,
    keywords: '',
    popularity: 0,
    locales: ['cs', 'en', 'pl'],
    ...document,
  };
}

/** Writes (or rewrites) search documents; every create/update of an indexed record calls this. */
export async function upsertSearchDocuments(db: Queryable, documents: readonly SearchDocument[]): Promise<void> {
  if (documents.length === 0) return;
  const idsByType = new Map<DocType, number[]>();
  for (const document of documents)
    idsByType.set(document.doc_type, [...(idsByType.get(document.doc_type) ?? []), document.entity_id]);
  for (const [docType, ids] of idsByType) {
    await db.query('DELETE FROM search_documents WHERE doc_type = $1 AND entity_id = ANY($2::int[])', [docType, ids]);
  }
  const rows = documents.map((document) => Object.fromEntries(COLUMNS.map((column) => [column, document[column]])));
  await bulkInsert(db, 'search_documents', rows);
}

/** Tags documents: pairs of tag id and (doc_type, entity_id). */
export async function tagDocuments(
  db: Queryable,
  links: readonly { tag_id: number; doc_type: DocType; entity_id: number }[],
): Promise<void> {
  await bulkInsert(
    db,
    'entity_tags',
    links.map((link) => ({ ...link })),
  );
}
