import { createHash } from 'node:crypto';
import {
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  truncateSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { prepareDatabase } from '../prepare-database.ts';
import { DataFolderError } from './data-folder-error.ts';

/**
 * Startup on an embedded database folder that exists but is incomplete or damaged: the server must stop with a message
 * naming the problem and the folder, and never initialise a new cluster there or seed it.
 */
const root = mkdtempSync(path.join(tmpdir(), 'data-folder-'));
const original = path.join(root, 'original');
const KEPT_EMAIL = 'kept-account@example.com';
let relationFiles: { schemaMigrations: string; pgClass: string };

const configFor = (dataDir: string) => loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, SEED_SCALE: '0.05' });
const quiet = () => undefined;

/** A copy of the prepared data folder, to damage. */
function copyOfOriginal(name: string): { dataDir: string; pgdata: string } {
  const dataDir = path.join(root, name);
  cpSync(original, dataDir, { recursive: true });
  return { dataDir, pgdata: path.join(dataDir, 'pgdata') };
}

/** Every file under `folder` with the hash of its bytes. */
function contentsOf(folder: string): Map<string, string> {
  const files = readdirSync(folder, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return new Map(
    files.map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return [path.relative(folder, file), createHash('sha256').update(readFileSync(file)).digest('hex')];
    }),
  );
}

/**
 * PG_VERSION and the files of the tables (relfilenode 16384 and above). Opening a cluster rewrites others: pg_control,
 * the WAL, and hint bits in the catalogs' pages.
 */
function dataFilesOf(folder: string): Map<string, string> {
  const relfilenodeOf = (file: string) => Number(/^base\/\d+\/(\d+)(_fsm|_vm)?(\.\d+)?$/.exec(file)?.[1] ?? 0);
  return new Map([...contentsOf(folder)].filter(([file]) => file === 'PG_VERSION' || relfilenodeOf(file) >= 16_384));
}

/** Overwrites a few bytes in the middle of the first page of a relation file (its checksum no longer matches). */
function damagePage(file: string): Buffer {
  const bytes = readFileSync(file);
  const before = Buffer.from(bytes.subarray(4000, 4016));
  bytes.write('not a valid page', 4000);
  writeFileSync(file, bytes);
  return before;
}

beforeAll(async () => {
  const db = await prepareDatabase(configFor(original), quiet);
  await db.query("INSERT INTO users (id, email, name) VALUES (gen_random_uuid(), $1, 'Kept')", [KEPT_EMAIL]);
  const filepath = async (relation: string) =>
    (await db.query<{ file: string }>('SELECT pg_relation_filepath($1) AS file', [relation]))[0]?.file ?? '';
  relationFiles = { schemaMigrations: await filepath('schema_migrations'), pgClass: await filepath('pg_class') };
  await db.close();
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('a damaged embedded database folder', () => {
  it('without PG_VERSION stops the start with a message naming the problem and the folder, and is left as it is', async () => {
    const { dataDir, pgdata } = copyOfOriginal('no-pg-version');
    unlinkSync(path.join(pgdata, 'PG_VERSION'));
    const before = contentsOf(dataDir);
    const start = prepareDatabase(configFor(dataDir), quiet);
    await expect(start).rejects.toBeInstanceOf(DataFolderError);
    await expect(start).rejects.toThrow(
      `The database folder ${pgdata} is incomplete or damaged: PG_VERSION is missing`,
    );
    expect(contentsOf(dataDir)).toEqual(before);
  });

  it('of another PostgreSQL major version is refused, naming both versions', async () => {
    const { dataDir, pgdata } = copyOfOriginal('other-version');
    writeFileSync(path.join(pgdata, 'PG_VERSION'), '16\n');
    const before = contentsOf(dataDir);
    await expect(prepareDatabase(configFor(dataDir), quiet)).rejects.toThrow(
      `The database folder ${pgdata} is incomplete or damaged: PG_VERSION says "16", the embedded engine is PostgreSQL 18`,
    );
    expect(contentsOf(dataDir)).toEqual(before);
  });

  it('with a truncated global/pg_control is refused, and is left as it is', async () => {
    const { dataDir, pgdata } = copyOfOriginal('short-control');
    truncateSync(path.join(pgdata, 'global', 'pg_control'), 100);
    const before = contentsOf(dataDir);
    await expect(prepareDatabase(configFor(dataDir), quiet)).rejects.toThrow(
      `The database folder ${pgdata} is incomplete or damaged: global/pg_control has 100 bytes instead of 8192`,
    );
    expect(contentsOf(dataDir)).toEqual(before);
  });

  it('with an unreadable page in a table the start reads is refused; its data is intact once the page is repaired', async () => {
    const { dataDir, pgdata } = copyOfOriginal('bad-page');
    const file = path.join(pgdata, relationFiles.schemaMigrations);
    const goodBytes = damagePage(file);
    const before = dataFilesOf(pgdata);
    const start = prepareDatabase(configFor(dataDir), quiet);
    await expect(start).rejects.toBeInstanceOf(DataFolderError);
    await expect(start).rejects.toThrow(
      `The database folder ${pgdata} is incomplete or damaged: reading it failed (invalid page in block 0`,
    );
    expect(dataFilesOf(pgdata)).toEqual(before);

    const bytes = readFileSync(file);
    goodBytes.copy(bytes, 4000);
    writeFileSync(file, bytes);
    const db = await prepareDatabase(configFor(dataDir), quiet);
    try {
      expect(await db.query('SELECT name FROM users WHERE email = $1', [KEPT_EMAIL])).toEqual([{ name: 'Kept' }]);
      expect(await db.query('SELECT count(*)::int AS n FROM seed_runs')).toEqual([{ n: 1 }]);
    } finally {
      await db.close();
    }
  });

  it("whose catalog the engine cannot read is refused with the engine's reason, and its data files are left as they are", async () => {
    const { dataDir, pgdata } = copyOfOriginal('bad-catalog');
    damagePage(path.join(pgdata, relationFiles.pgClass));
    const before = dataFilesOf(pgdata);
    await expect(prepareDatabase(configFor(dataDir), quiet)).rejects.toThrow(
      `The database folder ${pgdata} is incomplete or damaged: the embedded engine cannot open it`,
    );
    expect(dataFilesOf(pgdata)).toEqual(before);
  });
});
