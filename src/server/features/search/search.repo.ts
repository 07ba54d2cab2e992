import type { z } from 'zod';
import type { searchCalls, searchItemSchema } from '../../../shared/api/calls/search.ts';
import type { Image } from '../../../shared/api/common.ts';
import { SEARCH_PAGE_SIZE } from '../../../shared/constants/places.ts';
import type { Queryable } from '../../db/database.ts';
import type { DocumentIndex, IndexedDocument } from '../../lib/documents/document-index.ts';
import { translated } from '../../lib/sql-builder.ts';
import { queryWords, searchNorm } from '../../lib/documents/search-norm.ts';

type Input = z.output<typeof searchCalls.search.input>;
type Item = z.input<typeof searchItemSchema>;

interface Row {
  doc_type: string; category?: string; id: number; slug: string; title: string; image: Image | null; location: string | null; url: string;
  color_id: number | null; date_from: string | null; date_to: string | null; is_top_event: boolean; news_category: { title: Record<string, string>; color: string } | null;
}

function toItem(row: Row, locale: string): Item {
  return {
    id: row.id, slug: row.slug, title: row.title, image: row.image, location: row.location, url: row.url, types: [row.doc_type], colorId: row.color_id,
    imageUrl: row.image?.url ?? null,
    ...(row.doc_type === 'event' ? { dateFrom: row.date_from, dateTo: row.date_to, isTopEvent: row.is_top_event } : {}),
    ...(row.doc_type === 'news' ? { dateFrom: row.date_from, category: row.news_category ? { title: row.news_category.title[locale] ?? row.news_category.title.cs ?? '', color: row.news_category.color } : null } : {}),
  };
}

/** The spec's search categories (spec 01 §2) as groups of search_documents doc types. */
const CATEGORY_OF: Record<string, string> = {
  podcast_episode: 'podcast', eshop: 'wine_shop', wine_bar: 'page', wine_variety: 'encyclopedia', dictionary: 'encyclopedia', recipe: 'encyclopedia', download: 'page',
};
const categoryOf = (docType: string) => CATEGORY_OF[docType] ?? docType;

/** The shown fields of the chosen documents, in the order given, translated for the locale. */
async function rowsOf(db: Queryable, documents: readonly IndexedDocument[], locale: string): Promise<Row[]> {
  if (documents.length === 0) return [];
  const rows = await db.query<Row>(
    `SELECT d.doc_type, d.entity_id AS id, d.slug, ${translated('d.title', '$3')} AS title, d.image, d.city AS location, ${translated('d.url', '$3')} AS url,
            d.color_id, d.date_from, d.date_to, d.is_top_event, d.category AS news_category
     FROM unnest($1::text[], $2::int[]) AS k (doc_type, entity_id) JOIN search_documents d USING (doc_type, entity_id)`,
    [documents.map((d) => d.docType), documents.map((d) => d.entityId), locale],
  );
  const byKey = new Map(rows.map((row) => [`${row.doc_type}:${row.id}`, row]));
  return documents.flatMap((d) => byKey.get(`${d.docType}:${d.entityId}`) ?? []);
}

/**
 * Ranked by title match first, then popularity, then id; each category paged by 10. Matching runs on the
 * in-memory read model (DocumentStore) with the rule of SQL `SqlWhere.words`.
 */
export async function search(db: Queryable, index: DocumentIndex, input: Input) {
  const flags = index.matching(queryWords(input.query));
  const only = input.searchCategory && input.searchCategory !== 'all' ? input.searchCategory : undefined;
  const titleTerm = searchNorm(input.query);
  const counts = { all: 0, event: 0, news: 0, podcast: 0, winemaker: 0, ml_wine: 0, cellar: 0, wine_shop: 0, restaurant: 0, accommodation: 0, encyclopedia: 0, page: 0 };
  // One walk in popularity order keeps, per category, the first title matches and the first others: enough for the page.
  const needed = input.page * SEARCH_PAGE_SIZE;
  const inTitle = index.titlesContaining(titleTerm);
  const categoryOfType = index.docTypes.map(categoryOf);
  const picked = new Map<string, { inTitle: IndexedDocument[]; other: IndexedDocument[] }>();
  for (const position of index.byPopularity) {
    if (flags && !flags[position]) continue;
    const category = categoryOfType[index.docTypeIds[position] ?? 0] ?? '';
    if (only && category !== only) continue;
    if (category in counts) counts[category as keyof typeof counts] += 1;
    counts.all += 1;
    let lists = picked.get(category);
    if (!lists) {
      lists = { inTitle: [], other: [] };
      picked.set(category, lists);
    }
    const title = inTitle[position] === 1;
    if (title ? lists.inTitle.length >= needed : lists.other.length >= needed) continue;
    const document = index.documents[position];
    if (document) (title ? lists.inTitle : lists.other).push(document);
  }
  const chosen = [...picked.keys()].sort().flatMap((category) => {
    const lists = picked.get(category);
    return lists ? [...lists.inTitle, ...lists.other].slice(needed - SEARCH_PAGE_SIZE, needed) : [];
  });
  const rows = (await rowsOf(db, chosen, input.locale)).map((row) => ({ ...row, category: categoryOf(row.doc_type) }));
  const of = (test: (row: Row) => boolean) => rows.filter(test).map((row) => toItem(row, input.locale));
  const placeLists = input.page === 1
    ? Object.fromEntries((['winemaker', 'cellar', 'wine_shop', 'restaurant', 'accommodation', 'ml_wine'] as const).map((c) => [c, of((r) => r.category === c)]))
    : {};
  return {
    counts,
    event: of((r) => r.doc_type === 'event'),
    news: of((r) => r.doc_type === 'news'),
    podcast: of((r) => r.doc_type === 'podcast'),
    podcast_episode: of((r) => r.doc_type === 'podcast_episode'),
    other: of((r) => !['event', 'news', 'podcast', 'podcast_episode'].includes(r.doc_type)),
    ...placeLists,
  };
}

/** The default sections of the search modal: per doc type the top events first, then the most popular (events not yet over). */
export async function topOfSections(db: Queryable, index: DocumentIndex, docTypes: readonly string[], locale: string, perSection: number): Promise<Record<string, Item[]>> {
  const today = new Date().toISOString().slice(0, 10);
  const tops = docTypes.map((docType) => index.documents
    .filter((d) => d.docType === docType && (docType !== 'event' || (d.dateTo !== null && d.dateTo >= today)))
    .sort((a, b) => Number(b.isTopEvent) - Number(a.isTopEvent) || b.popularity - a.popularity
      || (a.dateFrom ?? '\uffff').localeCompare(b.dateFrom ?? '\uffff') || a.entityId - b.entityId)
    .slice(0, perSection));
  const rows = await rowsOf(db, tops.flat(), locale);
  return Object.fromEntries(docTypes.map((docType) => [docType, rows.filter((row) => row.doc_type === docType).map((row) => toItem(row, locale))]));
}
