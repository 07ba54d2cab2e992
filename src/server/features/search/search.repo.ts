import type { z } from 'zod';
import { searchCalls } from '../../../shared/api/calls/search.ts';
import { SEARCH_RESULTS_PER_PAGE } from '../../../shared/constants/content.ts';
import { SEARCH_CATEGORIES } from '../../../shared/constants/search.ts';
import type { Queryable } from '../../db/database.ts';
import { containsNormalised, likeLiteral, SqlWhere } from '../../lib/sql-builder.ts';
import { itemColumns, toItem, type ItemRow, type SearchItem } from './search-items.ts';

export type SearchInput = z.output<typeof searchCalls.search.input>;
type SearchAnswer = z.input<typeof searchCalls.search.output>;
type SearchCategory = (typeof SEARCH_CATEGORIES)[number];

/**
 * The answer's lists, in the contract's order (searchCalls.search.output): the optional ones are the place lists,
 * sent on page 1 only and holding their category; the others but "other" hold their own doc type, "other" the rest.
 */
const { counts: _counts, ...LIST_SCHEMAS } = searchCalls.search.output.shape;
type ListName = keyof typeof LIST_SCHEMAS;
const LIST_NAMES = Object.keys(LIST_SCHEMAS) as ListName[];
const isPlaceList = (name: ListName) => LIST_SCHEMAS[name].safeParse(undefined).success;
const OWN_TYPE_LISTS = new Set<string>(LIST_NAMES.filter((name) => name !== 'other' && !isPlaceList(name)));
function holderOf(name: ListName): (row: RankedRow) => boolean {
  if (isPlaceList(name)) return (row) => row.category === name;
  if (name === 'other') return (row) => !OWN_TYPE_LISTS.has(row.doc_type);
  return (row) => row.doc_type === name;
}
const LISTS = LIST_NAMES.map((name) => ({ name, firstPageOnly: isPlaceList(name), holds: holderOf(name) }));

/** A match on the page asked for, with its category. */
type RankedRow = ItemRow & { readonly category: string };

/** Per search category (search_matches, migration 022): its matches, and how many of them match in the title. */
interface Counted { readonly category: string; readonly matches: number; readonly in_title: number }

/**
 * A part of a category's matches, its title matches or the others, of which ranks (first, last] are on the page;
 * `size` is how many matches the part has.
 */
interface PagePart { readonly category: string; readonly titleMatch: boolean; readonly size: number; readonly first: number; readonly last: number }

/** The parts holding ranks (from, to] of a category: its title matches rank first, each part by popularity and id. */
function pageParts({ category, matches, in_title: inTitle }: Counted, from: number, to: number): PagePart[] {
  const parts: PagePart[] = [];
  if (from < inTitle) parts.push({ category, titleMatch: true, size: inTitle, first: from, last: Math.min(to, inTitle) });
  const start = Math.max(from, inTitle);
  const end = Math.min(to, matches);
  if (start < end) parts.push({ category, titleMatch: false, size: matches - inTitle, first: start - inTitle, last: end - inTitle });
  return parts;
}

/**
 * A part this large is read in rank order (search_matches_ranked) until its page is found: its matches are dense
 * enough in its category that the read stops early. A smaller part is ranked whole, with the other small ones.
 */
const READ_IN_ORDER_FROM = 500;

/**
 * Site search (spec 01 §2): the matches (SqlWhere.words) counted per category, and per category the page's 10,
 * ranked by title match first, then popularity, then id. The counts come first: they say how many matches each
 * part of a category (title matches, others) has, so a broad term's page is read in index order with a LIMIT
 * rather than by ranking its tens of thousands of matches.
 */
