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

  /** Each word must occur in `column` (a search_norm'ed text), ignoring case and diacritics. */
  words(column: string, text: string | undefined): this {
    for (const word of (text ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 8)) {
      this.and(`${column} LIKE '%' || search_norm(${this.add(word)}) || '%'`);
    }
    return this;
  }

  toString(): string {
    return this.conditions.length > 0 ? `WHERE ${this.conditions.join(' AND ')}` : '';
  }
}

/** `coalesce(col->>$locale, col->>'cs')`: a translated jsonb field with the Czech fallback. */
export const translated = (column: string, localeParam: string) => `coalesce(${column}->>${localeParam}, ${column}->>'cs', '')`;
