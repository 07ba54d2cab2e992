import { Worker } from 'node:worker_threads';
import type { DocumentIndex } from '../../lib/documents/document-index.ts';
import { onePer } from '../../lib/one-per.ts';
import type { DocumentRow, DocumentStore } from '../../lib/documents/document-store.ts';
import { search, type SearchInput } from './search.repo.ts';
import type { FromSearchWorker, ToSearchWorker } from './search-worker-protocol.ts';

/**
 * The worker's first script: Node 20 does not pass `--import tsx` on to a worker's own module loading, so it
 * registers tsx itself before it imports the TypeScript worker.
 */
const WORKER_BOOTSTRAP = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))})
  .then(({ register }) => { register(); return import(${JSON.stringify(new URL('./search-worker.ts', import.meta.url).href)}); });`;

/**
 * Searches the worker may have queued before the main thread takes the next one itself: a burst of new searches
 * then keeps both cores busy instead of waiting in the worker's queue.
 */
const MAX_QUEUED_IN_WORKER = 8;

interface Waiting {
  readonly resolve: (json: Buffer) => void;
  readonly reject: (error: Error) => void;
  readonly index: DocumentIndex;
  readonly input: SearchInput;
}

/**
 * Searches on a second core: a worker thread, started with the store's first snapshot, holds its own copy of each
 * snapshot the store loads and answers the searches of that snapshot, so a search nobody asked before does not hold
 * up the main thread and the answers kept in memory it sends. Until the worker holds the snapshot asked for, while
 * its queue is full, or once it has stopped, the main thread searches itself: the answers are the same either way.
 */
export class SearchOffload {
  private worker: Worker | undefined;
  private workerVersion: number | undefined;
  private readonly waiting = new Map<number, Waiting>();
  private holdingWaiters: { version: number; resolve: () => void }[] = [];
  private nextId = 0;
  private stopped = false;
  /** Searches the worker answered (for tests and diagnostics). */
  answeredInWorker = 0;

  constructor(store: DocumentStore) {
    store.onLoad((rows, version) => this.load(rows, version));
  }

  /** The search's JSON answer for this snapshot. */
  search(index: DocumentIndex, input: SearchInput): Promise<Buffer> {
    const worker = this.worker;
    if (!worker || !this.workerHolds(index.version) || this.waiting.size >= MAX_QUEUED_IN_WORKER) return Promise.resolve(search(index, input));
    const id = this.nextId++;
    return new Promise<Buffer>((resolve, reject) => {
      this.waiting.set(id, { resolve, reject, index, input });
      this.send(worker, { type: 'search', id, version: index.version, input });
    });
  }

  /** True while the worker holds this snapshot (its searches go there). */
  workerHolds(version: number): boolean {
    return !this.stopped && this.workerVersion === version;
  }

  /** Resolves once the worker holds this snapshot or a later one, or has stopped. */
  holding(version: number): Promise<void> {
    if (this.settled(version)) return Promise.resolve();
    return new Promise((resolve) => this.holdingWaiters.push({ version, resolve }));
  }

  /** Stops the worker; searches go on in the main thread. */
  async close(): Promise<void> {
    const worker = this.worker;
    this.stop();
    await worker?.terminate();
  }

  private load(rows: readonly DocumentRow[], version: number): void {
    if (this.stopped) return;
    this.workerVersion = undefined;
    this.worker ??= this.start();
    this.send(this.worker, { type: 'load', version, rows });
  }

  private start(): Worker {
    const worker = new Worker(WORKER_BOOTSTRAP, { eval: true });
    worker.on('message', (message: FromSearchWorker) => this.received(message));
    worker.on('error', (error) => {
      console.error(`[search worker] stopped, searching in the main thread: ${error.message}`);
      this.stop();
    });
    worker.on('exit', () => this.stop());
    // The worker must not keep a process alive that is otherwise done (a script that created the app): unref after
    // the 'message' listener, whose port would otherwise ref the worker again.
    worker.unref();
    return worker;
  }

  private received(message: FromSearchWorker): void {
    if (message.type === 'loaded') {
      this.workerVersion = message.version;
      this.settleHoldingWaiters();
      return;
    }
    const waiting = this.waiting.get(message.id);
    if (!waiting) return;
    this.waiting.delete(message.id);
    if (message.type === 'failed') waiting.reject(new Error(message.message));
    else if (!message.json) answerHere(waiting);
    else {
      this.answeredInWorker += 1;
      waiting.resolve(Buffer.from(message.json.buffer, message.json.byteOffset, message.json.byteLength));
    }
  }

  private send(worker: Worker, message: ToSearchWorker): void {
    worker.postMessage(message);
  }

  /** True once the worker holds this snapshot or a later one, or has stopped. */
  private settled(version: number): boolean {
    return this.stopped || (this.workerVersion ?? -1) >= version;
  }

  private settleHoldingWaiters(): void {
    const settled = this.holdingWaiters.filter((waiter) => this.settled(waiter.version));
    this.holdingWaiters = this.holdingWaiters.filter((waiter) => !settled.includes(waiter));
    for (const waiter of settled) waiter.resolve();
  }

  /** A stopped worker's searches are answered here. */
  private stop(): void {
    if (this.stopped) return;
    this.stopped = true;
    this.workerVersion = undefined;
    for (const waiting of this.waiting.values()) answerHere(waiting);
    this.waiting.clear();
    this.settleHoldingWaiters();
  }
}

/** Answers a search the worker did not: in the main thread, from the snapshot it was asked of. */
function answerHere({ resolve, reject, index, input }: Waiting): void {
  try {
    resolve(search(index, input));
  } catch (error) {
    reject(error instanceof Error ? error : new Error(String(error)));
  }
}

/** The one search offload of a store (the search call uses it; main.ts waits for it before reporting warm). */
export const searchOffloadFor = onePer((store: DocumentStore) => new SearchOffload(store));
