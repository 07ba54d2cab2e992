import { describe, expect, it } from 'vitest';
import { AscendingBits } from './ascending-bits.ts';

const drained = (bits: AscendingBits, stopAfter = Infinity) => {
  const seen: number[] = [];
  bits.drain((n) => seen.push(n) < stopAfter);
  return seen;
};

describe('ascending bits', () => {
  it('reads the numbers added back in ascending order, each once, across word boundaries', () => {
    const bits = new AscendingBits(100);
    for (const n of [99, 31, 0, 32, 63, 64, 31, 5]) bits.add(n);
    expect(drained(bits)).toEqual([0, 5, 31, 32, 63, 64, 99]);
  });

  it('is empty after a drain, also one its visitor stopped early', () => {
    const bits = new AscendingBits(200);
    for (const n of [150, 3, 40, 41, 199]) bits.add(n);
    expect(drained(bits, 3)).toEqual([3, 40, 41]);
    expect(drained(bits)).toEqual([]);
    bits.add(7);
    expect(drained(bits)).toEqual([7]);
  });
});
