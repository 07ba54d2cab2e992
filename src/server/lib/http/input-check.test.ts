import { describe, expect, it } from 'vitest';
import { inputProblems } from './input-check.ts';
import { MAX_JSON_DEPTH, MAX_NAMED_FIELDS } from './input-limits.ts';

/** `{ a: [[…]] }` with the body object counted: `levels` containers in all. */
const nested = (levels: number): Record<string, unknown> => {
  let value: unknown = [];
  for (let level = 2; level < levels; level += 1) value = [value];
  return { a: value };
};

describe('inputProblems: input no call accepts, named by its field', () => {
  it(`takes nesting of ${MAX_JSON_DEPTH} levels and refuses one more, naming the top field`, () => {
    expect(inputProblems(nested(MAX_JSON_DEPTH))).toEqual([]);
    expect(inputProblems(nested(MAX_JSON_DEPTH + 1))).toEqual([
      { path: 'a', message: `must not be nested deeper than ${MAX_JSON_DEPTH} levels` },
    ]);
  });

  it('walks 200,000 levels without exhausting the stack', () => {
    expect(inputProblems({ a: JSON.parse(`${'['.repeat(200_000)}${']'.repeat(200_000)}`) })).toHaveLength(1);
  });

  it('finds NUL and lone surrogates in strings and keys at any depth, and lets paired surrogates (emoji) through', () => {
    expect(
      inputProblems({
        title: 'Víno 🍷',
        list: ['ok', { note: 'a\u0000b' }],
        high: 'x\ud800',
        low: '\udc00y',
        ['k\ud800ey']: 1,
      }),
    ).toEqual([
      { path: 'k\ufffdey', message: 'the name must not contain unpaired surrogates (invalid Unicode)' },
      { path: 'high', message: 'must not contain unpaired surrogates (invalid Unicode)' },
      { path: 'low', message: 'must not contain unpaired surrogates (invalid Unicode)' },
      { path: 'list.1.note', message: 'must not contain NUL characters' },
    ]);
  });

  it(`names at most ${MAX_NAMED_FIELDS} fields`, () => {
    expect(inputProblems({ many: Array.from({ length: 100_000 }, () => '\u0000') })).toHaveLength(MAX_NAMED_FIELDS);
  });

  it('leaves files and other values alone', () => {
    expect(inputProblems({ file: new File(['\u0000'], 'a\u0000.txt'), n: 1, b: true, none: null })).toEqual([]);
  });
});
