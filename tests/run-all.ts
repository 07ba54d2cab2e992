import { spawn, spawnSync } from 'node:child_process';
import { relative } from 'node:path';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

/**
 * `npm test`: every runner in turn — lint beside typecheck, vitest on PGlite, vitest on PostgreSQL
 * (when DATABASE_URL is set), the production build, Playwright — then one summary line
 * `N passed, N failed` summed over all of them. Exits non-zero on any failure.
 */
interface Tally {
  passed: number;
  failed: number;
  skipped: number;
}
const total: Tally = { passed: 0, failed: 0, skipped: 0 };
const report: string[] = [];
const failures: string[] = [];

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): number {
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  return result.status ?? 1;
}

function count(name: string, tally: Tally): void {
  total.passed += tally.passed;
  total.failed += tally.failed;
  total.skipped += tally.skipped;
  report.push(
    `${name}: ${tally.passed} passed, ${tally.failed} failed${tally.skipped ? `, ${tally.skipped} skipped` : ''}`,
  );
}

/** A runner that is one check: passed when it exits 0. */
function counted(name: string, status: number): boolean {
  const ok = status === 0;
  count(name, { passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0 });
  return ok;
}

function check(name: string, command: string, args: string[]): boolean {
  return counted(name, run(command, args));
}

/** Checks that each keep one core busy run side by side; each is counted as `check` counts it. */
async function checksTogether(checks: { name: string; command: string; args: string[] }[]): Promise<void> {
  const statuses = await Promise.all(
    checks.map(
      ({ command, args }) =>
        new Promise<number>((done) => {
          spawn(command, args, { stdio: 'inherit' })
            .on('close', (status) => done(status ?? 1))
            .on('error', () => done(1));
        }),
    ),
  );
  checks.forEach(({ name }, index) => counted(name, statuses[index] ?? 1));
}

interface VitestJson {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  success: boolean;
  testResults: { name: string; assertionResults: { fullName: string; status: string }[] }[];
}

function vitest(name: string, outputFile: string, env: NodeJS.ProcessEnv, filters: string[] = []): void {
  rmSync(outputFile, { force: true });
  const status = run(
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${outputFile}`, ...filters],
    env,
  );
  if (!existsSync(outputFile)) {
    count(name, { passed: 0, failed: 1, skipped: 0 });
    return;
  }
  const json = JSON.parse(readFileSync(outputFile, 'utf8')) as VitestJson;
  for (const file of json.testResults) {
    for (const test of file.assertionResults) {
      if (test.status === 'failed') failures.push(`${name}: ${relative(process.cwd(), file.name)} › ${test.fullName}`);
    }
  }
  const failed = json.numFailedTests + (status !== 0 && json.numFailedTests === 0 ? 1 : 0);
  count(name, { passed: json.numPassedTests, failed, skipped: json.numPendingTests + json.numTodoTests });
}

interface PlaywrightJson {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
}

function playwright(): void {
  const outputFile = 'test-results/e2e-results.json';
  rmSync(outputFile, { force: true });
  const status = run('npx', ['playwright', 'test']);
  if (!existsSync(outputFile)) {
    count('playwright', { passed: 0, failed: 1, skipped: 0 });
    return;
  }
  const { stats } = JSON.parse(readFileSync(outputFile, 'utf8')) as PlaywrightJson;
  const failed = stats.unexpected + stats.flaky + (status !== 0 && stats.unexpected === 0 ? 1 : 0);
  count('playwright', { passed: stats.expected, failed, skipped: stats.skipped });
}

console.log(`[test] Node.js ${process.version}`);
rmSync('test-results/summary.txt', { force: true });
const { DATABASE_URL: databaseUrl, ...withoutDatabase } = process.env;

await checksTogether([
  { name: 'lint', command: 'npm', args: ['run', '--silent', 'lint'] },
  { name: 'typecheck', command: 'npm', args: ['run', '--silent', 'typecheck'] },
]);
vitest('vitest (PGlite)', 'test-results/vitest-pglite.json', { ...withoutDatabase, NODE_ENV: 'test' });
if (databaseUrl) {
  vitest(
    'vitest (PostgreSQL)',
    'test-results/vitest-postgres.json',
    { ...withoutDatabase, NODE_ENV: 'test', TEST_DATABASE_URL: databaseUrl },
    ['src/server', 'tests'],
  );
}
const built = check('build', 'npx', ['vite', 'build']);
if (built) playwright();
else count('playwright (not run: build failed)', { passed: 0, failed: 1, skipped: 0 });

const summary = `${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`;
mkdirSync('test-results', { recursive: true });
writeFileSync('test-results/summary.txt', `${summary}\n`);
console.log('');
for (const line of report) console.log(`  ${line}`);
// The summary's tail is often all a CI log keeps: name what failed there too.
for (const line of failures) console.log(`  failed: ${line}`);
console.log(summary);
process.exit(total.failed > 0 ? 1 : 0);
