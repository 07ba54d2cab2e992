import { likeLiteral, type SqlWhere } from '../../lib/sql-builder.ts';

/**
 * How well a search_matches row `m` answers the query, best first (the only definition of site search's ranking):
 * 0 a title (in any locale) is the query, 1 a word of the title starts with it, 2 the title holds it elsewhere,
 * 3 only the other searched text (keywords, town) holds it.
 */
export const MATCH_RANKS = [0, 1, 2, 3] as const;

// Word boundaries in a title: these characters count as spaces, on both sides of the word-start test.
const PUNCTUATION = `(),.:;!?"'/&-`;
const SPACES = ' '.repeat(PUNCTUATION.length);

/** SQL: the rank (MATCH_RANKS) of row `m` for `query`; its parameters go to `where`. */
export function matchRankSql(where: SqlWhere, query: string): string {
  const phrase = query.trim().replace(/\s+/g, ' ');
  const pattern = where.add(likeLiteral(phrase));
  const exact = where.add(phrase);
  const punctuation = where.add(PUNCTUATION);
  const spaces = where.add(SPACES);
  // Each a sub-select of its own: computed once per statement, not on each row.
  const held = `(SELECT search_norm(${pattern}))`;
  // A word starting after a space is found by a plain LIKE; only the other titles are searched again for a word
  // starting after punctuation (translating every title took longer than finding the matches).
  const spaceStart = `(SELECT '% ' || search_norm(${pattern}) || '%')`;
  const wordStart = `(SELECT '% ' || translate(search_norm(${pattern}), ${punctuation}, ${spaces}) || '%')`;
  const title = `(SELECT search_norm(${exact}))`;
  // Normalising a title costs more than reading it: only a title as long as the query is normalised (the letters of
  // Czech, Polish and English titles keep their count when their marks are taken off).
  const sameTitle = (locale: string) =>
    `CASE WHEN char_length(t.title->>'${locale}') = char_length(${title}) THEN search_norm(t.title->>'${locale}') = ${title} ELSE false END`;
  // A title shown only in Czech is stored as "title  " (no English, no Polish title): it is compared as it is. A
  // title with translations is read from its document (by its key: an EXISTS here became a hashed scan of every
  // document), which only a title with a word starting the query needs.
  const isTitle = `CASE WHEN m.title_search = ${title} || '  ' THEN true
      WHEN m.title_search LIKE '%  ' THEN false
      ELSE coalesce((SELECT ${sameTitle('cs')} OR ${sameTitle('en')} OR ${sameTitle('pl')}
        FROM search_documents t WHERE t.doc_type = m.doc_type AND t.entity_id = m.entity_id), false) END`;
  return `CASE WHEN NOT (m.title_search LIKE '%' || ${held} || '%') THEN 3
    WHEN NOT ((' ' || m.title_search) LIKE ${spaceStart}
      OR (' ' || translate(m.title_search, ${punctuation}, ${spaces})) LIKE ${wordStart}) THEN 2
    WHEN ${isTitle} THEN 0 ELSE 1 END`;
}
