import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import type { Database } from '../../src/server/db/database.ts';
import { openDatabase } from '../../src/server/db/open-database.ts';
import { migrate } from '../../src/server/db/migrate.ts';
import { openPglite } from '../../src/server/db/pglite-engine.ts';
import { pragueToday } from '../../src/shared/domain/prague-time.ts';
import { runSeed } from '../../src/server/seed/run-seed.ts';
import { TEST_SEED_OPTIONS } from './seeded-database.ts';

const seeded = inject('seededDatabase');

/**
 * The data set API tests run against, generated for the run's day so that the calls' default date ranges (today →
 * one year) see the seeded events.
 */
export const TEST_SEED = { ...TEST_SEED_OPTIONS, today: seeded?.today ?? pragueToday() } as const;

/**
 * A migrated, seeded database of its own for one test file: PGlite in memory, or — when TEST_DATABASE_URL names a
 * PostgreSQL server — a fresh database there, dropped on close. Each starts as a copy of the run's seeded database.
 */
export async function openTestDatabase(): Promise<Database> {
  if (seeded?.engine === 'pglite' && !process.env.TEST_DATABASE_URL) {
    return openPglite(undefined, new Blob([await readFile(seeded.dump)]));
  }
  const template = seeded?.engine === 'postgres' ? seeded.template : undefined;
  return openOnTestEngine(template, async (db) => {
    if (template) return;
    await migrate(db);
    await runSeed(db, TEST_SEED);
  });
}

/** Like openTestDatabase, with the schema only: for tests that write every row they read. */
export async function openEmptyTestDatabase(): Promise<Database> {
  return openOnTestEngine(undefined, async (db) => {
    await migrate(db);
  });
}

async function openOnTestEngine(
  template: string | undefined,
  prepare: (db: Database) => Promise<void>,
): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const db = await openDatabase({ dataDir: undefined });
    await prepare(db);
    return db;
  }

  const name = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = await openDatabase({ databaseUrl: url.toString(), poolSize: 5 });
  await prepare(db);
  return {
    ...db,
    async close() {
      await db.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
