import { TYPO_TOLERANT_LENGTH } from '../sql-builder.ts';
import { withinOneEdit } from './one-edit.ts';

/** The vocabulary a typo is corrected against: runs of letters and digits this long or longer (as migration 009). */
const VOCABULARY_MIN_LENGTH = 4;

/** Texts matching a query: a flag per text, and the indexes of the flagged ones. */
export interface Matches {
  readonly flags: Uint8Array;
  readonly indexes: readonly number[];
}

/** Keeps in `into` only the flags also set in `other`. */
function intersect(into: Uint8Array, other: Uint8Array): Uint8Array {
  for (let i = 0; i < into.length; i += 1) into[i] = (into[i] ?? 0) & (other[i] ?? 0);
  return into;
}

/**
 * Which of a list of normalised texts hold every word of a query, with the same rule as SQL `SqlWhere.words`:
 * a word matches where it occurs inside the text, and a word of TYPO_TOLERANT_LENGTH letters or more also
 * where a vocabulary word one edit away from it occurs.
 */
export class WordMatcher {
  /** Each white-space separated token with the texts (by index) that hold it. */
  private readonly tokens = new Map<string, number[]>();
  private readonly vocabulary: string[];

  constructor(private readonly texts: readonly string[]) {
    const vocabulary = new Set<string>();
    texts.forEach((text, index) => {
      for (const token of new Set(text.split(/\s+/))) {
        if (!token) continue;
        const holders = this.tokens.get(token);
        if (holders) holders.push(index);
        else this.tokens.set(token, [index]);
        for (const word of token.split(/[^a-z0-9]+/)) if (word.length >= VOCABULARY_MIN_LENGTH) vocabulary.add(word);
      }
    });
    this.vocabulary = [...vocabulary];
  }

  /** A flag per text, 1 where every word matches; null when there are no words (everything matches). */
  match(words: readonly string[]): Uint8Array | null {
    return this.matchWithIndexes(words)?.flags ?? null;
  }

  /** The flags of `match`, and the indexes of the texts flagged (in no particular order): a rare word has few. */
  matchWithIndexes(words: readonly string[]): Matches | null {
    if (words.length === 0) return null;
    const [first, ...others] = words.map((word) => this.matchWord(word));
    if (!first || others.length === 0) return first ?? null;
    const flags = others.reduce((into, other) => intersect(into, other.flags), first.flags);
    return { flags, indexes: first.indexes.filter((index) => flags[index] === 1) };
  }

  /** A flag per text, 1 where the text contains `phrase` exactly (spaces included), no typo allowed. */
  containing(phrase: string): Uint8Array {
    const words = phrase.split(/\s+/).filter(Boolean);
    if (words.length === 0) return new Uint8Array(this.texts.length).fill(1);
    const found = words.map((word) => this.holdersOf([word]).flags).reduce(intersect);
    if (words.length > 1) found.forEach((flag, i) => { if (flag && !this.texts[i]?.includes(phrase)) found[i] = 0; });
    return found;
  }

  private matchWord(word: string): Matches {
    const patterns = [word];
    if (word.length >= TYPO_TOLERANT_LENGTH) {
      for (const candidate of this.vocabulary) {
        if (Math.abs(candidate.length - word.length) <= 1 && candidate !== word && withinOneEdit(candidate, word)) patterns.push(candidate);
      }
    }
    return this.holdersOf(patterns);
  }

  /** The texts with a token that contains one of the patterns. */
  private holdersOf(patterns: readonly string[]): Matches {
    const flags = new Uint8Array(this.texts.length);
    const indexes: number[] = [];
    for (const [token, holders] of this.tokens) {
      if (!patterns.some((pattern) => token.includes(pattern))) continue;
      for (const index of holders) {
        if (flags[index] === 1) continue;
        flags[index] = 1;
        indexes.push(index);
      }
    }
    return { flags, indexes };
  }
}
