import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../../src/server/db/open-database.ts';
import { buildApp } from './app-build.ts';
import { prepareEngineData, type Engine, type EngineData } from './bench-data.ts';
import { resolveBuild, type Build } from './builds.ts';
import { detailPagePaths } from './detail-pages.ts';
import { captureStatements, replayStatements } from './direct-sql.ts';
import { startHttpFloor } from './http-floor.ts';
import { initialJsKiB } from './initial-js.ts';
import { startCachingProxy } from './nginx-cache.ts';
import { benchArguments } from './npm-args.ts';
import { startPostgresCluster } from './postgres-cluster.ts';
import { printFigures, printSideBySide, type BySide, type Latency, type Side } from './report-table.ts';
import { buildRequestLists, CALL_NAMES, interleave, type CallName } from './request-lists.ts';
import { loadSequentially, type SequentialResult } from './sequential-load.ts';
import { killRunningServers, startServer, type RunningServer } from './server-process.ts';
import { measureStaleness, type Staleness } from './staleness.ts';
import { ensureWrk, loadWithWrk, type LoadResult } from './wrk-load.ts';

/**
 * `npm run bench` (issue 26): the busiest catalogue reads of this tree's server ("after") and of the build before
 * the change ("before", a git worktree of `--before`), each started as its own `npm run serve` starts it, on the same
 * seeded data, one after the other, in one run:
 * - footprint: spawn to ready (/api/health 200; the before build also to `warm`), resident memory then and after
 *   10 s of mixed reads (every call's requests interleaved, 10 connections);
 * - one connection: p50/p95/p99 per call over its list of varied requests;
 * - `--connections` (50): p50/p95/p99 and rate per call, each on a server of its own, and the after build's rate
 *   against the same SQL straight through the driver;
 * - repeats: 20 searches repeated, straight and through nginx with its cache on;
 * - staleness (PostgreSQL): two processes, a title changed as an approval writes it, seconds until each shows it;
 * - ttfb (issue 27): time to first byte of detail pages (the HTML page of a few hundred different records) on one
 *   connection, each build's app built into a folder of its own and served by its server.
 */
