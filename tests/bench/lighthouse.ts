import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildApp } from './app-build.ts';
import { resolveBuild, type Build } from './builds.ts';
import { pageInitialJsKiB, takeoverMarker, type TakeoverMarker } from './page-initial-js.ts';
import type { Side } from './report-table.ts';
import { killRunningServers, startServer, type RunningServer } from './server-process.ts';

/**
 * `npm run lighthouse` (issue 27): Lighthouse's mobile performance (its default preset: emulated mid-range phone,
 * throttled 4G) of the home page, a list page and a detail page for the build before the change (`--before`, a git
 * worktree) and this tree (`--after`), each built into a folder of its own and served by its own server on its own
 * seeded 1× PGlite data set; `--runs` runs per page and build, the builds taking turns run by run, and the medians.
 * Then each page's initial JS for both. `npm run lighthouse -- --runs 3 --before <ref>`.
 *
 * `--host-index N` measures as if on a host whose CPU benchmark index is N: Lighthouse's simulated CPU slowdown (4×
 * for the mobile preset, made for a host of its own speed) is scaled by this machine's index, as read by the runs so
 * far, over N — Lighthouse's own advice for calibrating the multiplier to a host.
 */
const { values } = parseArgs({
  args: process.argv.slice(2),
  options: {
    runs: { type: 'string', default: '5' },
    'host-index': { type: 'string' },
    before: { type: 'string', default: '7464dc1' },
    after: { type: 'string', default: 'working' },
    // The before build's server; the after build's is the next port (npm run bench has 4391, 4392, 4394 and 4395).
    port: { type: 'string', default: '4396' },
    // Builds, data and server logs: <dir>/<side>/.
    dir: { type: 'string', default: path.join(tmpdir(), 'vinarska-mapa-lighthouse') },
  },
});
const runs = Number(values.runs);
const port = Number(values.port);
const hostIndex = values['host-index'] === undefined ? undefined : Number(values['host-index']);
if (!Number.isInteger(runs) || runs < 1 || !Number.isInteger(port) || port < 1)
  throw new Error('--runs and --port take positive whole numbers');
if (hostIndex !== undefined && !(hostIndex >= 100 && hostIndex <= 10_000))
  throw new Error('--host-index takes a benchmark index between 100 and 10,000');
/** The mobile preset's CPU slowdown. */
const PRESET_CPU_SLOWDOWN = 4;
const workDir = path.resolve(values.dir);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const PAGE_NAMES = ['home', 'list', 'detail'] as const;
type PageName = (typeof PAGE_NAMES)[number];
const SEED_TIMEOUT_MS = 15 * 60_000;

