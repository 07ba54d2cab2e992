import { createApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import type { Database } from '../../src/server/db/database.ts';
import { percentile } from './stats.ts';

type Statement = { text: string; params: readonly unknown[] };

/** Runs each URL once in-process through a recording database to learn exactly which SQL it runs. */
export async function captureStatements(db: Database, urls: string[]): Promise<Statement[][]> {
  let current: Statement[] = [];
  const recording: Database = {
    ...db,
    query: (text, params = []) => {
      current.push({ text, params });
      return db.query(text, params);
    },
  };
  const { app } = createApp({ db: recording, config: { ...loadConfig({ NODE_ENV: 'production' }), checkResponses: false } });
  const captured: Statement[][] = [];
  // One request first, unrecorded: what a server does once after start (loading its in-memory read model) is not per-request SQL.
  if (urls[0]) await app.request(urls[0]);
  for (const url of urls) {
    current = [];
    await app.request(url);
    captured.push(current.filter((s) => !s.text.startsWith('INSERT INTO search_phrases')));
  }
  return captured;
}

/** The same SQL straight through the driver with `connections` concurrent workers for `seconds`. */
export async function replayStatements(db: Database, requests: Statement[][], connections: number, seconds: number) {
  const latencies: number[] = [];
  const deadline = performance.now() + seconds * 1000;
  let next = 0;
  const worker = async () => {
    while (performance.now() < deadline) {
      const statements = requests[next % requests.length] ?? [];
      next += 1;
      const started = performance.now();
      for (const statement of statements) await db.query(statement.text, statement.params);
      latencies.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, worker));
  const elapsed = (performance.now() - started) / 1000;
  return { rps: latencies.length / elapsed, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}
