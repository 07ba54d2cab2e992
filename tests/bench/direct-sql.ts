import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as AppModule from '../../src/server/app.ts';
import type * as ConfigModule from '../../src/server/config.ts';
import type { Database } from '../../src/server/db/database.ts';
import type { RecordedAnswer } from './http-floor.ts';
import { percentile } from './stats.ts';

type Statement = { text: string; params: readonly unknown[] };

const load = async <T>(root: string, file: string) => (await import(pathToFileURL(path.join(root, file)).href)) as T;

/**
 * Runs each URL once in-process, with the app of the build in `root`, through a recording database to learn exactly
 * which SQL it runs; and keeps each answer, for the HTTP floor (http-floor.ts).
 */
export async function captureStatements(
  root: string,
  db: Database,
  urls: string[],
): Promise<{ statements: Statement[][]; answers: Map<string, RecordedAnswer> }> {
  const { createApp } = await load<typeof AppModule>(root, 'src/server/app.ts');
  const { loadConfig } = await load<typeof ConfigModule>(root, 'src/server/config.ts');
  let current: Statement[] = [];
  let inFlight = 0;
  const recording: Database = {
    ...db,
    query: async (text, params = []) => {
      current.push({ text, params: [...params] });
      inFlight += 1;
      try {
        return await db.query(text, params);
      } finally {
        inFlight -= 1;
      }
    },
  };
  // What the app starts on its own (the sweep of stale uploads) is neither a request's SQL nor left running when the
  // replay begins, where 50 workers could keep it waiting until the database is closed.
  const settled = async () => {
    await new Promise((resolve) => setTimeout(resolve, 200));
    while (inFlight > 0) await new Promise((resolve) => setTimeout(resolve, 10));
  };
  // A data folder of its own: what the app does with DATA_DIR at start (the sweep of stale uploads) stays off ./data.
  const settings = { NODE_ENV: 'production', DATA_DIR: path.resolve('bench-results/capture-data') };
  const { app } = createApp({ db: recording, config: { ...loadConfig(settings), checkResponses: false } });
  await settled();
  const captured: Statement[][] = [];
  const answers = new Map<string, RecordedAnswer>();
  // One request first, unrecorded: what a server does once after start (a build with catalogue state in memory loads
  // it then) is not per-request SQL.
  if (urls[0]) await app.request(urls[0]);
  for (const url of urls) {
    current = [];
    // Asked without Accept-Encoding: the answer's own bytes.
    answers.set(url, Buffer.from(await (await app.request(url)).arrayBuffer()));
    captured.push(current.filter((s) => !s.text.startsWith('INSERT INTO search_phrases')));
  }
  await settled();
  return { statements: captured, answers };
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
