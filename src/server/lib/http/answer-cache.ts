import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { etagOf, PreparedJson } from './prepared-json.ts';
import { TurnGate } from './turn-gate.ts';

const gunzipAsync = promisify(gunzip);

/** Below this size gzip gains nothing worth its cost (the compress middleware uses the same threshold). */
const GZIP_THRESHOLD = 1024;

export interface CachedAnswer {
  /** The JSON body, gzipped when it is large enough to gain from it. */
  readonly body: Buffer;
  readonly gzipped: boolean;
  /** A weak validator from a hash of the uncompressed body, as the etag middleware would compute it. */
  readonly etag: string;
  readonly storedAt: number;
}

export interface AnswerCacheOptions {
  /** How long an answer is served from memory: never longer than Cache-Control lets any cache keep it. */
  readonly maxAgeMs: number;
  /** Upper bound of the memory held; the least recently used answers go first. */
  readonly maxBytes: number;
  readonly now?: () => number;
}

/**
 * Finished answers of public catalogue reads, keyed by call and validated input. Concurrent requests for the
 * same answer share one computation, and a large answer is compressed once instead of on every request.
 * Computations start one per event-loop turn (TurnGate): answers already kept go out between them.
 */
export class AnswerCache {
  private readonly entries = new Map<string, CachedAnswer>();
  private readonly inFlight = new Map<string, Promise<CachedAnswer>>();
  private bytes = 0;
  private readonly gate = new TurnGate();
  private readonly now: () => number;

  constructor(private readonly options: AnswerCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  get heldBytes(): number {
    return this.bytes;
  }

  async answer(key: string, produce: () => Promise<unknown>): Promise<CachedAnswer> {
    const cached = this.entries.get(key);
    if (cached && this.keeps(key, cached)) return cached;
    if (cached) this.remove(key);
    const running = this.inFlight.get(key);
    if (running) return running;
    const computing = this.compute(produce).finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, computing);
    const fresh = await computing;
    this.store(key, fresh);
    return fresh;
  }

  /** True while `answer` is still the fresh answer kept under `key` (and it is marked as just used). */
  keeps(key: string, answer: CachedAnswer): boolean {
    if (this.entries.get(key) !== answer || this.now() - answer.storedAt >= this.options.maxAgeMs) return false;
    this.entries.delete(key);
    this.entries.set(key, answer);
    return true;
  }

  /** Forgets every answer: called after a write that changes what the catalogue shows. */
  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  private async compute(produce: () => Promise<unknown>): Promise<CachedAnswer> {
    await this.gate.next();
    const answer = await produce();
    const prepared = answer instanceof PreparedJson ? answer : undefined;
    const json = prepared ? undefined : Buffer.from(JSON.stringify(answer));
    if (json && json.length < GZIP_THRESHOLD) return { body: json, gzipped: false, etag: etagOf(json), storedAt: this.now() };
    const gzipped = prepared ?? (await PreparedJson.of(json ?? ''));
    return { body: gzipped.gzipped, gzipped: true, etag: gzipped.etag, storedAt: this.now() };
  }

  private store(key: string, answer: CachedAnswer): void {
    if (answer.body.length > this.options.maxBytes) return;
    this.remove(key);
    this.entries.set(key, answer);
    this.bytes += answer.body.length;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.options.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.body.length;
    }
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.body.length;
  }
}

/** The uncompressed body, for the rare client that does not accept gzip. */
export async function plainBody(answer: CachedAnswer): Promise<Buffer> {
  return answer.gzipped ? gunzipAsync(answer.body) : answer.body;
}

/** True when the request's Accept-Encoding admits gzip. */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  return /\bgzip\b(?!\s*;\s*q=0(?:\.0{0,3})?(?![\d.]))/i.test(acceptEncoding ?? '');
}
