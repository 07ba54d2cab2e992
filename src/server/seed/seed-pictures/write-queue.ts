import type { FileStorage } from '../../lib/storage/file-storage.ts';

/** Writes at most this many files at once: thousands of open files at once would exhaust the descriptors. */
const PARALLEL = 16;

/** Stores files in the background, a few at a time; `drain` waits for all of them and reports the first failure. */
export class WriteQueue {
  private readonly pending: { key: string; body: Buffer }[] = [];
  private running = 0;
  private failure: unknown = undefined;
  private idle: (() => void)[] = [];

  constructor(private readonly storage: FileStorage | undefined) {}

  write(key: string, body: Buffer): void {
    if (!this.storage) return;
    this.pending.push({ key, body });
    this.pump();
  }

  private pump(): void {
    const storage = this.storage;
    if (!storage) return;
    while (this.running < PARALLEL && this.pending.length > 0) {
      const next = this.pending.shift();
      if (!next) break;
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
    if (this.running > 0 || this.pending.length > 0) await new Promise<void>((resolve) => this.idle.push(resolve));
    if (this.failure !== undefined) throw this.failure;
  }
}
