/**
 * Lets waiting work start one piece per event-loop turn, first come first served.
 *
 * PGlite answers in microtasks, so a request's whole computation runs in the turn that read it, and all requests read
 * in one turn compute back to back. Under load such turns grow long, and Node (libuv ≥ 1.45) accepts one new
 * connection per turn: connections opened meanwhile wait for every turn before them. One computation per turn keeps
 * turns short, so new connections are accepted and answers from memory go out between computations.
 */
export class TurnGate {
  private readonly waiting: (() => void)[] = [];
  private scheduled = false;

  /** Resolves in a later turn, after every earlier caller has had its own turn. */
  next(): Promise<void> {
    return new Promise<void>((start) => {
      this.waiting.push(start);
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled || this.waiting.length === 0) return;
    this.scheduled = true;
    setImmediate(this.release);
  }

  private readonly release = (): void => {
    this.scheduled = false;
    this.waiting.shift()?.();
    this.schedule();
  };
}
