/** Words this long or longer tolerate one typo (a letter changed, added or missing). */
export const TYPO_TOLERANT_LENGTH = 5;

/**
 * `text` as a LIKE pattern that matches exactly itself: `%`, `_` and the escape character `\` (PostgreSQL's default
 * for LIKE) are escaped, so a search for "100%" or "a_b" finds those characters and nothing else.
 */
export function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** SQL: `column` (a search_norm'ed text) contains the text of `patternParam`, a parameter holding likeLiteral(text). */
export const containsNormalised = (column: string, patternParam: string): string =>
  `${column} LIKE '%' || search_norm(${patternParam}) || '%'`;

/** Collects parameters while a query's WHERE clause is built: `where.add(value)` returns `$n`. */
export class SqlWhere {
  private readonly conditions: string[] = [];

  /** `params`: another SqlWhere's, when both clauses are parts of one statement. */
  constructor(readonly params: unknown[] = []) {}

  add(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  and(condition: string): this {
    this.conditions.push(condition);
    return this;
  }

  /**
   * Each word must occur in `column` (a search_norm'ed text), ignoring case and diacritics. A word of
   * TYPO_TOLERANT_LENGTH letters or more also matches where an indexed word one edit away from it occurs (search_words,
   * migration 009), as LIKE patterns the trigram index still serves (a regular expression took several times as long
   * to test on each candidate row). The indexed words that hold the typed word are left out (the exact match finds
   * them): often none is left, and an empty list costs no index scan.
   */
  words(column: string, text: string | undefined): this {
    for (const word of (text ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 8)) {
      const exact = containsNormalised(column, this.add(likeLiteral(word)));
      if (word.length < TYPO_TOLERANT_LENGTH) {
        this.and(exact);
        continue;
      }
      const param = this.add(word);
      // Indexed words are runs of [a-z0-9]: nothing in them needs escaping in a LIKE pattern.
      const near = `ARRAY(SELECT '%' || w.word || '%' FROM search_words w
        WHERE length(w.word) BETWEEN length(search_norm(${param})) - 1 AND length(search_norm(${param})) + 1
          AND levenshtein_less_equal(w.word, search_norm(${param}), 1) <= 1 AND strpos(w.word, search_norm(${param})) = 0)`;
      this.and(`(${exact} OR ${column} LIKE ANY (${near}))`);
    }
    return this;
  }

  /** The conditions joined by AND (`true` for none), to use inside a larger expression. */
  all(): string {
    return this.conditions.length > 0 ? this.conditions.join(' AND ') : 'true';
  }

  toString(): string {
    return this.conditions.length > 0 ? `WHERE ${this.all()}` : '';
  }
}

/** `coalesce(col->>$locale, col->>'cs')`: a translated jsonb field with the Czech fallback. */
export const translated = (column: string, localeParam: string) =>
  `coalesce(${column}->>${localeParam}, ${column}->>'cs', '')`;