interface Served {
  readonly build: Build;
  readonly distDir: string;
  readonly server: RunningServer;
  readonly paths: Record<PageName, string>;
}
interface RunFigures {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  benchmarkIndex: number;
  cpuSlowdown: number;
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** The build's app built into <dir>/<side>/dist and its server started on a freshly seeded data folder of its own. */
async function serve(build: Build, serverPort: number): Promise<Served> {
  const root = path.join(workDir, build.side);
  const distDir = path.join(root, 'dist');
  const dataDir = path.join(root, 'data');
  rmSync(dataDir, { recursive: true, force: true });
  const server = await startServer(build, {
    port: serverPort,
    env: { DATA_DIR: dataDir, DATABASE_URL: '', STATIC_DIR: distDir },
    logFile: path.join(root, 'server.log'),
    timeoutMs: SEED_TIMEOUT_MS,
  });
  const health = (await (await fetch(`${server.origin}/api/health`)).json()) as { seeded?: boolean };
  if (!health.seeded) throw new Error(`the ${build.side} server started without its seeded data`);
  const list = (await (await fetch(`${server.origin}/api/wineEntity?locale=cs&t=winemaker&limit=1`)).json()) as {
    items: { url: string }[];
  };
  const detail = list.items[0]?.url;
  if (!detail) throw new Error(`the ${build.side} server has no winemaker`);
  return { build, distDir, server, paths: { home: '/cs', list: '/cs/vinari', detail } };
}

/** The indexes this machine read in the runs so far: the next run's CPU slowdown for `--host-index` follows them. */
const indexesSoFar: number[] = [];
const cpuSlowdown = () =>
  hostIndex === undefined || indexesSoFar.length === 0
    ? PRESET_CPU_SLOWDOWN
    : (PRESET_CPU_SLOWDOWN * median(indexesSoFar)) / hostIndex;

/** One Lighthouse run; Lighthouse now and then loses the trace (NO_NAVSTART and the like): such a run is run again. */
async function measure(url: string, chromePort: number): Promise<RunFigures> {
  for (let failed = 0; ; failed += 1) {
    const slowdown = cpuSlowdown();
    const answer = await lighthouse(url, {
      port: chromePort,
      onlyCategories: ['performance'],
      output: 'json',
      logLevel: 'error',
      throttling: { cpuSlowdownMultiplier: slowdown },
    });
    const lhr = answer?.lhr;
    if (!lhr) throw new Error(`no Lighthouse result for ${url}`);
    indexesSoFar.push(lhr.environment.benchmarkIndex);
    if (!lhr.runtimeError)
      return {
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? 0,
        tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? 0,
        cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? 0,
        benchmarkIndex: lhr.environment.benchmarkIndex,
        cpuSlowdown: slowdown,
      };
    if (failed >= 3) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.code}`);
    console.log(`  ${url}: ${lhr.runtimeError.code}, run again`);
  }
}

const builds = [resolveBuild('before', values.before), resolveBuild('after', values.after)];
const startLoad = loadavg();
const load = startLoad.map((n) => n.toFixed(2)).join(' ');
console.log(
  `Lighthouse, mobile preset, ${runs} run${runs === 1 ? '' : 's'} per page and build; ${cpus().length} cores, Node ${process.version}, load average ${load}`,
);
console.log(
  `  before: ${builds[0]?.label} (${builds[0]?.root}); after: ${builds[1]?.label}; builds, data and logs in ${workDir}`,
);
for (const build of builds) {
  console.log(`  ${build.side}: vite build …`);
  buildApp(build, path.join(workDir, build.side, 'dist'), path.join(workDir, build.side, 'build.log'));
}
console.log('  starting both servers (each seeds its own 1× data set) …');
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    killRunningServers();
    process.exit(130);
  });

const figures: Record<PageName, Record<Side, RunFigures[]>> = {
  home: { before: [], after: [] },
  list: { before: [], after: [] },
  detail: { before: [], after: [] },
};
type InitialJs = { kib: number; scripts: string[]; marker: TakeoverMarker };
const initialJs: Record<PageName, Partial<Record<Side, InitialJs>>> = { home: {}, list: {}, detail: {} };
let served: Served[] = [];
try {
  served = await Promise.all(builds.map((build, index) => serve(build, port + index)));
  const [before, after] = served;
  if (before && after && before.paths.detail !== after.paths.detail)
    console.log(
      `  note: the first winemaker differs (before ${before.paths.detail}, after ${after.paths.detail}): each build's own is measured`,
    );
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    if (hostIndex !== undefined && served[0]) {
      console.log(`  reading this machine's index for --host-index ${hostIndex} (one run, not counted) …`);
      await measure(`${served[0].server.origin}${served[0].paths.home}`, chrome.port);
    }
    for (let run = 0; run < runs; run += 1) {
      console.log(`  run ${run + 1} of ${runs} …`);
      // The builds take turns going first, so a drift of the shared machine's load favours neither.
      for (const page of PAGE_NAMES)
        for (const one of run % 2 === 0 ? served : [...served].reverse())
          figures[page][one.build.side].push(await measure(`${one.server.origin}${one.paths[page]}`, chrome.port));
    }
  } finally {
    await chrome.kill();
  }
  for (const one of served) {
    const marker = takeoverMarker(one.distDir);
    for (const page of PAGE_NAMES)
      initialJs[page][one.build.side] = {
        ...(await pageInitialJsKiB(`${one.server.origin}${one.paths[page]}`, chromePath, one.distDir, marker)),
        marker,
      };
  }
} finally {
  await Promise.all(served.map((one) => one.server.stop()));
  killRunningServers();
}

