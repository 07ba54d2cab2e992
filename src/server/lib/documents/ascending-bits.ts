/**
 * Numbers below `size`, added in any order and read back in ascending order, as one bit each: reading skips 32
 * absent numbers at a time (a search reads up to ~150 000 popularity ranks), and empties the set for its next use.
 */
export class AscendingBits {
  private readonly words: Uint32Array;

  constructor(readonly size: number) {
    this.words = new Uint32Array(Math.ceil(size / 32));
  }

  add(n: number): void {
    const word = n >>> 5;
    this.words[word] = (this.words[word] ?? 0) | (1 << (n & 31));
  }

  /** Visits the numbers added in ascending order while `visit` returns true; the set is empty afterwards. */
  drain(visit: (n: number) => boolean): void {
    const { words } = this;
    for (let word = 0; word < words.length; word += 1) {
      let bits = words[word] ?? 0;
      if (bits === 0) continue;
      words[word] = 0;
      while (bits !== 0) {
        const lowest = bits & -bits;
        bits ^= lowest;
        if (!visit(word * 32 + 31 - Math.clz32(lowest))) {
          words.fill(0, word + 1);
          return;
        }
      }
    }
  }
}
