import { execSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { parseArgs } from 'node:util';
import type { Database } from '../../src/server/db/database.ts';
import { migrate } from '../../src/server/db/migrate.ts';
import { openDatabase } from '../../src/server/db/open-database.ts';
import { isSeeded, runSeed } from '../../src/server/seed/run-seed.ts';
import { captureStatements, replayStatements } from './direct-sql.ts';
import { initialJsKiB } from './initial-js.ts';
import { searchHandlerTimes } from './search-handler.ts';
import { startPostgresCluster } from './postgres-cluster.ts';
import { buildRequestLists, type CallName } from './request-lists.ts';
import { ensureWrk, loadWithWrk } from './wrk-load.ts';

/**
 * `npm run bench`: for the busiest read calls, requests/s and p50/p99 at N connections on PGlite
 * and PostgreSQL, beside two floors from the same run (/api/health, and the same SQL straight
 * through the driver), plus the gzipped initial JS.
 */
const { values } = parseArgs({ options: {
  scale: { type: 'string', default: '20' }, duration: { type: 'string', default: '10' }, connections: { type: 'string', default: '50' },
  engines: { type: 'string', default: 'pglite,postgres' }, calls: { type: 'string', default: 'wineEntity,map,mapSearched,search,event' },
} });
const scale = Number(values.scale);
const duration = Number(values.duration);
const connections = Number(values.connections);
const calls = values.calls.split(',') as CallName[];
const engines = values.engines.split(',');
const port = 4391;
mkdirSync('bench-results', { recursive: true });

/**
 * wrk drives every call from one address over 50 connections to measure what the server does per request; the
 * per-client limit on costly reads (a protection against one client, not a cost) would answer most of it 429.
 */
const BENCH_COSTLY_READS_PER_CLIENT = '1000';

async function prepare(engine: string, databaseUrl: string | undefined): Promise<{ env: NodeJS.ProcessEnv; open: () => Promise<Database> }> {
  const dataDir = `bench-results/pglite-scale${scale}`;
  const open = () => openDatabase(engine === 'postgres' ? { databaseUrl, poolSize: 20 } : { dataDir });
  const db = await open();
  await migrate(db);
  if (!(await isSeeded(db))) {
    const started = Date.now();
    await runSeed(db, { scale, randomSeed: 20_260_101, mediaDir: undefined });
    console.log(`  seeded ${engine} at scale ${scale} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  await db.close();
  return { env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: engine === 'postgres' ? databaseUrl : '', NODE_ENV: 'production', COSTLY_READS_PER_CLIENT: BENCH_COSTLY_READS_PER_CLIENT }, open };
}

async function startServer(env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const child = spawn('node', ['--import', 'tsx', 'src/server/main.ts'], { env, stdio: 'ignore' });
  for (let i = 0; i < 3000; i += 1) {
    try {
      // Measure the served calls, not the start: wait until the read model and the shared map answers are prepared.
      const health = (await (await fetch(`http://127.0.0.1:${port}/api/health`)).json()) as { status?: string };
      if (health.status === 'ok') return child;
    } catch { /* not up yet */ }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error('the server did not start');
}

const load = (paths: string[]) => loadWithWrk(`http://127.0.0.1:${port}`, paths, connections, duration);

const f = (n: number) => n.toFixed(n >= 100 ? 0 : 1).padStart(8);
const report: Record<string, unknown> = { scale, duration, connections, cores: cpus().length, node: process.version };
ensureWrk();
console.log(`Benchmark: scale ${scale}, ${connections} connections, ${duration} s per run, ${cpus().length} cores, Node ${process.version}`);

let cluster: { url: string; stop: () => void } | undefined;
process.on('SIGINT', () => { cluster?.stop(); process.exit(130); });
try {
  for (const engine of engines) {
    let databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
    if (engine === 'postgres' && !databaseUrl) {
      cluster = startPostgresCluster();
      databaseUrl = cluster.url;
    }
    console.log(`\n${engine === 'postgres' ? 'PostgreSQL' : 'PGlite (embedded)'}`);
    const { env, open } = await prepare(engine, databaseUrl);
    const lists = await (async () => { const db = await open(); try { return await buildRequestLists(db); } finally { await db.close(); } })();
    const served: Record<string, Awaited<ReturnType<typeof load>>> = {};
    // Each call on a server of its own, started and warmed for it: what one call leaves behind (a searched map's
    // heap, answers still being computed when its run ended) must not count against the next call's figures.
    for (const call of calls) {
      const server = await startServer(env);
      try {
        const health = await load(Array.from({ length: 300 }, (_, i) => `/api/health?n=${i}`));
        served.health ??= health;
        served[call] = await load(lists[call]);
      } finally {
        server.kill('SIGTERM');
        await new Promise((resolve) => server.once('exit', resolve));
      }
    }
    const db = await open();
    const rows: Record<string, unknown>[] = [];
    console.log('  call          req/s   p50 ms   p99 ms | direct req/s  p50 ms   p99 ms | call/direct  non-2xx');
    try {
      const health = served.health;
      if (health) console.log(`  health     ${f(health.rps)} ${f(health.p50)} ${f(health.p99)} |`);
      for (const call of calls) {
        const direct = await replayStatements(db, await captureStatements(db, lists[call]), connections, duration);
        const http = served[call];
        if (!http) continue;
        rows.push({ call, ...http, direct });
        console.log(`  ${call.padEnd(11)}${f(http.rps)} ${f(http.p50)} ${f(http.p99)} |  ${f(direct.rps)} ${f(direct.p50)} ${f(direct.p99)} | ${(http.rps / direct.rps).toFixed(2).padStart(11)}  ${String(http.non2xx).padStart(7)}`);
        if (http.non2xx > 0) console.log(`  warning: ${http.non2xx} answers of ${call} were not 2xx`);
        if (call === 'search') {
          const handler = await searchHandlerTimes(db, lists.search);
          rows.push({ call: 'searchHandler', ...handler });
          console.log(`  search handler alone (uncached, ${handler.runs} runs): p50 ${handler.p50.toFixed(1)} ms, p95 ${handler.p95.toFixed(1)} ms`);
        }
        if (http.completed === 0) console.log(`  warning: no ${call} request completed within the run (${http.timeouts} timed out after 10 s): p50/p99 above mean "over 10 s"`);
      }
    } finally {
      await db.close();
    }
    report[engine] = { health: served.health, calls: rows };
    cluster?.stop();
    cluster = undefined;
  }
  if (!existsSync('dist/index.html')) execSync('npx vite build', { stdio: 'ignore' });
  const js = initialJsKiB();
  report.initialJsGzipKiB = js;
  console.log(`\nInitial JS (gzipped): ${js === undefined ? 'dist/ missing — run npm run build' : `${js.toFixed(1)} KiB`}`);
  writeFileSync('bench-results/latest.json', JSON.stringify(report, null, 2));
  console.log('Figures written to bench-results/latest.json');
} finally {
  cluster?.stop();
}
if (!existsSync('bench-results/latest.json')) process.exitCode = 1;
