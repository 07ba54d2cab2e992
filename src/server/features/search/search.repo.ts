import type { z } from 'zod';
import { searchCalls, type searchItemSchema } from '../../../shared/api/calls/search.ts';
import { SEARCH_RESULTS_PER_PAGE } from '../../../shared/constants/content.ts';
import { SEARCH_CATEGORIES } from '../../../shared/constants/search.ts';
import { pragueToday } from '../../../shared/domain/dates.ts';
import type { DocumentIndex, IndexedDocument } from '../../lib/documents/document-index.ts';
import { AscendingBits } from '../../lib/documents/ascending-bits.ts';
import type { Matches } from '../../lib/documents/word-matcher.ts';
import { shownImageJson, shownUrl, translatedText } from '../../lib/documents/shown-fields.ts';
import { queryWords, searchNorm } from '../../lib/documents/search-norm.ts';
import { Utf8Builder } from '../../lib/utf8-builder.ts';

export type SearchInput = z.output<typeof searchCalls.search.input>;
type Item = z.input<typeof searchItemSchema>;

const json = JSON.stringify;

/**
 * A document's search item (searchItemSchema) as JSON, written field by field: an answer is tens of items, and
 * building each as an object to serialise it took most of a search. The image's picture is JSON kept per snapshot.
 */
function itemJson({ docType, entityId, dateFrom, dateTo, isTopEvent, shown }: IndexedDocument, locale: string): string {
  let item = `{"id":${entityId},"slug":${json(shown.slug)},"title":${json(translatedText(shown.title, locale))},"image":${shownImageJson(shown)},`
    + `"location":${json(shown.city)},"url":${json(shownUrl(shown, entityId, locale))},"types":[${json(docType)}],"colorId":${json(shown.colorId)},`
    + `"imageUrl":${json(shown.picture?.url ?? null)}`;
  if (docType === 'event') item += `,"dateFrom":${json(dateFrom)},"dateTo":${json(dateTo)},"isTopEvent":${json(isTopEvent)}`;
  if (docType === 'news') {
    const { category } = shown;
    item += `,"dateFrom":${json(dateFrom)},"category":${category ? `{"title":${json(translatedText(category.title, locale))},"color":${json(category.color)}}` : 'null'}`;
  }
  return `${item}}`;
}

/** The spec's search categories (spec 01 §2) as groups of search_documents doc types. */
const CATEGORY_OF: Record<string, string> = {
  podcast_episode: 'podcast', eshop: 'wine_shop', wine_bar: 'page', wine_variety: 'encyclopedia', dictionary: 'encyclopedia', recipe: 'encyclopedia', download: 'page',
};
const categoryOf = (docType: string) => CATEGORY_OF[docType] ?? docType;

/** The search categories present in a snapshot, sorted (the answer lists them in this order), and each position's one. */
interface Categories {
  readonly names: readonly string[];
  readonly ofPosition: Uint8Array;
  /** Each position's place in the popularity order (DocumentIndex.byPopularity). */
  readonly rankOf: Int32Array;
  /** Where a search notes the ranks of its matches (kept per snapshot, empty between searches). */
  readonly ranks: AscendingBits;
}

const categoriesOf = (index: DocumentIndex): Categories => index.derived('search-categories', () => {
  const names = [...new Set(index.docTypes.map(categoryOf))].sort();
  const idOfType = index.docTypes.map((docType) => names.indexOf(categoryOf(docType)));
  const rankOf = new Int32Array(index.byPopularity.length);
  index.byPopularity.forEach((position, rank) => { rankOf[position] = rank; });
  return { names, ofPosition: Uint8Array.from(index.docTypeIds, (typeId) => idOfType[typeId] ?? 0), rankOf, ranks: new AscendingBits(rankOf.length) };
});

/**
 * The matches counted per category, and per category the `needed` first ones: title matches before the others,
 * each in popularity order. One pass over the matched positions counts them and notes their ranks; the ranks are
 * then visited in order only until every list is full.
 */
function pickMatches(index: DocumentIndex, matches: Matches | null, inTitle: Matches, only: string | undefined, needed: number) {
  const { names, ofPosition, rankOf, ranks } = categoriesOf(index);
  const onlyId = only === undefined ? -1 : names.indexOf(only);
  if (only !== undefined && onlyId < 0) return { counts: new Map<string, number>(), chosen: [] as number[] };
  const counts = new Int32Array(names.length);
  const titleCounts = new Int32Array(names.length);
  const count = (position: number) => {
    const category = ofPosition[position] ?? 0;
    if (onlyId >= 0 && category !== onlyId) return;
    counts[category] = (counts[category] ?? 0) + 1;
    if (inTitle.has(position)) titleCounts[category] = (titleCounts[category] ?? 0) + 1;
    ranks.add(rankOf[position] ?? 0);
  };
  if (matches) for (const position of matches.indexes) count(position);
  else for (let position = 0; position < ofPosition.length; position += 1) count(position);
  const titleLists = names.map((_, c) => ({ wanted: Math.min(needed, titleCounts[c] ?? 0), positions: [] as number[] }));
  const otherLists = names.map((_, c) => ({ wanted: Math.min(needed, (counts[c] ?? 0) - (titleCounts[c] ?? 0)), positions: [] as number[] }));
  let missing = [...titleLists, ...otherLists].reduce((sum, list) => sum + list.wanted, 0);
  ranks.drain((rank) => {
    const position = index.byPopularity[rank] ?? 0;
    const list = (inTitle.has(position) ? titleLists : otherLists)[ofPosition[position] ?? 0];
    if (list && list.positions.length < list.wanted) {
      list.positions.push(position);
      missing -= 1;
    }
    return missing > 0;
  });
  const chosen = names.flatMap((_, c) => [...(titleLists[c]?.positions ?? []), ...(otherLists[c]?.positions ?? [])]
    .slice(needed - SEARCH_RESULTS_PER_PAGE, needed));
  return { counts: new Map(names.map((name, c) => [name, counts[c] ?? 0])), chosen };
}

