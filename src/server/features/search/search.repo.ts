import type { z } from 'zod';
import type { searchCalls, searchItemSchema } from '../../../shared/api/calls/search.ts';
import type { Image } from '../../../shared/api/common.ts';
import { SEARCH_PAGE_SIZE } from '../../../shared/constants/places.ts';
import type { Queryable } from '../../db/database.ts';
import type { DocumentIndex, IndexedDocument } from '../../lib/documents/document-index.ts';
import type { Matches } from '../../lib/documents/word-matcher.ts';
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

/** The search categories present in a snapshot, sorted (the answer lists them in this order), and each position's one. */
interface Categories {
  readonly names: readonly string[];
  readonly ofPosition: Uint8Array;
  /** Each position's place in the popularity order (DocumentIndex.byPopularity). */
  readonly rankOf: Int32Array;
}

const categoriesOf = (index: DocumentIndex): Categories => index.derived('search-categories', () => {
  const names = [...new Set(index.docTypes.map(categoryOf))].sort();
  const idOfType = index.docTypes.map((docType) => names.indexOf(categoryOf(docType)));
  const rankOf = new Int32Array(index.byPopularity.length);
  index.byPopularity.forEach((position, rank) => { rankOf[position] = rank; });
  return { names, ofPosition: Uint8Array.from(index.docTypeIds, (typeId) => idOfType[typeId] ?? 0), rankOf };
});

/**
 * The matches counted per category, and per category the `needed` first ones: title matches before the others,
 * each in popularity order. One pass over the matched positions counts and marks them by rank; a second reads the
 * marks in rank order (sequentially, not hopping through memory) only until every list is full.
 */
function pickMatches(index: DocumentIndex, matches: Matches | null, inTitle: Uint8Array, only: string | undefined, needed: number) {
  const { names, ofPosition, rankOf } = categoriesOf(index);
  const onlyId = only === undefined ? -1 : names.indexOf(only);
  if (only !== undefined && onlyId < 0) return { counts: new Map<string, number>(), chosen: [] };
  const counts = new Int32Array(names.length);
  const titleCounts = new Int32Array(names.length);
  const matchedByRank = new Uint8Array(rankOf.length);
  const count = (position: number) => {
    const category = ofPosition[position] ?? 0;
    if (onlyId >= 0 && category !== onlyId) return;
    counts[category] = (counts[category] ?? 0) + 1;
    titleCounts[category] = (titleCounts[category] ?? 0) + (inTitle[position] ?? 0);
    matchedByRank[rankOf[position] ?? 0] = 1;
  };
  if (matches) for (const position of matches.indexes) count(position);
  else for (let position = 0; position < ofPosition.length; position += 1) count(position);
  const titleLists = names.map((_, c) => ({ wanted: Math.min(needed, titleCounts[c] ?? 0), positions: [] as number[] }));
  const otherLists = names.map((_, c) => ({ wanted: Math.min(needed, (counts[c] ?? 0) - (titleCounts[c] ?? 0)), positions: [] as number[] }));
  let missing = [...titleLists, ...otherLists].reduce((sum, list) => sum + list.wanted, 0);
  for (let rank = 0; rank < matchedByRank.length && missing > 0; rank += 1) {
    if (matchedByRank[rank] === 0) continue;
    const position = index.byPopularity[rank] ?? 0;
    const list = (inTitle[position] === 1 ? titleLists : otherLists)[ofPosition[position] ?? 0];
    if (!list || list.positions.length >= list.wanted) continue;
    list.positions.push(position);
    missing -= 1;
  }
  const chosen = names.flatMap((_, c) => [...(titleLists[c]?.positions ?? []), ...(otherLists[c]?.positions ?? [])]
    .slice(needed - SEARCH_PAGE_SIZE, needed)
    .flatMap((position) => index.documents[position] ?? []));
  return { counts: new Map(names.map((name, c) => [name, counts[c] ?? 0])), chosen };
}

/**
 * Ranked by title match first, then popularity, then id; each category paged by 10. Matching runs on the
 * in-memory read model (DocumentStore) with the rule of SQL `SqlWhere.words`.
 */
export async function search(db: Queryable, index: DocumentIndex, input: Input) {
  const only = input.searchCategory && input.searchCategory !== 'all' ? input.searchCategory : undefined;
  const picked = pickMatches(index, index.matchingPositions(queryWords(input.query)), index.titlesContaining(searchNorm(input.query)), only, input.page * SEARCH_PAGE_SIZE);
  const counts = { all: 0, event: 0, news: 0, podcast: 0, winemaker: 0, ml_wine: 0, cellar: 0, wine_shop: 0, restaurant: 0, accommodation: 0, encyclopedia: 0, page: 0 };
  for (const [category, count] of picked.counts) {
    if (category in counts) counts[category as keyof typeof counts] += count;
    counts.all += count;
  }
  const rows = (await rowsOf(db, picked.chosen, input.locale)).map((row) => ({ ...row, category: categoryOf(row.doc_type) }));
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
