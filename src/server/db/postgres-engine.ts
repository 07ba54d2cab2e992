import pg from 'pg';
import type { Database, Transaction } from './database.ts';
import { typeParsers } from './database.ts';

/** A real PostgreSQL server through a connection pool. */
export async function openPostgres(connectionString: string, poolSize = 20): Promise<Database> {
  const pool = new pg.Pool({
    connectionString,
    max: poolSize,
    // JIT compiling pays off for analytic queries of seconds; on a catalogue's short queries a misjudged cost
    // estimate added ~100 ms of compiling to a 10 ms search.
    options: '-c TimeZone=UTC -c jit=off',
    types: {
      getTypeParser: ((oid: number, format?: string) =>
        typeParsers[oid] ?? pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
    },
  });
  // An idle connection the server ends (a restart, an administrator, a dropped test database) is removed from the
  // pool by pg; without a listener its 'error' event would end the whole process.
  pool.on('error', (error) => console.warn(`[db] an idle connection ended: ${error.message}`));
  await pool.query('SELECT 1');
  const asTransaction = (target: pg.Pool | pg.PoolClient): Transaction => ({
    async query<Row extends object>(text: string, params: readonly unknown[] = []) {
      const result = await target.query<Row & pg.QueryResultRow>(text, params as unknown[]);
      return result.rows;
    },
    async exec(sqlText: string) {
      await target.query(sqlText);
    },
  });
  return {
    engine: 'postgres',
    ...asTransaction(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(asTransaction(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
