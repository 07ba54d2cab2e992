import type { z } from 'zod';
import { searchCalls } from '../../../shared/api/calls/search.ts';
import { SEARCH_RESULTS_PER_PAGE } from '../../../shared/constants/content.ts';
import { SEARCH_CATEGORIES } from '../../../shared/constants/search.ts';
import type { Queryable } from '../../db/database.ts';
import { SqlWhere } from '../../lib/sql-builder.ts';
import { itemColumns, toItem, type ItemRow, type SearchItem } from './search-items.ts';
import { MATCH_RANKS, matchRankSql } from './match-rank.ts';

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
function holderOf(name: ListName): (row: ItemRow & { readonly category: string }) => boolean {
  if (isPlaceList(name)) return (row) => row.category === name;
  if (name === 'other') return (row) => !OWN_TYPE_LISTS.has(row.doc_type);
  return (row) => row.doc_type === name;
}
const LISTS = LIST_NAMES.map((name) => ({ name, firstPageOnly: isPlaceList(name), holds: holderOf(name) }));

/**
 * One part of a category's matches, those of one match rank (match-rank.ts), with `size` matches; and one of its
 * matches on the page asked for, or none (its item columns null).
 */
type PartRow = { readonly category: string; readonly match_rank: number; readonly size: number } & {
  [K in keyof ItemRow]: ItemRow[K] | null;
};

/**
 * A part this large is read in rank order (search_matches_ranked) until its page is found: its matches are dense
 * enough in the category for the read to stop early. A smaller part is ranked whole.
 */
const READ_IN_ORDER_FROM = 500;

/**
 * Site search (spec 01 §2): the matches (SqlWhere.words) counted per category, and per category the page's 10,
 * ranked by match rank (an exact title, a title word starting with the query, the title, other text: match-rank.ts),
 * then popularity, then id. One statement finds the matches once, counts them per category and part (one per match
 * rank), and takes each part's share of the page: a small part is ranked whole, a large one (a broad term's) read in
 * index order with a LIMIT, never ranking its tens of thousands of matches.
 */
export async function search(db: Queryable, input: SearchInput): Promise<SearchAnswer> {
  const where = new SqlWhere().words('m.search_text', input.query);
  const only = input.searchCategory === 'all' ? undefined : input.searchCategory;
  if (only) where.and(`m.search_category = ${where.add(only)}`);
  const matchRank = matchRankSql(where, input.query);
  // The same words, tested on each row a large part's read (below) takes in index order.
  const walk = new SqlWhere(where.params).words('m.search_text', input.query);
  const from = where.add((input.page - 1) * SEARCH_RESULTS_PER_PAGE);
  const to = where.add(input.page * SEARCH_RESULTS_PER_PAGE);
  const ranks = MATCH_RANKS.map((rank) => `(${rank})`).join(', ');
  const categories = where.add(
    SEARCH_CATEGORIES.filter((category) => category !== 'all' && (!only || category === only)),
  );
  // A large part's read stops by this constant: the planner costs the read by it.
  const readAtMost = input.page * SEARCH_RESULTS_PER_PAGE;
  const rows = await db.query<PartRow>(
    `WITH matched AS MATERIALIZED (
       SELECT m.doc_type, m.entity_id, m.search_category AS category, m.popularity, ${matchRank} AS match_rank
       FROM search_matches m ${where}
     ), counted AS (
       SELECT category, match_rank, count(*)::int AS size FROM matched GROUP BY category, match_rank
     ), parts AS (
       -- Every category's parts, also empty ones: the planner then knows how few parts there are.
       SELECT c.category, r.match_rank, coalesce(counted.size, 0) AS size
       FROM unnest(${categories}::text[]) AS c (category) CROSS JOIN (VALUES ${ranks}) AS r (match_rank)
       LEFT JOIN counted ON counted.category = c.category AND counted.match_rank = r.match_rank
     ), on_page AS (
       SELECT category, match_rank, size, greatest(${from} - ranked_before, 0) AS first, least(${to} - ranked_before, size) AS last
       FROM (SELECT *, sum(size) OVER (PARTITION BY category ORDER BY match_rank) - size AS ranked_before FROM parts) ranked
     ), shown AS (
       SELECT doc_type, entity_id, category, match_rank, popularity FROM (
         SELECT m.*, p.first, p.last,
                row_number() OVER (PARTITION BY m.category, m.match_rank ORDER BY m.popularity DESC, m.entity_id, m.doc_type) AS part_rank
         FROM matched m JOIN on_page p USING (category, match_rank)
         WHERE p.size < ${READ_IN_ORDER_FROM} AND p.first < p.last) small
       WHERE part_rank > first AND part_rank <= last
       UNION ALL
       SELECT large.doc_type, large.entity_id, p.category, p.match_rank, large.popularity FROM on_page p CROSS JOIN LATERAL (
         SELECT m.doc_type, m.entity_id, m.popularity, row_number() OVER (ORDER BY m.popularity DESC, m.entity_id, m.doc_type) AS part_rank FROM (
           -- Tested on each row read in rank order: as a CASE, the test is neither served by the trigram index nor
           -- expected to reject most rows, so the planner reads in index order and stops at the page's last row.
           SELECT m.doc_type, m.entity_id, m.popularity FROM search_matches m
           WHERE m.search_category = p.category AND CASE WHEN ${walk.all()} AND (${matchRank}) = p.match_rank THEN true ELSE false END
           ORDER BY m.popularity DESC, m.entity_id, m.doc_type LIMIT ${readAtMost}) m) large
       WHERE p.size >= ${READ_IN_ORDER_FROM} AND p.first < p.last AND large.part_rank > p.first AND large.part_rank <= p.last
     )
     SELECT p.category, p.match_rank, p.size, ${itemColumns(where.add(input.locale))}
     FROM parts p
     LEFT JOIN shown s ON s.category = p.category AND s.match_rank = p.match_rank
     LEFT JOIN search_documents d ON d.doc_type = s.doc_type AND d.entity_id = s.entity_id
     ORDER BY p.category COLLATE "C", p.match_rank, s.popularity DESC, s.entity_id, s.doc_type`,
    where.params,
  );
  const counts = Object.fromEntries(SEARCH_CATEGORIES.map((category) => [category, 0])) as Record<
    SearchCategory,
    number
  >;
  for (const { category, size } of new Map(rows.map((row) => [`${row.category} ${row.match_rank}`, row])).values()) {
    if (category in counts) counts[category as SearchCategory] += size;
    counts.all += size;
  }
  const shown = rows.filter((row): row is PartRow & ItemRow => row.id !== null);
  const items = new Map(shown.map((row) => [row, { ...toItem(row, input.locale), matchRank: row.match_rank }]));
  const answer: Record<string, unknown> = { counts };
  for (const list of LISTS) {
    if (list.firstPageOnly && input.page !== 1) continue;
    answer[list.name] = shown.filter(list.holds).map((row) => items.get(row) as SearchItem);
  }
  return answer as SearchAnswer;
}

/**
 * The default sections of the search modal: per doc type its `perSection` first by top event, then popularity, then
 * start date and id; events only while not yet over in Prague (`today`).
 */
export async function topOfSections(
  db: Queryable,
  docTypes: readonly string[],
  locale: string,
  perSection: number,
  today: string,
): Promise<Record<string, SearchItem[]>> {
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
  return Object.fromEntries(
    docTypes.map((docType, i) => [
      docType,
      rows.filter((row) => row.section === i + 1).map((row) => toItem(row, locale)),
    ]),
  );
}
