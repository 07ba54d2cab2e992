import { describe, expect, it } from 'vitest';
import { onePer } from './one-per.ts';

describe('one per key', () => {
  it('makes a value once per key and gives the same one again', () => {
    let made = 0;
    const counterFor = onePer((key: { name: string }) => ({ key: key.name, n: (made += 1) }));
    const a = { name: 'a' };
    const b = { name: 'b' };
    expect(counterFor(a)).toBe(counterFor(a));
    expect(counterFor(b)).not.toBe(counterFor(a));
    expect(made).toBe(2);
  });
});
