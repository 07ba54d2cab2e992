import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { typeParsers } from './database.ts';
import { PreparedStatements } from './pglite-prepared.ts';

describe('PGlite statements kept prepared', () => {
  let pg: PGlite;
  let statements: PreparedStatements;
  const preparedNames = async () =>
    (await pg.query<{ name: string }>('SELECT name FROM pg_prepared_statements ORDER BY name')).rows.map(
      (row) => row.name,
    );

  beforeAll(async () => {
    pg = await PGlite.create({ parsers: typeParsers });
    await pg.exec(`SET TIME ZONE 'UTC';
      CREATE TABLE things (id int PRIMARY KEY, title text, data jsonb, tags int[], open boolean, at timestamptz, n bigint)`);
    statements = new PreparedStatements(pg, 4);
  });
  afterAll(() => pg.close());

  it('gives the rows PGlite query gives, for every kind of parameter, and prepares a statement once', async () => {
    const execProtocol = vi.spyOn(pg, 'execProtocol');
    const insert = 'INSERT INTO things VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING *';
    await statements.query(insert, [
      1,
      'Sklep „U Kučerů"',
      { a: [1, 'b'], c: null },
      [3, 4],
      true,
      '2026-11-24T08:00:00.000Z',
      9_007_199_254,
    ]);
    await statements.query(insert, [2, null, [1, 2], [], false, null, null]);
    // Prepared by the first call, then one message per run.
    expect(execProtocol).toHaveBeenCalledTimes(3);
    execProtocol.mockRestore();
    const select = 'SELECT * FROM things WHERE id = ANY($1::int[]) AND (title IS NULL OR title LIKE $2) ORDER BY id';
    const mine = await statements.query(select, [[1, 2], '%Kuč%']);
    expect(mine).toEqual((await pg.query(select, [[1, 2], '%Kuč%'])).rows);
    expect(mine).toEqual([
      {
        id: 1,
        title: 'Sklep „U Kučerů"',
        data: { a: [1, 'b'], c: null },
        tags: [3, 4],
        open: true,
        at: '2026-11-24T08:00:00.000Z',
        n: 9_007_199_254,
      },
      { id: 2, title: null, data: [1, 2], tags: [], open: false, at: null, n: null },
    ]);
  });

  it('fails as PGlite does on a bad statement or a broken constraint, and goes on working', async () => {
    await expect(statements.query('SELECT * FROM nothing_here WHERE id = $1', [1])).rejects.toThrow(/nothing_here/);
    const insert = 'INSERT INTO things (id) VALUES ($1)';
    await statements.query(insert, [10]);
    await expect(statements.query(insert, [10])).rejects.toMatchObject({ code: '23505' });
    expect(await statements.query('SELECT id FROM things WHERE id = $1', [10])).toEqual([{ id: 10 }]);
  });

  it('runs inside the caller’s transaction: its writes roll back with it, and statements prepared there stay usable', async () => {
    const insert = 'INSERT INTO things (id, title) VALUES ($1, $2)';
    const titled = 'SELECT id FROM things WHERE title = $1 ORDER BY id';
    const failed = await pg
      .transaction(async () => {
        await statements.queryInTransaction(insert, [30, 'v transakci']);
        expect(await statements.queryInTransaction(titled, ['v transakci'])).toEqual([{ id: 30 }]);
        await statements.queryInTransaction(insert, [30, 'podruhé']);
      })
      .catch((error: unknown) => error);
    expect(failed).toMatchObject({ code: '23505' });
    expect(await statements.query(titled, ['v transakci'])).toEqual([]);
    await pg.transaction(async () => {
      await statements.queryInTransaction(insert, [31, 'v transakci']);
    });
    expect(await statements.query(titled, ['v transakci'])).toEqual([{ id: 31 }]);
  });

  it('keeps at most its number of statements, closing the oldest', async () => {
    for (let id = 40; id < 47; id += 1)
      await statements.query(`SELECT id FROM things WHERE id = $1 AND ${id} > 0`, [id]);
    const names = await preparedNames();
    expect(names).toHaveLength(4);
    expect(await statements.query('SELECT id FROM things WHERE id = $1 AND 40 > 0', [10])).toEqual([{ id: 10 }]);
    expect(await preparedNames()).toHaveLength(4);
  });

  it('waits for an open transaction instead of running inside it', async () => {
    const count = 'SELECT count(*)::int AS n FROM things WHERE id = $1';
    await statements.query(count, [20]);
    let finish = () => {};
    let inserted = () => {};
    const insertedYet = new Promise<void>((resolve) => {
      inserted = resolve;
    });
    const rolledBack = pg
      .transaction(async (tx) => {
        await tx.query('INSERT INTO things (id) VALUES (20)');
        inserted();
        await new Promise<void>((resolve) => {
          finish = resolve;
        });
        throw new Error('roll back');
      })
      .catch((error: unknown) => error);
    await insertedYet;
    const counted = statements.query<{ n: number }>(count, [20]);
    finish();
    expect(await rolledBack).toBeInstanceOf(Error);
    expect(await counted).toEqual([{ n: 0 }]);
  });

  it('lets the event loop take a turn before each statement: a request that arrives meanwhile is read before the rest run', async () => {
    const done: string[] = [];
    const statementsUnderWay = Array.from({ length: 10 }, (_, i) =>
      statements.query('SELECT $1::int AS n', [i]).then(() => done.push(`statement ${i}`)),
    );
    setImmediate(() => done.push('what arrived meanwhile'));
    await Promise.all(statementsUnderWay);
    expect(done.slice(0, -1)).toContain('what arrived meanwhile');
  });

  it('refuses a statement as PGlite does once the database is closed (a server stopping)', async () => {
    const closing = await PGlite.create();
    await closing.close();
    await expect(new PreparedStatements(closing).query('SELECT 1 AS n', [])).rejects.toThrow('PGlite is closed');
  });
});
