import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import type { Database } from '../../src/server/db/database.ts';
import { openDatabase } from '../../src/server/db/open-database.ts';
import { migrate } from '../../src/server/db/migrate.ts';
import { openPglite } from '../../src/server/db/pglite-engine.ts';
import { pragueToday } from '../../src/shared/domain/prague-time.ts';
import { runSeed } from '../../src/server/seed/run-seed.ts';
import { adminQuery } from './postgres-admin.ts';
import { TEST_SEED_OPTIONS } from './seeded-database.ts';

/** The run's seeded database (`seeded-database.setup.ts`); undefined when vitest runs without that global setup. */
const seeded = inject('seededDatabase');

/**
 * The data set API tests run against, generated for the run's day so that the calls' default date ranges (today →
 * one year) see the seeded events.
 */
export const TEST_SEED = { ...TEST_SEED_OPTIONS, today: seeded?.today ?? pragueToday() } as const;

const migratedAndSeeded = async (db: Database) => {
  await migrate(db);
  await runSeed(db, TEST_SEED);
};

/**
 * A migrated, seeded database of its own for one test file: PGlite in memory, or — when TEST_DATABASE_URL names a
 * PostgreSQL server — a fresh database there, dropped on close. Each starts as a copy of the run's seeded database.
 */
export async function openTestDatabase(): Promise<Database> {
  if (seeded?.engine === 'pglite') return openPglite(undefined, new Blob([await readFile(seeded.dump)]));
  if (seeded?.engine === 'postgres') return openOnTestEngine(seeded.template, async () => undefined);
  return openOnTestEngine(undefined, migratedAndSeeded);
}

/** Like openTestDatabase, with the schema only: for tests that write every row they read. */
export async function openEmptyTestDatabase(): Promise<Database> {
  return openOnTestEngine(undefined, migrate);
}

/** A new database, copied from `template` when given, then `prepare`d. */
async function openOnTestEngine(
  template: string | undefined,
  prepare: (db: Database) => Promise<unknown>,
): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const db = await openDatabase({ dataDir: undefined });
    await prepare(db);
    return db;
  }

  const name = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(serverUrl, template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = await openDatabase({ databaseUrl: url.toString(), poolSize: 5 });
  await prepare(db);
  return {
    ...db,
    async close() {
      await db.close();
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
