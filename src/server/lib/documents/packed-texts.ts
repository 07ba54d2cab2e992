/**
 * Many texts held for long and read a few at a time, as one UTF-8 buffer: V8 keeps a string with any Czech letter
 * outside Latin-1 (č, ř, ě, ů…) at two bytes a character, and a million small strings each carry a header.
 */
export class PackedTexts {
  private constructor(private readonly bytes: Buffer, private readonly ends: Uint32Array) {}

  static of(texts: readonly string[]): PackedTexts {
    const ends = new Uint32Array(texts.length);
    let end = 0;
    texts.forEach((text, i) => {
      end += Buffer.byteLength(text);
      ends[i] = end;
    });
    return new PackedTexts(Buffer.from(texts.join('')), ends);
  }

  get length(): number {
    return this.ends.length;
  }

  /** The i-th text ('' past the end). */
  at(i: number): string {
    if (i < 0 || i >= this.ends.length) return '';
    return this.bytes.toString('utf8', i === 0 ? 0 : this.ends[i - 1], this.ends[i]);
  }
}
