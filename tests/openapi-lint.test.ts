import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerApiDocsRoutes } from '../src/server/lib/http/api-docs-routes.ts';
import { allCalls } from '../src/shared/api/registry.ts';

const REDOCLY = fileURLToPath(new URL('../node_modules/@redocly/cli/bin/cli.js', import.meta.url));

interface LintReport {
  totals: { errors: number; warnings: number; ignored: number };
  problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[];
}

/** Redocly CLI's `lint` with its recommended rules, offline: no telemetry, no update check. */
async function lint(file: string): Promise<LintReport> {
  const run = promisify(execFile);
  const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' };
  const args = [REDOCLY, 'lint', '--extends=recommended', '--format=json', '--max-problems=1000', file];
  // lint exits 1 when it finds errors; the report on stdout says which.
  const { stdout } = await run(process.execPath, args, { env, maxBuffer: 64 * 1024 * 1024 }).catch((error: unknown) => {
    const output = error as { stdout?: string; stderr?: string };
    if (!output.stdout) throw new Error(`redocly lint did not report: ${output.stderr ?? String(error)}`);
    return { stdout: output.stdout };
  });
  return JSON.parse(stdout) as LintReport;
}

type Document = {
  paths: Record<string, Record<string, { security?: Record<string, string[]>[] }>>;
  components: { securitySchemes: Record<string, { type: string; scheme: string }> };
};

async function openApiDocument(): Promise<Response> {
  const app = new Hono();
  registerApiDocsRoutes(app);
  return app.request('/api/openapi.json');
}

describe('/api/openapi.json passes a standard linter', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'openapi-lint-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("has no error and no warning under Redocly's recommended rules", { timeout: 60_000 }, async () => {
    const response = await openApiDocument();
    expect(response.status).toBe(200);
    const file = join(dir, 'openapi.json');
    await writeFile(file, await response.text());
    const report = await lint(file);
    const problems = report.problems.map(
      (problem) =>
        `${problem.severity} ${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer ?? '?'}`,
    );
    expect(problems).toEqual([]);
    expect(report.totals).toEqual({ errors: 0, warnings: 0, ignored: 0 });
  });

  it('declares the bearer token on the calls that need a session, none on public ones, and either where a session is optional', async () => {
    const document = (await (await openApiDocument()).json()) as Document;
    const [scheme, ...others] = Object.entries(document.components.securitySchemes);
    expect(others).toEqual([]);
    expect(scheme?.[1]).toMatchObject({ type: 'http', scheme: 'bearer' });
    const token = { [scheme?.[0] ?? '']: [] };
    const expected = { public: [], session: [token], optional: [{}, token] };
    for (const call of allCalls) {
      const operation = document.paths[call.path.replace(/:([A-Za-z]+)/g, '{$1}')]?.[call.method.toLowerCase()];
      expect(operation?.security, `${call.method} ${call.path}`).toEqual(expected[call.auth]);
    }
  });
});