const allRuns = PAGE_NAMES.flatMap((page) => [...figures[page].before, ...figures[page].after]);
const indexes = allRuns.map((run) => run.benchmarkIndex);
const benchmarkIndex = median(indexes);
// The index of the host a run stands for: this machine's, less by as much as its CPU slowdown exceeds the preset's.
const emulatedIndexes = allRuns.map((run) => (run.benchmarkIndex * PRESET_CPU_SLOWDOWN) / run.cpuSlowdown);
const emulatedIndex = median(emulatedIndexes);
const slowdowns = allRuns.map((run) => run.cpuSlowdown);
console.log(
  `\nMedians of ${runs} run${runs === 1 ? '' : 's'}, before | after; Lighthouse's CPU benchmark index: median ${benchmarkIndex.toFixed(0)} (${Math.min(...indexes).toFixed(0)}–${Math.max(...indexes).toFixed(0)})`,
);
if (hostIndex !== undefined)
  console.log(
    `  as on a host of index ${hostIndex}: CPU slowdown ${Math.min(...slowdowns).toFixed(2)}–${Math.max(...slowdowns).toFixed(2)} (preset ${PRESET_CPU_SLOWDOWN}), the index it stands for: median ${emulatedIndex.toFixed(0)} (${Math.min(...emulatedIndexes).toFixed(0)}–${Math.max(...emulatedIndexes).toFixed(0)})`,
  );
const pair = (page: PageName, read: (run: RunFigures) => number, digits: number, width: number) =>
  (['before', 'after'] as const)
    .map((side) => median(figures[page][side].map(read)).toFixed(digits).padStart(width))
    .join(' | ');
const pageName = (page: PageName) => `${page} ${served[1]?.paths[page] ?? ''}`;
const nameWidth = Math.max(...PAGE_NAMES.map((page) => pageName(page).length));
console.log(
  `  ${'page'.padEnd(nameWidth)} ${'performance'.padStart(11)}  ${'LCP ms'.padStart(13)}  ${'TBT ms'.padStart(13)}  ${'CLS'.padStart(13)}`,
);
const pages: Record<string, Record<Side, Record<string, number | number[]>>> = {};
for (const page of PAGE_NAMES) {
  const name = pageName(page);
  console.log(
    `  ${name.padEnd(nameWidth)} ${pair(page, (r) => r.performance, 0, 4)}  ${pair(page, (r) => r.lcpMs, 0, 5)}  ${pair(page, (r) => r.tbtMs, 0, 5)}  ${pair(page, (r) => r.cls, 3, 5)}`,
  );
  const bySide = (side: Side) => {
    const list = figures[page][side];
    return {
      performance: median(list.map((r) => r.performance)),
      lcpMs: median(list.map((r) => r.lcpMs)),
      tbtMs: median(list.map((r) => r.tbtMs)),
      cls: median(list.map((r) => r.cls)),
      performanceRuns: list.map((r) => r.performance),
      tbtMsRuns: list.map((r) => Math.round(r.tbtMs)),
    };
  };
  pages[name] = { before: bySide('before'), after: bySide('after') };
}
console.log('  Initial JS (scripts fetched until the app has taken the page over, gzipped), before | after:');
for (const page of PAGE_NAMES)
  console.log(
    `  ${pageName(page).padEnd(nameWidth)} ${(['before', 'after'] as const)
      .map((side) => {
        const js = initialJs[page][side];
        return js ? `${js.kib.toFixed(1)} KiB in ${js.scripts.length} files` : '—';
      })
      .join(' | ')}`,
  );
console.log(
  '  target (issue 27, at a benchmark index of 1,000–1,500): performance ≥ 95, TBT ≤ 200 ms, CLS 0 on each page; initial JS of a list page ≤ 150 KiB',
);
if (emulatedIndex < 1000 || emulatedIndex > 1500)
  console.log(
    `  note: the index these runs stand for (${emulatedIndex.toFixed(0)}) is outside the target's 1,000–1,500: \`--host-index 1250\` measures as if there`,
  );

mkdirSync('bench-results', { recursive: true });
writeFileSync(
  'bench-results/lighthouse.json',
  JSON.stringify(
    {
      date: new Date().toISOString(),
      runs,
      cores: cpus().length,
      node: process.version,
      loadAverage: startLoad,
      builds: Object.fromEntries(builds.map((build) => [build.side, build.label])),
      benchmarkIndex: { median: benchmarkIndex, runs: indexes },
      hostIndex: hostIndex ?? null,
      emulatedIndex: { median: emulatedIndex, runs: emulatedIndexes },
      cpuSlowdown: slowdowns,
      pages,
      initialJs,
    },
    null,
    2,
  ),
);
console.log('Figures written to bench-results/lighthouse.json');
