import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { typeParsers } from './database.ts';
import { OneMessageQueries } from './pglite-one-message.ts';

describe('PGlite statements sent as one message', () => {
  let pg: PGlite;
  let queries: OneMessageQueries;

  beforeAll(async () => {
    pg = await PGlite.create({ parsers: typeParsers });
    await pg.exec(`SET TIME ZONE 'UTC';
      CREATE TABLE things (id int PRIMARY KEY, title text, data jsonb, tags int[], open boolean, at timestamptz, n bigint)`);
    queries = new OneMessageQueries(pg);
  });
  afterAll(() => pg.close());

  it('gives the rows PGlite query gives, for every kind of parameter, and learns a statement once', async () => {
    const describeQuery = vi.spyOn(pg, 'describeQuery');
    const execProtocol = vi.spyOn(pg, 'execProtocol');
    const insert = 'INSERT INTO things VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING *';
    await queries.query(insert, [
      1,
      'Sklep „U Kučerů"',
      { a: [1, 'b'], c: null },
      [3, 4],
      true,
      '2026-11-24T08:00:00.000Z',
      9_007_199_254,
    ]);
    await queries.query(insert, [2, null, [1, 2], [], false, null, null]);
    expect(describeQuery).toHaveBeenCalledTimes(1);
    expect(execProtocol).toHaveBeenCalledTimes(2);
    const select = 'SELECT * FROM things WHERE id = ANY($1::int[]) AND (title IS NULL OR title LIKE $2) ORDER BY id';
    const mine = await queries.query(select, [[1, 2], '%Kuč%']);
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
    describeQuery.mockRestore();
    execProtocol.mockRestore();
  });

  it('fails as PGlite does on a bad statement or a broken constraint, and goes on working', async () => {
    await expect(queries.query('SELECT * FROM nothing_here WHERE id = $1', [1])).rejects.toThrow(/nothing_here/);
    const insert = 'INSERT INTO things (id) VALUES ($1)';
    await queries.query(insert, [10]);
    await expect(queries.query(insert, [10])).rejects.toMatchObject({ code: '23505' });
    expect(await queries.query('SELECT id FROM things WHERE id = $1', [10])).toEqual([{ id: 10 }]);
  });

  it('waits for an open transaction instead of running inside it', async () => {
    const count = 'SELECT count(*)::int AS n FROM things WHERE id = $1';
    await queries.query(count, [20]);
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
    const counted = queries.query<{ n: number }>(count, [20]);
    finish();
    expect(await rolledBack).toBeInstanceOf(Error);
    expect(await counted).toEqual([{ n: 0 }]);
  });
});
