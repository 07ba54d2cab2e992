import { describe, expect, it } from 'vitest';
import { termIdOf, withTerm } from './dictionary-term.ts';

describe('dictionary term in the address query', () => {
  it('reads d={id}, as the router gives it (a number) or as text', () => {
    expect(termIdOf({ d: 160004 })).toBe(160004);
    expect(termIdOf({ d: '12' })).toBe(12);
  });

  it('opens no term for anything else', () => {
    expect(termIdOf({})).toBeNull();
    expect(termIdOf({ d: '' })).toBeNull();
    expect(termIdOf({ d: 0 })).toBeNull();
    expect(termIdOf({ d: -3 })).toBeNull();
    expect(termIdOf({ d: 2.5 })).toBeNull();
    expect(termIdOf({ d: '12abc' })).toBeNull();
    expect(termIdOf({ x: 12 })).toBeNull();
  });

  it('writes the query the reader reads back, keeping other keys', () => {
    expect(withTerm({ signin: 1, d: 4 }, 321)).toEqual({ signin: 1, d: 321 });
    expect(termIdOf(withTerm({}, 321))).toBe(321);
  });
});
