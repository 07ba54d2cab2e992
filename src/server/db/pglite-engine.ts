import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import type { Database } from './database.ts';
import { typeParsers } from './database.ts';
import { PreparedStatements } from './pglite-prepared.ts';

/** An embedded database, which can also give its files as one tar archive (PGlite's `dumpDataDir`). */
export interface PgliteDatabase extends Database {
  dumpFiles(): Promise<Blob>;
}

/**
 * Embedded PostgreSQL (WASM) kept in a folder, or in memory when `dataDir` is undefined; `startFrom` is a dump of
 * another one's files (`dumpFiles`) to start with instead of an empty database.
 */
export async function openPglite(dataDir: string | undefined, startFrom?: Blob): Promise<PgliteDatabase> {
  const pg = await PGlite.create(dataDir, {
    parsers: typeParsers,
    extensions: { pg_trgm, unaccent, fuzzystrmatch },
    ...(startFrom ? { loadDataDir: startFrom } : {}),
  });
  await pg.exec("SET TIME ZONE 'UTC'");
  const prepared = new PreparedStatements(pg);
  return {
    engine: 'pglite',
    query: (text, params = []) => prepared.query(text, params),
    exec: async (sqlText) => {
      await pg.exec(sqlText);
    },
    transaction: async (work) => {
      let open = true;
      const whileOpen = () => {
        if (!open) throw new Error('The transaction has ended');
      };
      try {
        return await pg.transaction((tx) =>
          work({
            query: (text, params = []) => {
              whileOpen();
              return prepared.queryInTransaction(text, params);
            },
            exec: async (sqlText) => {
              whileOpen();
              await tx.exec(sqlText);
            },
          }),
        );
      } finally {
        open = false;
      }
    },
    close: () => pg.close(),
    dumpFiles: () => pg.dumpDataDir('none'),
  };
}
