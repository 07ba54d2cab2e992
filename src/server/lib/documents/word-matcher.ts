import { TYPO_TOLERANT_LENGTH } from '../sql-builder.ts';
import { MarkArray } from './mark-array.ts';
import { withinOneEdit } from './one-edit.ts';

/** The vocabulary a typo is corrected against: runs of letters and digits this long or longer (as migration 009). */
const VOCABULARY_MIN_LENGTH = 4;
/** The length of the token pieces indexed: a pattern this long or longer is looked up by its first piece. */
const PIECE = 3;

/**
 * Texts matching a query: their indexes, and a test of one index. Both are valid until the matcher matches again:
 * it reuses its arrays.
 */
export interface Matches {
  /** Each matching text's index once, in no particular order. */
  readonly indexes: Int32Array;
  /** True when text `index` matches. */
  has(index: number): boolean;
}

/**
 * Which of a list of normalised texts hold every word of a query, with the same rule as SQL `SqlWhere.words`:
 * a word matches where it occurs inside the text, and a word of TYPO_TOLERANT_LENGTH letters or more also
 * where a vocabulary word one edit away from it occurs.
 *
 * Matching marks texts in a MarkArray kept for the matcher's life and lists them in a kept array: the garbage of
 * growing index lists took a fifth of a search.
 */
export class WordMatcher {
  /** Each white-space separated token with the texts (by index) that hold it. */
  private readonly tokens = new Map<string, number[]>();
  /** The tokens (with their holders) per three-letter piece they contain: a pattern of 3+ letters looks only there. */
  private readonly tokensByPiece = new Map<string, [string, number[]][]>();
  private readonly vocabulary: string[];
  private readonly marks: MarkArray;
  private readonly found: Int32Array;

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
    for (const entry of this.tokens) {
      const [token] = entry;
      const pieces = new Set(Array.from({ length: Math.max(0, token.length - PIECE + 1) }, (_, i) => token.slice(i, i + PIECE)));
      for (const piece of pieces) {
        const list = this.tokensByPiece.get(piece);
        if (list) list.push(entry);
        else this.tokensByPiece.set(piece, [entry]);
      }
    }
    this.marks = new MarkArray(texts.length);
    this.found = new Int32Array(texts.length);
  }

  /** The texts holding every word; null when there are no words (everything matches). */
  match(words: readonly string[]): Matches | null {
    if (words.length === 0) return null;
    return this.holdingAll(words.map((word) => this.patternsOf(word)));
  }

  /** The texts containing `phrase` exactly (spaces included), no typo allowed. */
  containing(phrase: string): Matches {
    const words = phrase.split(/\s+/).filter(Boolean);
    if (words.length === 0) return { indexes: Int32Array.from(this.texts.keys()), has: () => true };
    const found = this.holdingAll(words.map((word) => [word]));
    if (words.length === 1) return found;
    let kept = 0;
    for (const index of found.indexes) {
      if (this.texts[index]?.includes(phrase)) this.found[kept++] = index;
      else this.marks.set(index, 0);
    }
    return { indexes: this.found.subarray(0, kept), has: found.has };
  }

  private patternsOf(word: string): string[] {
    const patterns = [word];
    if (word.length >= TYPO_TOLERANT_LENGTH) {
      for (const candidate of this.vocabulary) {
        if (Math.abs(candidate.length - word.length) <= 1 && candidate !== word && withinOneEdit(candidate, word)) patterns.push(candidate);
      }
    }
    return patterns;
  }

  /** The texts with, for every pattern list, a token containing one of its patterns: each list narrows the last. */
  private holdingAll(patternLists: readonly (readonly string[])[]): Matches {
    const { marks, found } = this;
    let count = 0;
    let previous: number | undefined;
    for (const patterns of patternLists) {
      const mark = marks.nextMark();
      count = 0;
      for (const pattern of patterns) {
        for (const [token, holders] of this.tokensPossiblyHolding(pattern)) {
          if (!token.includes(pattern)) continue;
          for (const index of holders) {
            const current = marks.get(index);
            if (current === mark || (previous !== undefined && current !== previous)) continue;
            marks.set(index, mark);
            found[count++] = index;
          }
        }
      }
      previous = mark;
    }
    const final = previous ?? 0;
    return { indexes: found.subarray(0, count), has: (index) => marks.get(index) === final };
  }

  private tokensPossiblyHolding(pattern: string): Iterable<[string, number[]]> {
    return pattern.length >= PIECE ? (this.tokensByPiece.get(pattern.slice(0, PIECE)) ?? []) : this.tokens;
  }

}