export async function search(db: Queryable, input: SearchInput): Promise<SearchAnswer> {
  const where = new SqlWhere().words('m.search_text', input.query);
  if (input.searchCategory && input.searchCategory !== 'all') where.and(`m.search_category = ${where.add(input.searchCategory)}`);
  const inTitle = containsNormalised('m.title_search', where.add(likeLiteral(input.query)));
  const counted = await db.query<Counted>(
    `SELECT m.search_category AS category, count(*)::int AS matches, count(*) FILTER (WHERE ${inTitle})::int AS in_title
     FROM search_matches m ${where} GROUP BY m.search_category`,
    where.params,
  );
  const from = (input.page - 1) * SEARCH_RESULTS_PER_PAGE;
  const to = input.page * SEARCH_RESULTS_PER_PAGE;
  // Parts in the answer's order: categories by name (code points), title matches first.
  const parts = counted.toSorted((a, b) => (a.category < b.category ? -1 : 1)).flatMap((category) => pageParts(category, from, to));
  const reads: string[] = [];
  const small = parts.flatMap((part, i) => (part.size < READ_IN_ORDER_FROM ? [{ ...part, i }] : []));
  if (small.length > 0) {
    const wanted = `unnest(${where.add(small.map((p) => p.i))}::int[], ${where.add(small.map((p) => p.category))}::text[],
      ${where.add(small.map((p) => p.titleMatch))}::boolean[], ${where.add(small.map((p) => p.first))}::int[], ${where.add(small.map((p) => p.last))}::int[])
      AS w (part, category, title_match, first, last)`;
    reads.push(`SELECT part, category, doc_type, entity_id, popularity FROM (
        SELECT w.part, w.first, w.last, m.search_category AS category, m.doc_type, m.entity_id, m.popularity,
               row_number() OVER (PARTITION BY w.part ORDER BY m.popularity DESC, m.entity_id, m.doc_type) AS part_rank
        FROM search_matches m JOIN ${wanted} ON w.category = m.search_category AND w.title_match = (${inTitle})
        ${where}) ranked
      WHERE part_rank > first AND part_rank <= last`);
  }
  parts.forEach((part, i) => {
    if (part.size < READ_IN_ORDER_FROM) return;
    reads.push(`(SELECT ${i} AS part, m.search_category AS category, m.doc_type, m.entity_id, m.popularity FROM search_matches m
      ${where} AND m.search_category = ${where.add(part.category)} AND ${part.titleMatch ? '' : 'NOT '}${inTitle}
      ORDER BY m.popularity DESC, m.entity_id, m.doc_type LIMIT ${part.last - part.first} OFFSET ${part.first})`);
  });
  const rows = reads.length === 0 ? [] : await db.query<RankedRow>(
    `SELECT page.category, ${itemColumns(where.add(input.locale))}
     FROM (${reads.join('\n     UNION ALL ')}) page
     JOIN search_documents d ON d.doc_type = page.doc_type AND d.entity_id = page.entity_id
     ORDER BY page.part, page.popularity DESC, page.entity_id, page.doc_type`,
    where.params,
  );
  const counts = Object.fromEntries(SEARCH_CATEGORIES.map((category) => [category, 0])) as Record<SearchCategory, number>;
  for (const { category, matches } of counted) {
    if (category in counts) counts[category as SearchCategory] += matches;
    counts.all += matches;
  }
  const items = new Map(rows.map((row) => [row, toItem(row, input.locale)]));
  const answer: Record<string, unknown> = { counts };
  for (const list of LISTS) {
    if (list.firstPageOnly && input.page !== 1) continue;
    answer[list.name] = rows.filter(list.holds).map((row) => items.get(row) as SearchItem);
  }
  return answer as SearchAnswer;
}

/**
 * The default sections of the search modal: per doc type its `perSection` first by top event, then popularity, then
 * start date and id; events only while not yet over in Prague (`today`).
 */
export async function topOfSections(db: Queryable, docTypes: readonly string[], locale: string, perSection: number, today: string): Promise<Record<string, SearchItem[]>> {
  const rows = await db.query<ItemRow & { section: number }>(
    `SELECT s.section::int AS section, ${itemColumns('$2')}
     FROM unnest($1::text[]) WITH ORDINALITY AS s (doc_type, section)
     CROSS JOIN LATERAL (
       SELECT * FROM search_documents d WHERE d.doc_type = s.doc_type AND (d.doc_type <> 'event' OR d.date_to >= $3::date)
       ORDER BY d.is_top_event DESC, d.popularity DESC, d.date_from, d.entity_id LIMIT $4
     ) d
     ORDER BY s.section, d.is_top_event DESC, d.popularity DESC, d.date_from, d.entity_id`,
    [docTypes, locale, today, perSection],
  );
  return Object.fromEntries(docTypes.map((docType, i) => [docType, rows.filter((row) => row.section === i + 1).map((row) => toItem(row, locale))]));
}
