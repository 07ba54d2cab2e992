import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Database } from '../../src/server/db/database.ts';
import { openDatabase } from '../../src/server/db/open-database.ts';
import type { Build } from './builds.ts';
import { startServer } from './server-process.ts';

export type Engine = 'pglite' | 'postgres';

/** Where one engine's seeded data is, per build: the environment a server of that build starts with. */
export interface EngineData {
  readonly engine: Engine;
  /** DATA_DIR and DATABASE_URL for a server of `build`. */
  env(build: Build): Record<string, string>;
  /** The after build's database, opened in this process (request lists, direct SQL, the staleness write). */
  open(): Promise<Database>;
  /** What differs from "the same seeded database for both builds", if anything. */
  readonly notes: string[];
}

interface PrepareOptions {
  engine: Engine;
  scale: number;
  builds: readonly Build[];
  /** PostgreSQL's address (postgres only). */
  databaseUrl: string | undefined;
  port: number;
  logDir: string;
  /**
   * Called once the after build's data is ready; gives a request of each call, asked of the before build to check
   * it works on that database.
   */
  onSeeded: (open: () => Promise<Database>) => Promise<string[]>;
}

const SEED_TIMEOUT_MS = 90 * 60_000;

/**
 * Seeds the engine's data set with the after build (its own server start migrates and seeds an empty database, at
 * SEED_SCALE), and gives the before build the same data: on PostgreSQL the same database (servers run one after
 * another), on PGlite a copy of the data folder (a folder admits one process, and the copy keeps the after build's
 * folder as that build left it). The before build ignores the tables and indexes of later migrations; if it does not
 * answer on them, it gets a database of its own, seeded by itself with the same seed.
 */
export async function prepareEngineData(options: PrepareOptions): Promise<EngineData> {
  const { engine, scale } = options;
  const filesDir = (build: Build) => path.resolve(`bench-results/files-${engine}-${build.side}`);
  const afterDir = path.resolve(`bench-results/pglite-scale${scale}`);
  const notes: string[] = [];
  const own = new Map<Build['side'], Record<string, string>>();
  const env = (build: Build): Record<string, string> => {
    const base = { SEED_SCALE: String(scale) };
    const separate = own.get(build.side);
    if (separate) return { ...base, ...separate };
    if (engine === 'postgres') return { ...base, DATABASE_URL: options.databaseUrl ?? '', DATA_DIR: filesDir(build) };
    return {
      ...base,
      DATABASE_URL: '',
      DATA_DIR: build.side === 'after' ? afterDir : path.resolve(`bench-results/pglite-scale${scale}-before`),
    };
  };
  const open = () =>
    openDatabase(engine === 'postgres' ? { databaseUrl: options.databaseUrl, poolSize: 20 } : { dataDir: afterDir });
  const after = options.builds.find((build) => build.side === 'after');
  const before = options.builds.find((build) => build.side === 'before');
  if (!after) throw new Error('no after build');

  const stampFile = `${afterDir}.migrations.json`;
  const migrations = migrationFiles(after);
  if (engine === 'pglite' && existsSync(afterDir) && !sameMigrations(stampFile, migrations)) {
    // A migration it holds was changed or removed since (the tree is being worked on): its schema is not the build's.
    console.log(`  ${afterDir} was migrated by other migration files than the after build's: seeding it again`);
    rmSync(afterDir, { recursive: true, force: true });
  }
  const seeding = performance.now();
  await startOnce(after, env(after), options, 'prepare');
  if (engine === 'pglite') writeFileSync(stampFile, `${JSON.stringify(migrations, null, 2)}\n`);
  console.log(
    `  ${after.side} build's data ready (migrated, seeded at scale ${scale} if it was empty) in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
  );
  const probePaths = await options.onSeeded(open);
  if (!before) return { engine, env, open, notes };

  if (engine === 'pglite') {
    const beforeDir = env(before).DATA_DIR ?? '';
    rmSync(beforeDir, { recursive: true, force: true });
    cpSync(afterDir, beforeDir, { recursive: true, filter: (source) => !source.endsWith('.lock') });
  }
  const failures = await probe(before, env(before), options, probePaths);
  if (failures.length > 0) {
    const separate =
      engine === 'postgres'
        ? {
            DATABASE_URL: await separateDatabase(options.databaseUrl ?? '', 'bench_before'),
            DATA_DIR: filesDir(before),
          }
        : { DATABASE_URL: '', DATA_DIR: path.resolve(`bench-results/pglite-scale${scale}-before-${before.label}`) };
    own.set(before.side, separate);
    notes.push(
      `the before build failed on the after build's database (${failures.join('; ')}): it runs on a database of its own, seeded by itself with the same seed`,
    );
    console.log(`  note: ${notes.at(-1)}`);
    const started = performance.now();
    await startOnce(before, env(before), options, 'prepare-own');
    console.log(`  before build's own data ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  return { engine, env, open, notes };
}

/** The build's migration files by name, each with a hash of its text. */
function migrationFiles(build: Build): Record<string, string> {
  const dir = path.join(build.root, 'src/server/db/migrations');
  return Object.fromEntries(
    readdirSync(dir)
      .filter((name) => name.endsWith('.sql'))
      .sort()
      .map((name) => [
        name,
        createHash('sha256')
          .update(readFileSync(path.join(dir, name)))
          .digest('hex'),
      ]),
  );
}

/** Whether every migration recorded as having made the folder is still one of `current`, unchanged. */
function sameMigrations(stampFile: string, current: Record<string, string>): boolean {
  if (!existsSync(stampFile)) return false;
  const previous = JSON.parse(readFileSync(stampFile, 'utf8')) as Record<string, string>;
  return Object.entries(previous).every(([name, hash]) => current[name] === hash);
}

/** One start of the build's server until it is ready (migrating and seeding what it must), then stopped. */
async function startOnce(
  build: Build,
  env: Record<string, string>,
  options: PrepareOptions,
  purpose: string,
): Promise<void> {
  const server = await startServer(build, {
    port: options.port,
    env,
    logFile: path.join(options.logDir, `${options.engine}-${build.side}-${purpose}.log`),
    timeoutMs: SEED_TIMEOUT_MS,
  });
  await server.stop();
}

/** The paths the build answered with a 5xx (or not at all), each asked once after it is ready. */
async function probe(
  build: Build,
  env: Record<string, string>,
  options: PrepareOptions,
  paths: readonly string[],
): Promise<string[]> {
  const logFile = path.join(options.logDir, `${options.engine}-${build.side}-probe.log`);
  const server = await startServer(build, { port: options.port, env, logFile, timeoutMs: SEED_TIMEOUT_MS }).catch(
    () => undefined,
  );
  if (!server) return [`it did not start (${logFile})`];
  const failures: string[] = [];
  try {
    for (const requestPath of paths) {
      const status = await fetch(`${server.origin}${requestPath}`, { signal: AbortSignal.timeout(120_000) }).then(
        (r) => r.status,
        () => 0,
      );
      if (status === 0 || status >= 500)
        failures.push(`${requestPath.split('?')[0] ?? requestPath} ${status || 'no answer'}`);
    }
  } finally {
    await server.stop();
  }
  return failures;
}

/** A new, empty database beside the one at `url` (dropped first if a previous run left it). */
async function separateDatabase(url: string, name: string): Promise<string> {
  const admin = await openDatabase({ databaseUrl: url, poolSize: 1 });
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.close();
  }
  const separate = new URL(url);
  separate.pathname = `/${name}`;
  return separate.toString();
}
