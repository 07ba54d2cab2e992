import { ApiError } from './api-error.ts';

/**
 * How many requests each client address has in flight, refusing one more than `perClient`. The count lives in this
 * process only: it protects this process's main thread, and a request never outlives the process that counts it.
 */
export class ClientConcurrency {
  private readonly inFlight = new Map<string, number>();

  constructor(
    /** What is counted, in the plural, for the 429's message. */
    private readonly what: string,
    private readonly perClient: number,
    private readonly retryAfterSeconds: number,
  ) {}

  /** Counts a request of `client`; the returned function ends it. Over the limit: a 429 with Retry-After. */
  enter(client: string): () => void {
    const running = this.inFlight.get(client) ?? 0;
    if (running >= this.perClient) {
      throw new ApiError(
        429,
        'too_many_requests',
        `At most ${this.perClient} ${this.what} at once from one address; try again in a moment`,
        undefined,
        {
          'Retry-After': String(this.retryAfterSeconds),
        },
      );
    }
    this.inFlight.set(client, running + 1);
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      const left = (this.inFlight.get(client) ?? 1) - 1;
      if (left > 0) this.inFlight.set(client, left);
      else this.inFlight.delete(client);
    };
  }
}
