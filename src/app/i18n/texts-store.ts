/** Interface texts of one language, nested by feature (`catalogue.filter.search`). */
export type Texts = { [key: string]: string | Texts };

/** What a text is read with: its count (plural form), a text for a missing key, its language, and its values. */
export type TextOptions = { count?: number; defaultValue?: string; lng?: string } & Record<string, unknown>;

/** A text by its key, in one language or the one given by `lng`. */
export type TFunction = (key: string, options?: TextOptions) => string;

type Bundles = Map<string, Texts>;

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

function merge(target: Texts, added: Texts): void {
  for (const [key, value] of Object.entries(added)) {
    const present = target[key];
    if (typeof value === 'object' && typeof present === 'object') merge(present, value);
    else target[key] = typeof value === 'object' ? structuredClone(value) : value;
  }
}

function lookUp(texts: Texts | undefined, key: string): string | undefined {
  let node: string | Texts | undefined = texts;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralForm(language: string, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

/**
 * The interface texts in every language, and the one a page shows. The rules (i18next's JSON v4 format): a key is a
 * path of names; a text with a count is read from `key_one`, `key_few`… by the language's plural rules (`Intl`), then
 * from `key`; a key missing in the language is read in the fallback language, then `defaultValue`, then the key
 * itself; `{{name}}` takes the value given by that name and stays as it is without one.
 */
export class TextsStore {
  private readonly listeners = new Set<() => void>();
  private readonly fixed = new Map<string, TFunction>();

  constructor(
    public language: string,
    private readonly fallbackLanguage: string,
    private readonly bundles: Bundles = new Map(),
  ) {}

  /** Adds texts of one language, deep: a feature's texts under its own key beside the others'. */
  addTexts(language: string, texts: Texts): void {
    const bundle = this.bundles.get(language) ?? {};
    merge(bundle, texts);
    this.bundles.set(language, bundle);
  }

  /** The same texts in another language, for a page rendered in it while others render in theirs. */
  inLanguage(language: string): TextsStore {
    return new TextsStore(language, this.fallbackLanguage, this.bundles);
  }

  changeLanguage(language: string): Promise<void> {
    if (language !== this.language) {
      this.language = language;
      for (const listener of this.listeners) listener();
    }
    return Promise.resolve();
  }

  /** Calls `listener` after each change of language; the returned function stops it. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  exists(key: string, options?: { lng?: string }): boolean {
    return this.find(options?.lng ?? this.language, key, undefined) !== undefined;
  }

  /** The texts of `language`, the same function each time (a dependency that does not change). */
  getFixedT(language: string): TFunction {
    let t = this.fixed.get(language);
    if (!t) {
      t = (key, options) => this.text(options?.lng ?? language, key, options);
      this.fixed.set(language, t);
    }
    return t;
  }

  readonly t: TFunction = (key, options) => this.text(options?.lng ?? this.language, key, options);

  private text(language: string, key: string, options: TextOptions | undefined): string {
    const found = this.find(language, key, options?.count) ?? options?.defaultValue ?? key;
    if (!options || !found.includes('{{')) return found;
    return found.replace(PLACEHOLDER, (placeholder, name: string) => {
      const value = options[name];
      return value === undefined || value === null ? placeholder : String(value);
    });
  }

  private find(language: string, key: string, count: number | undefined): string | undefined {
    const languages = language === this.fallbackLanguage ? [language] : [language, this.fallbackLanguage];
    for (const each of languages) {
      const texts = this.bundles.get(each);
      const found =
        (count === undefined ? undefined : lookUp(texts, `${key}_${pluralForm(each, count)}`)) ?? lookUp(texts, key);
      if (found !== undefined) return found;
    }
    return undefined;
  }
}
