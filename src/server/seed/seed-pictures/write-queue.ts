import type { FileStorage } from '../../lib/storage/file-storage.ts';

/** Writes at most this many files at once: thousands of open files at once would exhaust the descriptors. */
const PARALLEL = 32;

/** Bodies kept in memory before writing starts anyway (a 20× data set's pictures would not fit). */
const HELD_BYTES = 96 * 1024 * 1024;

/**
 * Stores files a few at a time, from `drain` on: writing while the seed fills the embedded database made both slower
 * (a scale-1 seed took seconds longer than drawing and writing the same files on their own). `drain` waits for all of
 * them and reports the first failure.
 */
export class WriteQueue {
  private readonly pending: { key: string; body: Buffer }[] = [];
  private held = 0;
  private draining = false;
  private running = 0;
  private failure: unknown = undefined;
  private idle: (() => void)[] = [];

  constructor(private readonly storage: FileStorage | undefined) {}

  write(key: string, body: Buffer): void {
    if (!this.storage) return;
    this.pending.push({ key, body });
    this.held += body.byteLength;
    if (this.held > HELD_BYTES) this.draining = true;
    if (this.draining) this.pump();
  }

  private pump(): void {
    const storage = this.storage;
    if (!storage) return;
    while (this.running < PARALLEL && this.pending.length > 0) {
      const next = this.pending.shift();
      if (!next) break;
      this.held -= next.body.byteLength;
      this.running += 1;
      storage
        .write(next.key, next.body)
        .catch((error: unknown) => {
          this.failure ??= error;
        })
        .finally(() => {
          this.running -= 1;
          this.pump();
        });
    }
    if (this.running === 0 && this.pending.length === 0) {
      const waiting = this.idle;
      this.idle = [];
      for (const resolve of waiting) resolve();
    }
  }

  async drain(): Promise<void> {
    this.draining = true;
    this.pump();
    if (this.running > 0 || this.pending.length > 0) await new Promise<void>((resolve) => this.idle.push(resolve));
    if (this.failure !== undefined) throw this.failure;
  }
}