/**
 * The answer's lists, in the contract's order (searchCalls.search.output): the optional ones are the place lists,
 * sent on page 1 only; each other list but "other" holds its own doc type, and "other" everything else.
 */
const { counts: _counts, ...LIST_SCHEMAS } = searchCalls.search.output.shape;
const LIST_NAMES = Object.keys(LIST_SCHEMAS) as (keyof typeof LIST_SCHEMAS)[];
const isPlaceList = (name: keyof typeof LIST_SCHEMAS) => LIST_SCHEMAS[name].safeParse(undefined).success;
const OWN_TYPE_LISTS = new Set<string>(LIST_NAMES.filter((name) => name !== 'other' && !isPlaceList(name)));
function holderOf(name: keyof typeof LIST_SCHEMAS): (docType: string) => boolean {
  if (isPlaceList(name)) return (docType) => categoryOf(docType) === name;
  if (name === 'other') return (docType) => !OWN_TYPE_LISTS.has(docType);
  return (docType) => docType === name;
}
const LISTS = LIST_NAMES.map((name) => ({ name, firstPageOnly: isPlaceList(name), holds: holderOf(name) }));

/** The thread's one answer being written: a search runs start to end without yielding. */
const answerBytes = new Utf8Builder();

/**
 * Ranked by title match first, then popularity, then id; each category paged by 10. Matching runs on the
 * in-memory read model (DocumentStore) with the rule of SQL `SqlWhere.words`. The answer is written as JSON text,
 * each item once though it may show twice ("other" and its place list).
 */
export function search(index: DocumentIndex, input: SearchInput): Buffer {
  const only = input.searchCategory && input.searchCategory !== 'all' ? input.searchCategory : undefined;
  const picked = pickMatches(index, index.matching(queryWords(input.query)), index.titlesContaining(searchNorm(input.query)), only, input.page * SEARCH_RESULTS_PER_PAGE);
  const counts = Object.fromEntries(SEARCH_CATEGORIES.map((category) => [category, 0])) as Record<(typeof SEARCH_CATEGORIES)[number], number>;
  for (const [category, count] of picked.counts) {
    if (category in counts) counts[category as keyof typeof counts] += count;
    counts.all += count;
  }
  // Each item is encoded once, then its bytes copied into every list that shows it.
  answerBytes.reset();
  const items = picked.chosen.flatMap((position) => {
    const document = index.documents[position];
    if (!document) return [];
    const start = answerBytes.size;
    answerBytes.write(itemJson(document, input.locale));
    return [{ docType: document.docType, start, end: answerBytes.size }];
  });
  const answerStart = answerBytes.size;
  answerBytes.write(`{"counts":${json(counts)}`);
  for (const list of LISTS) {
    if (list.firstPageOnly && input.page !== 1) continue;
    answerBytes.write(`,"${list.name}":[`);
    let first = true;
    for (const item of items) {
      if (!list.holds(item.docType)) continue;
      if (!first) answerBytes.write(',');
      first = false;
      answerBytes.repeat(item.start, item.end);
    }
    answerBytes.write(']');
  }
  answerBytes.write('}');
  return answerBytes.copyFrom(answerStart);
}

/**
 * The default sections of the search modal: per doc type the top events first, then the most popular (events not
 * yet over in Prague). Choosing them sorts every document of a type (~140 ms at 20×), so the choice is kept per
 * snapshot and day; only the items are built per request.
 */
export function topOfSections(index: DocumentIndex, docTypes: readonly string[], locale: string, perSection: number): Record<string, Item[]> {
  const today = pragueToday();
  const tops = index.derived(`search-tops:${today}:${perSection}:${docTypes.join(',')}`, () => docTypes.map((docType) => index.documents
    .filter((d) => d.docType === docType && (docType !== 'event' || (d.dateTo !== null && d.dateTo >= today)))
    .sort((a, b) => Number(b.isTopEvent) - Number(a.isTopEvent) || b.popularity - a.popularity
      || (a.dateFrom ?? '\uffff').localeCompare(b.dateFrom ?? '\uffff') || a.entityId - b.entityId)
    .slice(0, perSection)));
  return Object.fromEntries(docTypes.map((docType, i) => [docType, (tops[i] ?? []).map((document) => JSON.parse(itemJson(document, locale)) as Item)]));
}
