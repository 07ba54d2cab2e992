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
export const containsNormalised = (column: string, patternParam: string): string => `${column} LIKE '%' || search_norm(${patternParam}) || '%'`;

/** Collects parameters while a query's WHERE clause is built: `where.add(value)` returns `$n`. */
export class SqlWhere {
  readonly params: unknown[] = [];
  private readonly conditions: string[] = [];

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
   * TYPO_TOLERANT_LENGTH letters or more also matches the indexed words one edit away (search_words,
   * migration 009), as a regular expression the trigram index still serves. The indexed words that hold the typed
   * word are left out of it (the exact match finds them): often nothing is left, and a NULL expression
   * costs no index scan.
   */
  words(column: string, text: string | undefined): this {
    for (const word of (text ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 8)) {
      const exact = containsNormalised(column, this.add(likeLiteral(word)));
      if (word.length < TYPO_TOLERANT_LENGTH) {
        this.and(exact);
        continue;
      }
      const param = this.add(word);
      const near = `(SELECT string_agg(w.word, '|') FROM search_words w
        WHERE length(w.word) BETWEEN length(search_norm(${param})) - 1 AND length(search_norm(${param})) + 1
          AND levenshtein_less_equal(w.word, search_norm(${param}), 1) <= 1 AND strpos(w.word, search_norm(${param})) = 0)`;
      this.and(`(${exact} OR ${column} ~ ${near})`);
    }
    return this;
  }

  toString(): string {
    return this.conditions.length > 0 ? `WHERE ${this.conditions.join(' AND ')}` : '';
  }
}

/** `coalesce(col->>$locale, col->>'cs')`: a translated jsonb field with the Czech fallback. */
export const translated = (column: string, localeParam: string) => `coalesce(${column}->>${localeParam}, ${column}->>'cs', '')`;
