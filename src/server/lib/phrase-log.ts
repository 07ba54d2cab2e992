import type { Queryable } from '../db/database.ts';

const FLUSH_EVERY_MS = 5_000;
const FLUSH_AT_PENDING = 200;

/**
 * Counts typed queries for the "most wanted" phrases. Searches only bump an in-memory tally that is
 * written in one upsert every few seconds: a per-request upsert made every concurrent search wait
 * on the same row locks.
 */
export class PhraseLog {
  private pending = new Map<string, { locale: string; count: number }>();
  private timer: ReturnType<typeof setInterval> | undefined;

  constructor(private readonly db: Queryable) {}

  record(query: string, locale: string): void {
    const key = query.trim().toLowerCase();
    const entry = this.pending.get(key);
    this.pending.set(key, { locale, count: (entry?.count ?? 0) + 1 });
    this.timer ??= setInterval(() => void this.flush().catch(() => undefined), FLUSH_EVERY_MS).unref();
    if (this.pending.size >= FLUSH_AT_PENDING) void this.flush().catch(() => undefined);
  }

  async flush(): Promise<void> {
    if (this.pending.size === 0) return;
    const batch = [...this.pending.entries()];
    this.pending = new Map();
    await this.db.query(
      `INSERT INTO search_phrases (query, locale, count)
       SELECT * FROM unnest($1::text[], $2::text[], $3::int[])
       ON CONFLICT (query) DO UPDATE SET count = search_phrases.count + EXCLUDED.count`,
      [batch.map(([query]) => query), batch.map(([, entry]) => entry.locale), batch.map(([, entry]) => entry.count)],
    );
  }
}
