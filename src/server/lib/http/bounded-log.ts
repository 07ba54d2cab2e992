import { LOG_LINES_PER_MINUTE } from './input-limits.ts';

const WINDOW_MS = 60_000;

/**
 * Log lines of one kind, at most `perMinute` a minute: the rest are only counted, and one line says how many were left
 * out when their minute ends. A flood of bad requests then writes a few lines a minute, never enough to fill a disk.
 */
export class LogBudget {
  private windowStart = Number.NEGATIVE_INFINITY;
  private written = 0;
  private suppressed = 0;
  private summary: NodeJS.Timeout | undefined;

  constructor(
    private readonly kind: string,
    private readonly write: (line: string) => void,
    private readonly perMinute = LOG_LINES_PER_MINUTE,
    private readonly now: () => number = Date.now,
  ) {}

  log(line: string): void {
    const now = this.now();
    if (now - this.windowStart >= WINDOW_MS) {
      this.summarise();
      this.windowStart = now;
      this.written = 0;
    }
    if (this.written < this.perMinute) {
      this.written += 1;
      this.write(line);
      return;
    }
    this.suppressed += 1;
    this.summary ??= setTimeout(() => this.summarise(), this.windowStart + WINDOW_MS - now).unref();
  }

  /** Writes how many lines were left out since the last summary, if any. */
  summarise(): void {
    clearTimeout(this.summary);
    this.summary = undefined;
    if (this.suppressed === 0) return;
    this.write(`[server] ${this.suppressed} more ${this.kind} not logged in the last minute`);
    this.suppressed = 0;
  }
}

/** At most `max` characters on one line: control characters (a decoded %0A in a path) cannot forge a log line. */
export function oneLine(text: string, max = 300): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is replaced
  const flat = text.replace(/[\u0000-\u001f\u007f]/g, ' ');
  return flat.length > max ? `${flat.slice(0, max)}…` : flat;
}

/** Requests the client broke off or sent broken: one short line each. */
export const clientFaultLog = new LogBudget('broken requests', (line) => console.warn(line));
/** Real faults of the server: a line and the stack each. */
export const serverFaultLog = new LogBudget('server faults', (line) => console.error(line));
