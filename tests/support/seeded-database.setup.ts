import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrate } from '../../src/server/db/migrate.ts';
import { openPglite } from '../../src/server/db/pglite-engine.ts';
import { openPostgres } from '../../src/server/db/postgres-engine.ts';
import { runSeed } from '../../src/server/seed/run-seed.ts';
import { pragueToday } from '../../src/shared/domain/prague-time.ts';
import { adminQuery } from './postgres-admin.ts';
import { TEST_SEED_OPTIONS, type SeededDatabase } from './seeded-database.ts';

/**
 * Vitest's global setup: the test data set is migrated and seeded once per run, and each test file's database starts
 * as a copy of it (a dump of PGlite's files, or a PostgreSQL template database) instead of seeding its own.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const today = pragueToday();
  const seed = { ...TEST_SEED_OPTIONS, today };
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const template = `test_template_${process.pid}_${randomBytes(4).toString('hex')}`;
    await adminQuery(serverUrl, `CREATE DATABASE ${template}`);
    const url = new URL(serverUrl);
    url.pathname = `/${template}`;
    const db = await openPostgres(url.toString(), 2);
    await migrate(db);
    await runSeed(db, seed);
    await db.close();
    project.provide('seededDatabase', { engine: 'postgres', template, today } satisfies SeededDatabase);
    return () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
  }
  const folder = await mkdtemp(path.join(tmpdir(), 'seeded-pglite-'));
  const dump = path.join(folder, 'seeded.tar');
  const db = await openPglite(undefined);
  await migrate(db);
  await runSeed(db, seed);
  await writeFile(dump, Buffer.from(await (await db.dumpFiles()).arrayBuffer()));
  await db.close();
  project.provide('seededDatabase', { engine: 'pglite', dump, today } satisfies SeededDatabase);
  return () => rm(folder, { recursive: true, force: true });
}
