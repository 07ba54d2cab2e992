/**
 * Text encoded as UTF-8 piece by piece into one growing buffer, kept and reused between uses. Encoding an answer
 * built as one string (tens of items, each of many pieces, some with Czech letters) took as long as building it.
 */
export class Utf8Builder {
  private bytes: Buffer;
  private end = 0;

  constructor(initialSize = 64 * 1024) {
    this.bytes = Buffer.allocUnsafe(initialSize);
  }

  /** Bytes written so far: where the next piece starts. */
  get size(): number {
    return this.end;
  }

  /** Forgets what was written: the next piece starts at 0. */
  reset(): void {
    this.end = 0;
  }

  write(text: string): void {
    this.reserve(text.length * 3);
    this.end += this.bytes.write(text, this.end);
  }

  /** Writes again the bytes already written from `start` to `end`. */
  repeat(start: number, end: number): void {
    this.reserve(end - start);
    this.end += this.bytes.copy(this.bytes, this.end, start, end);
  }

  /** A buffer of its own holding the bytes written from `start` to now. */
  copyFrom(start: number): Buffer {
    return Buffer.from(this.bytes.subarray(start, this.end));
  }

  private reserve(more: number): void {
    if (this.end + more <= this.bytes.length) return;
    const grown = Buffer.allocUnsafe(Math.max(this.bytes.length * 2, this.end + more));
    this.bytes.copy(grown, 0, 0, this.end);
    this.bytes = grown;
  }
}
