import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import type { Database, Transaction } from './database.ts';
import { typeParsers } from './database.ts';
import { OneMessageQueries } from './pglite-one-message.ts';

/** Embedded PostgreSQL (WASM) kept in a folder, or in memory when `dataDir` is undefined. */
export async function openPglite(dataDir: string | undefined): Promise<Database> {
  const pg = await PGlite.create(dataDir, {
    parsers: typeParsers,
    extensions: { pg_trgm, unaccent, fuzzystrmatch },
  });
  await pg.exec("SET TIME ZONE 'UTC'");
  const asTransaction = (target: Pick<PGlite, 'query' | 'exec'>): Transaction => ({
    async query<Row extends object>(text: string, params: readonly unknown[] = []) {
      const result = await target.query<Row>(text, params as unknown[]);
      return result.rows;
    },
    async exec(sqlText: string) {
      await target.exec(sqlText);
    },
  });
  const oneMessage = new OneMessageQueries(pg);
  return {
    engine: 'pglite',
    ...asTransaction(pg),
    query: (text, params = []) => oneMessage.query(text, params),
    transaction: (work) => pg.transaction((tx) => work(asTransaction(tx))),
    close: () => pg.close(),
  };
}
