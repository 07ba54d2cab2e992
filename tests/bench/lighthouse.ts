import { spawn, execSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { pageInitialJsKiB } from './page-initial-js.ts';

/**
 * `npm run lighthouse`: Lighthouse's mobile performance score (its default: emulated mid-range phone,
 * throttled 4G) for the home page, a list page and a detail page of the built app, served by our own
 * server on the seeded data set; the median of RUNS runs per page.
 */
const RUNS = 3;
const port = 4393;
const origin = `http://127.0.0.1:${port}`;
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

async function startServer() {
  const child = spawn('node', ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: 'bench-results/lighthouse-data',
      DATABASE_URL: '',
      NODE_ENV: 'production',
    },
    stdio: 'ignore',
  });
  for (let i = 0; i < 1800; i += 1) {
    try {
      const health = (await (await fetch(`${origin}/api/health`)).json()) as { seeded?: boolean };
      if (health.seeded) return child;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error('the server did not start');
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

mkdirSync('bench-results', { recursive: true });
if (!existsSync('dist/index.html')) execSync('npx vite build', { stdio: 'ignore' });
const server = await startServer();
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
const results: Record<string, { scores: number[]; lcpMs: number[]; tbtMs: number[]; cls: number[] }> = {};
let listInitialJs: { kib: number; scripts: string[] } | undefined;
try {
  const list = (await (await fetch(`${origin}/api/wineEntity?locale=cs&t=winemaker&limit=1`)).json()) as {
    items: { url: string }[];
  };
  const pages = { home: '/cs', list: '/cs/vinari', detail: list.items[0]?.url ?? '/cs' };
  for (const [name, path] of Object.entries(pages)) {
    const page: { scores: number[]; lcpMs: number[]; tbtMs: number[]; cls: number[] } = {
      scores: [],
      lcpMs: [],
      tbtMs: [],
      cls: [],
    };
    results[`${name} ${path}`] = page;
    let failed = 0;
    while (page.scores.length < RUNS) {
      const answer = await lighthouse(`${origin}${path}`, {
        port: chrome.port,
        onlyCategories: ['performance'],
        output: 'json',
        logLevel: 'error',
      });
      const lhr = answer?.lhr;
      if (!lhr) throw new Error(`no Lighthouse result for ${path}`);
      // Lighthouse now and then loses the trace (NO_NAVSTART and the like): such a run has no figures, so it is run again.
      if (lhr.runtimeError) {
        failed += 1;
        if (failed > RUNS) throw new Error(`Lighthouse failed on ${path}: ${lhr.runtimeError.code}`);
        console.log(`  ${path}: ${lhr.runtimeError.code}, run again`);
        continue;
      }
      page.scores.push(Math.round((lhr.categories.performance?.score ?? 0) * 100));
      page.lcpMs.push(lhr.audits['largest-contentful-paint']?.numericValue ?? 0);
      page.tbtMs.push(lhr.audits['total-blocking-time']?.numericValue ?? 0);
      page.cls.push(lhr.audits['cumulative-layout-shift']?.numericValue ?? 0);
    }
  }
  listInitialJs = await pageInitialJsKiB(`${origin}/cs/vinari`, chromePath);
} finally {
  await chrome.kill();
  server.kill('SIGTERM');
}
console.log(`Lighthouse ${RUNS} runs per page, mobile preset, median:`);
console.log('  page                                   performance   LCP ms   TBT ms    CLS');
const report: Record<string, unknown> = {};
for (const [page, r] of Object.entries(results)) {
  report[page] = {
    performance: median(r.scores),
    lcpMs: median(r.lcpMs),
    tbtMs: median(r.tbtMs),
    cls: median(r.cls),
    runs: r.scores,
  };
  console.log(
    `  ${page.padEnd(38)} ${String(median(r.scores)).padStart(11)} ${median(r.lcpMs).toFixed(0).padStart(8)} ${median(r.tbtMs).toFixed(0).padStart(8)} ${median(r.cls).toFixed(3).padStart(6)}`,
  );
}
if (listInitialJs) {
  console.log(
    `Initial JS of a list page (/cs/vinari: scripts fetched before the app's first render, gzipped): ${listInitialJs.kib.toFixed(1)} KiB in ${listInitialJs.scripts.length} files`,
  );
  report.listPageInitialJsKiB = Number(listInitialJs.kib.toFixed(1));
}
writeFileSync('bench-results/lighthouse.json', JSON.stringify(report, null, 2));