const PARTS = ['footprint', 'one', 'fifty', 'repeats', 'staleness', 'ttfb'] as const;
type Part = (typeof PARTS)[number];
const { values } = parseArgs({
  args: benchArguments(),
  options: {
    scale: { type: 'string', default: '20' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    engines: { type: 'string', default: 'pglite,postgres' },
    calls: { type: 'string', default: 'wineEntity,restaurant,event,map,search' },
    before: { type: 'string', default: 'cd37b9a' },
    after: { type: 'string', default: 'working' },
    parts: { type: 'string', default: PARTS.join(',') },
  },
});
const scale = Number(values.scale);
const duration = Number(values.duration);
const connections = Number(values.connections);
const calls = listOption(values.calls, CALL_NAMES, '--calls');
const engines = listOption(values.engines, ['pglite', 'postgres'] as const, '--engines');
const parts = new Set<Part>(listOption(values.parts, PARTS, '--parts'));
if (![scale, duration, connections].every((n) => Number.isFinite(n) && n > 0))
  throw new Error('--scale, --duration and --connections take positive numbers');
const mixedSeconds = Math.min(10, duration);
const warmupSeconds = Math.min(5, duration);
const PORT = 4391;
const SECOND_PORT = 4394;
const NGINX_PORT = 4395;
const MIXED_CONNECTIONS = 10;
const REPEATED_SEARCHES = 20;
const logDir = path.resolve('bench-results/logs');

function listOption<T extends string>(value: string, allowed: readonly T[], name: string): T[] {
  const items = value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  const unknown = items.filter((item) => !(allowed as readonly string[]).includes(item));
  if (unknown.length > 0) throw new Error(`${name}: unknown ${unknown.join(', ')} (one of ${allowed.join(', ')})`);
  return items as T[];
}

interface Footprint {
  readyMs: number;
  warmMs: number | undefined;
  rssAtReady?: number;
  rssAtWarm?: number;
  rssAfterMixed?: number;
  mixed?: LoadResult;
}
interface Repeats {
  direct: LoadResult;
  viaNginx: LoadResult;
  nginxCacheStatus: string | null;
}
interface SessionFigures {
  footprint: Footprint;
  one: Partial<Record<CallName, Latency>>;
  repeats?: Repeats;
}
interface EngineReport {
  notes: string[];
  session: BySide<SessionFigures>;
  health: BySide<LoadResult>;
  fifty: Partial<
    Record<CallName, BySide<LoadResult> & { direct?: { rps: number; p50: number; p99: number }; floor?: LoadResult }>
  >;
  staleness: BySide<Staleness>;
  ttfb: BySide<SequentialResult>;
}

const serverLog = (engine: Engine, build: Build, purpose: string) =>
  path.join(logDir, `${engine}-${build.side}-${purpose}.log`);
const start = (build: Build, data: EngineData, purpose: string, port = PORT): Promise<RunningServer> =>
  startServer(build, { port, env: data.env(build), logFile: serverLog(data.engine, build, purpose), waitWarm: true });

/** One server of the build: its start, memory before and after mixed reads, then each call on one connection, then repeats. */
async function session(
  build: Build,
  data: EngineData,
  lists: Record<CallName, string[]>,
  mixedLists: Record<CallName, string[]>,
): Promise<SessionFigures> {
  const server = await start(build, data, 'session');
  const footprint: Footprint = {
    readyMs: server.readyMs,
    warmMs: server.warmMs,
    rssAtReady: server.rssAtReady,
    rssAtWarm: server.rssAtWarm,
  };
  const one: SessionFigures['one'] = {};
  let repeats: Repeats | undefined;
  try {
    if (parts.has('footprint')) {
      // The memory target is of a process serving at its pace: the map's shared answers made after a catalogue change
      // (about a second each at 20×) are made first, or the 10 s are mostly waiting for them.
      if (calls.includes('map')) await askEachOnce(server.origin, mixedLists.map);
      footprint.mixed = await loadWithWrk(
        server.origin,
        interleave(calls.map((call) => mixedLists[call])),
        MIXED_CONNECTIONS,
        mixedSeconds,
      );
      footprint.rssAfterMixed = server.rssMegabytes();
    }
    if (parts.has('one'))
      for (const call of calls) {
        // The map's shared answers are made by the first request after a catalogue change and stored for every
        // process; the target is of the stored ones (without the footprint part nothing has asked for them yet).
        if (call === 'map') await askEachOnce(server.origin, lists.map);
        one[call] = await loadSequentially(server.origin, lists[call], duration);
      }
    if (parts.has('repeats')) repeats = await repeatsBehindNginx(server, lists.search.slice(0, REPEATED_SEARCHES));
  } finally {
    await server.stop();
  }
  return { footprint, one, ...(repeats ? { repeats } : {}) };
}

/** Each path asked once in turn, so the measured run is of repeats only. */
async function askEachOnce(origin: string, paths: readonly string[]): Promise<void> {
  for (const requestPath of paths)
    await (
      await fetch(`${origin}${requestPath}`, { headers: { 'accept-encoding': 'gzip, deflate, br' } })
    ).arrayBuffer();
}

async function repeatsBehindNginx(server: RunningServer, paths: string[]): Promise<Repeats> {
  await askEachOnce(server.origin, paths);
  const direct = await loadWithWrk(server.origin, paths, connections, warmupSeconds);
  const proxy = await startCachingProxy(server.origin, NGINX_PORT);
  try {
    await askEachOnce(proxy.origin, paths);
    const viaNginx = await loadWithWrk(proxy.origin, paths, connections, warmupSeconds);
    const probe = await fetch(`${proxy.origin}${paths[0] ?? '/api/health'}`, {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    await probe.arrayBuffer();
    return { direct, viaNginx, nginxCacheStatus: probe.headers.get('x-cache-status') };
  } finally {
    await proxy.stop();
  }
}

/** Each call at `connections` on a server of its own per build (what one call leaves behind stays out of the next). */
async function fiftyConnections(
  builds: readonly Build[],
  data: EngineData,
  lists: Record<CallName, string[]>,
  report: EngineReport,
): Promise<void> {
  const healthPaths = Array.from({ length: 300 }, (_, i) => `/api/health?n=${i}`);
  for (const [index, call] of calls.entries()) {
    // Alternating which build goes first keeps a drift of the shared machine's load from favouring one side.
    for (const build of index % 2 === 0 ? builds : [...builds].reverse()) {
      const server = await start(build, data, `fifty-${call}`);
      try {
        // As in the one-connection part: the target is of the stored answers, not of the first after a change.
        if (call === 'map') await askEachOnce(server.origin, lists.map);
        const health = await loadWithWrk(server.origin, healthPaths, connections, warmupSeconds);
        report.health[build.side] ??= health;
        (report.fifty[call] ??= {})[build.side] = await loadWithWrk(server.origin, lists[call], connections, duration);
      } finally {
        await server.stop();
      }
    }
  }
}

/**
 * Each call's SQL straight through the driver, and its answers served by the HTTP floor (http-floor.ts), both at
 * `connections`: what the database alone gives, and what serving the same bytes alone gives, on this machine.
 */
async function directSqlAndHttpFloor(
  after: Build,
  data: EngineData,
  lists: Record<CallName, string[]>,
  report: EngineReport,
): Promise<void> {
  const db = await data.open();
  try {
    for (const call of calls) {
      const { statements, answers } = await captureStatements(after.root, db, lists[call]);
      const row = (report.fifty[call] ??= {});
      row.direct = await replayStatements(db, statements, connections, duration);
      const floor = await startHttpFloor(after.root, answers, data.engine === 'pglite', PORT, call === 'map');
      try {
        row.floor = await loadWithWrk(floor.origin, lists[call], connections, duration);
        if (row.floor.non2xx > 0) console.log(`    warning: the HTTP floor had no answer for some of ${call}'s paths`);
      } finally {
        await floor.stop();
      }
    }
  } finally {
    await db.close();
  }
}

async function staleness(builds: readonly Build[], data: EngineData, report: EngineReport): Promise<void> {
  for (const build of builds) {
    const a = await start(build, data, 'staleness-a');
    try {
      const b = await start(build, data, 'staleness-b', SECOND_PORT);
      const db = await openDatabase({ databaseUrl: data.env(build).DATABASE_URL, poolSize: 2 });
      try {
        report.staleness[build.side] = await measureStaleness(db, { A: a.origin, B: b.origin });
      } catch (error) {
        // The other parts' figures of this engine are still printed and written.
        report.notes.push(
          `staleness (${build.side}) not measured: ${error instanceof Error ? error.message : String(error)}`,
        );
      } finally {
        await db.close();
        await b.stop();
      }
    } finally {
      await a.stop();
    }
  }
}

/** Each build's app, built into a folder of its own (its server render beside it), for the pages' figures. */
const APPS_DIR = path.join(tmpdir(), 'vinarska-mapa-bench-apps');
const appDir = (build: Build) => path.join(APPS_DIR, build.side, 'dist');

/** Detail pages on one connection, on a server per build that serves its own built app. */
async function timeToFirstByte(
  builds: readonly Build[],
  data: EngineData,
  paths: readonly string[],
  report: EngineReport,
): Promise<void> {
  for (const build of builds) {
    const server = await startServer(build, {
      port: PORT,
      env: { ...data.env(build), STATIC_DIR: appDir(build) },
      logFile: serverLog(data.engine, build, 'ttfb'),
      waitWarm: true,
    });
    try {
      // A page outside the list first: what the first page of a process loads once is in no detail page's time.
      await askEachOnce(server.origin, ['/cs']);
      report.ttfb[build.side] = await loadSequentially(server.origin, paths, duration);
    } finally {
      await server.stop();
    }
  }
}

const mb = (n: number | undefined) => (n === undefined ? undefined : n.toFixed(0));
const seconds = (ms: number | undefined) => (ms === undefined ? undefined : (ms / 1000).toFixed(2));
const ms = (n: number) => n.toFixed(n >= 100 ? 0 : 1);
function bySide<T, R>(figures: BySide<T>, read: (value: T) => R | undefined): BySide<R> {
  const result: BySide<R> = {};
  for (const side of ['before', 'after'] as const) {
    const value = figures[side];
    const figure = value === undefined ? undefined : read(value);
    if (figure !== undefined) result[side] = figure;
  }
  return result;
}

function printEngine(sides: readonly Side[], report: EngineReport): void {
  for (const note of report.notes) console.log(`  note: ${note}`);
  const footprints = bySide(report.session, (s) => s.footprint);
  if (Object.keys(footprints).length > 0) {
    console.log(`  Footprint (one process, started as its build's \`npm run serve\` does):`);
    printFigures(
      [
        { name: 'ready s (/api/health 200)', values: bySide(footprints, (f) => seconds(f.readyMs)) },
        { name: 'warm s (health warm: true)', values: bySide(footprints, (f) => seconds(f.warmMs)) },
        { name: 'RSS at ready MB', values: bySide(footprints, (f) => mb(f.rssAtReady)) },
        { name: 'RSS at warm MB', values: bySide(footprints, (f) => mb(f.rssAtWarm)) },
        {
          name: `RSS after ${mixedSeconds} s of mixed reads MB`,
          values: bySide(footprints, (f) => mb(f.rssAfterMixed)),
        },
        {
          name: `mixed reads req/s (${MIXED_CONNECTIONS} connections)`,
          values: bySide(footprints, (f) => f.mixed?.rps.toFixed(0)),
        },
        { name: 'mixed reads p99 ms', values: bySide(footprints, (f) => f.mixed?.p99.toFixed(1)) },
      ],
      sides,
    );
    console.log(
      '    target (issue 26, PostgreSQL at 20×): ready ≤ 5 s; RSS ≤ 300 MB after warm-up and after 10 s of mixed reads',
    );
  }
  if (parts.has('one')) {
    console.log(`  One connection, varied requests, ${duration} s per call (each request's own time):`);
    printSideBySide(
      calls.map((call) => ({ name: call, figures: bySide(report.session, (s) => s.one[call]) })),
      sides,
    );
    console.log(
      '    target p95 (issue 26): PostgreSQL at 20×: wineEntity, restaurant ≤ 15 ms, event ≤ 60, map ≤ 50, search ≤ 100; PGlite at 1×: ≤ 30, search ≤ 50',
    );
  }
  if (parts.has('fifty')) {
    console.log(
      `  ${connections} connections, ${duration} s per call, a server per call and build (wrk; p99 corrected for coordinated omission):`,
    );
    const rows = [
      { name: 'health', figures: report.health },
      ...calls.map((call) => {
        const row = report.fifty[call] ?? {};
        const { direct, floor } = row;
        const ratio = direct && row.after ? (row.after.rps / direct.rps).toFixed(2) : '';
        // Were the server's work per request only the database's plus the floor's, on the same cores, its rate would
        // be 1 / (1 / direct + 1 / floor): this is that rate against the direct SQL's.
        const bound = direct && floor ? (floor.rps / (floor.rps + direct.rps)).toFixed(2) : '';
        return {
          name: call,
          figures: { before: row.before, after: row.after },
          extra: direct
            ? `${direct.rps.toFixed(0).padStart(7)} ${ms(direct.p99).padStart(7)} ${ratio.padStart(6)} ${(floor?.rps.toFixed(0) ?? '').padStart(7)} ${bound.padStart(6)}`
            : '',
        };
      }),
    ];
    printSideBySide(rows, sides, 'direct SQL req/s  p99 ms  after/direct  HTTP floor req/s  bound');
    console.log(
      "    HTTP floor: the same answers served by Node, Hono and the app's answer writer alone (no routing, input checks or SQL); bound: floor / (floor + direct), the after/direct a server adding only that would reach",
    );
    console.log(
      '    target (issue 26, PostgreSQL at 20× and PGlite at 1×): p99 ≤ 150 ms for the lists and the map; every call ≥ 0.8 of its direct SQL',
    );
  }
  const repeats = bySide(report.session, (s) => s.repeats);
  if (Object.keys(repeats).length > 0) {
    console.log(
      `  Repeats: ${REPEATED_SEARCHES} searches, each asked once and then repeated at ${connections} connections for ${warmupSeconds} s, straight to the process and through nginx (its cache on):`,
    );
    printSideBySide(
      [
        { name: 'straight', figures: bySide(repeats, (r) => r.direct) },
        { name: 'via nginx', figures: bySide(repeats, (r) => r.viaNginx) },
      ],
      sides,
    );
    for (const side of sides)
      if (repeats[side])
        console.log(
          `    ${side}: nginx's X-Cache-Status for a repeat after the run: ${repeats[side]?.nginxCacheStatus ?? '(none)'}`,
        );
  }
  if (parts.has('ttfb')) {
    console.log(`  Detail pages (HTML), one connection, ${duration} s, time to first byte and to the last byte:`);
    const firstByte = bySide(report.ttfb, (r) => ({ ...r, ...r.firstByte }));
    printSideBySide(
      [
        { name: 'first byte', figures: firstByte },
        { name: 'whole page', figures: report.ttfb },
      ],
      sides,
    );
    console.log('    target (issue 27, PostgreSQL at 20×): time to first byte of a detail page p95 ≤ 50 ms');
  }
  for (const side of sides) {
    const result = report.staleness[side];
    if (!result) continue;
    const times = Object.entries(result.seconds)
      .sort()
      .map(([name, s]) => `${name} ${s === undefined ? `> ${result.capSeconds}` : s.toFixed(1)} s`);
    console.log(`  Staleness (${side}): record ${result.entityId}'s new title visible after: ${times.join(', ')}`);
  }
}

ensureWrk();
mkdirSync('bench-results', { recursive: true });
rmSync(logDir, { recursive: true, force: true });
const after = resolveBuild('after', values.after);
const before = values.before === 'none' ? undefined : resolveBuild('before', values.before);
const builds = before ? [before, after] : [after];
const sides = builds.map((build) => build.side);
const load = loadavg()
  .map((n) => n.toFixed(2))
  .join(' ');
console.log(
  `Benchmark: scale ${scale}, ${connections} connections, ${duration} s per run; ${cpus().length} cores (${cpus()[0]?.model ?? '?'}), Node ${process.version}, load average ${load}`,
);
console.log(
  `  before: ${before ? `${before.label} (${before.root})` : 'none'}; after: ${after.label}; server logs in ${logDir}`,
);
const report: Record<string, unknown> = {
  scale,
  duration,
  connections,
  cores: cpus().length,
  node: process.version,
  loadAverage: loadavg(),
  builds: Object.fromEntries(builds.map((b) => [b.side, b.label])),
};
if (parts.has('ttfb'))
  for (const build of builds) {
    console.log(`  ${build.side}: vite build into ${appDir(build)} …`);
    buildApp(build, appDir(build), path.join(logDir, `build-${build.side}.log`));
  }

let cluster: { url: string; stop: () => void } | undefined;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    killRunningServers();
    cluster?.stop();
    process.exit(130);
  });
}
try {
  for (const engine of engines) {
    let databaseUrl = process.env.BENCH_DATABASE_URL;
    if (engine === 'postgres' && !databaseUrl) {
      cluster = startPostgresCluster();
      databaseUrl = cluster.url;
    }
    console.log(`\n${engine === 'postgres' ? 'PostgreSQL' : 'PGlite (embedded)'}, scale ${scale}`);
    let lists: Record<CallName, string[]> | undefined;
    let mixedLists: Record<CallName, string[]> | undefined;
    let detailPaths: string[] = [];
    const data = await prepareEngineData({
      engine,
      scale,
      builds,
      databaseUrl,
      port: PORT,
      logDir,
      onSeeded: async (open) => {
        const db = await open();
        try {
          lists = await buildRequestLists(db, 7);
          mixedLists = await buildRequestLists(db, 8);
          detailPaths = await detailPagePaths(db);
        } finally {
          await db.close();
        }
        return calls.map((call) => mixedLists?.[call][0] ?? '/api/health');
      },
    });
    if (!lists || !mixedLists) throw new Error('no request lists');
    const engineReport: EngineReport = {
      notes: data.notes,
      session: {},
      health: {},
      fifty: {},
      staleness: {},
      ttfb: {},
    };
    if (parts.has('footprint') || parts.has('one') || parts.has('repeats')) {
      for (const build of builds) {
        console.log(
          `  ${build.side}: ${(['footprint', 'one', 'repeats'] as const).filter((part) => parts.has(part)).join(', ')} …`,
        );
        engineReport.session[build.side] = await session(build, data, lists, mixedLists);
      }
    }
    if (parts.has('fifty')) {
      console.log(`  ${connections} connections …`);
      await fiftyConnections(builds, data, lists, engineReport);
      await directSqlAndHttpFloor(after, data, lists, engineReport);
    }
    if (parts.has('staleness') && engine === 'postgres') {
      console.log('  staleness …');
      await staleness(builds, data, engineReport);
    }
    if (parts.has('ttfb')) {
      console.log('  time to first byte of detail pages …');
      await timeToFirstByte(builds, data, detailPaths, engineReport);
    }
    printEngine(sides, engineReport);
    report[engine] = engineReport;
    cluster?.stop();
    cluster = undefined;
  }
  if (!existsSync('dist/index.html')) execSync('npx vite build', { stdio: 'ignore' });
  const js = initialJsKiB();
  report.initialJsGzipKiB = js;
  console.log(
    `\nInitial JS (gzipped): ${js === undefined ? 'dist/ missing — run npm run build' : `${js.toFixed(1)} KiB`}`,
  );
  writeFileSync('bench-results/latest.json', JSON.stringify(report, null, 2));
  console.log('Figures written to bench-results/latest.json');
} finally {
  killRunningServers();
  cluster?.stop();
}
