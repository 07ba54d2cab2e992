import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import type { Database, Queryable } from '../src/server/db/database.ts';
import { PUBLIC_FORM_LIMITS } from '../src/server/lib/auth/public-form-limits.ts';
import { VALID_REQUESTS } from '../src/shared/forms/request-examples.ts';
import { REQUEST_FORM_KINDS } from '../src/shared/forms/request-kinds.ts';
import { toRequestPayload } from '../src/shared/forms/request-payload.ts';
import { openSmtpInbox } from './support/smtp-inbox.ts';
import { createTestAccount } from './support/test-account.ts';
import { openTestDatabase } from './support/test-database.ts';

type Answer<T = unknown> = { status: number; body: T };
type TripAnswer = { trip: { id: string; title: string } };

const WRITES_TRIP = /\b(INSERT INTO|UPDATE) trips\b/;
const STORES_KEY = /\b(INSERT INTO|UPDATE) idempotency_keys\b/;

/**
 * The database behind a connection that can be cut once: when armed, the first statement storing an Idempotency-Key
 * after a statement that wrote a trip fails, as a connection dropped at that moment would (the server then rolls back
 * whatever that connection had not committed).
 */
function cuttableDatabase(db: Database) {
  const line = { armed: false, wroteTrip: false, cuts: 0 };
  const watched =
    (target: Queryable): Queryable['query'] =>
    async (text, params) => {
      if (line.armed && WRITES_TRIP.test(text)) line.wroteTrip = true;
      if (line.armed && line.wroteTrip && STORES_KEY.test(text)) {
        Object.assign(line, { armed: false, wroteTrip: false, cuts: line.cuts + 1 });
        throw new Error('Connection terminated unexpectedly');
      }
      return target.query(text, params);
    };
  const cuttable: Database = {
    ...db,
    query: watched(db),
    transaction: (work) => db.transaction((tx) => work({ ...tx, query: watched(tx) })),
  };
  return { db: cuttable, line };
}

/** A free port on loopback for a server process. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/**
 * The real server (src/server/main.ts) in a process of its own, on the given database; resolves with its address
 * once it answers. The process is added to `started` at once, so it is stopped even when it never answers.
 */
async function startServerProcess(databaseUrl: string, dataDir: string, started: ChildProcess[]): Promise<string> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      NODE_ENV: 'test',
      SMTP_URL: '',
      PUBLIC_URL: base,
    },
    stdio: 'ignore',
  });
  started.push(child);
  for (let i = 0; i < 1500; i += 1) {
    if (child.exitCode !== null) throw new Error(`the server process ended (${child.exitCode})`);
    const health = await fetch(`${base}/api/health`).catch(() => undefined);
    if (health?.ok) return base;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server process did not start');
}

/**
 * An Idempotency-Key and its write commit together (issue points 11 and 12, DESIGN.md): concurrent copies of one
 * request make one effect, in one process and across processes; a write whose connection broke before its key was
 * stored is done once when retried; and a replay of a stored answer is answered before any rate limit counts it.
 */
describe('Idempotency-Key: atomic with its write, and replays are not attempts', () => {
  let db: Database;
  let app: Hono;
  let line: ReturnType<typeof cuttableDatabase>['line'];
  let inbox: Awaited<ReturnType<typeof openSmtpInbox>>;
  let keyCounter = 0;
  const newKey = () => `concurrency-${process.pid}-${(keyCounter += 1)}`;

  beforeAll(async () => {
    db = await openTestDatabase();
    inbox = await openSmtpInbox();
    const cuttable = cuttableDatabase(db);
    line = cuttable.line;
    const config = {
      ...loadConfig({ NODE_ENV: 'test', DATA_DIR: '.data-test' }),
      checkResponses: true,
      smtpUrl: inbox.url,
    };
    ({ app } = createApp({ db: cuttable.db, config }));
  });
  afterAll(async () => {
    await db.close();
    await inbox.close();
  });

  const post = async <T>(target: string, body: unknown, headers: Record<string, string> = {}): Promise<Answer<T>> => {
    const init = {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json', ...headers },
    };
    const response = target.startsWith('http') ? await fetch(target, init) : await app.request(target, init);
    return { status: response.status, body: (await response.json()) as T };
  };
  const tripCount = async (userId: string) =>
    (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM trips WHERE user_id = $1', [userId]))[0]?.n;

  /** 30 keys, each sent twice at the same moment, as a trip create without a client id (not idempotent by itself). */
  const createTwiceAtOnce = async (bases: readonly [string, string]) => {
    const { userId, token } = await createTestAccount(db, 'Souběh');
    const keys = Array.from({ length: 30 }, newKey);
    const send = (base: string, key: string, i: number) =>
      post<TripAnswer>(
        `${base}/api/trip/create`,
        { title: `Výlet ${i}`, description: '', userId },
        { Authorization: `Bearer ${token}`, 'Idempotency-Key': key },
      );
    const pairs = await Promise.all(keys.map((key, i) => Promise.all(bases.map((base) => send(base, key, i)))));
    for (const [first, second] of pairs) {
      expect(first?.status).toBe(200);
      expect(second?.body).toEqual(first?.body);
    }
    expect(new Set(pairs.map(([first]) => first?.body.trip.id)).size).toBe(30);
    expect(await tripCount(userId)).toBe(30);
  };

  it('30 keys × 2 concurrent copies of a trip create without a client id, to one app: exactly 30 trips', async () => {
    await createTwiceAtOnce(['', '']);
  });

  // PGlite is embedded in one process and its data folder is refused to a second one, so two processes cannot share it:
  // this part is defined only where the suite runs on PostgreSQL (CI runs it there).
  if (process.env.TEST_DATABASE_URL)
    describe('two server processes on one PostgreSQL database', () => {
      const servers: ChildProcess[] = [];
      const dataDirs: string[] = [];
      afterAll(async () => {
        await Promise.all(
          servers
            .filter((child) => child.exitCode === null)
            .map(
              (child) =>
                new Promise((resolve) => {
                  child.once('exit', resolve);
                  child.kill('SIGTERM');
                }),
            ),
        );
        for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
      });

      it('30 keys × 2 concurrent copies of a trip create without a client id, one copy to each process: exactly 30 trips', async () => {
        const [{ name }] = (await db.query<{ name: string }>('SELECT current_database() AS name')) as [
          { name: string },
        ];
        const url = new URL(process.env.TEST_DATABASE_URL ?? '');
        url.pathname = `/${name}`;
        const [first, second] = await Promise.all(
          [0, 1].map(() => {
            const dir = mkdtempSync(path.join(tmpdir(), 'idempotency-server-'));
            dataDirs.push(dir);
            return startServerProcess(url.toString(), dir, servers);
          }),
        );
        await createTwiceAtOnce([first ?? '', second ?? '']);
      }, 240_000);
    });

  describe('a write whose connection broke after the write, before its key was stored', () => {
    it('trip create: the retry answers one trip, and no second trip is made', async () => {
      const { userId, token } = await createTestAccount(db, 'Přerušení');
      const headers = { Authorization: `Bearer ${token}`, 'Idempotency-Key': newKey() };
      const create = () =>
        post<TripAnswer>('/api/trip/create', { title: 'Přerušený výlet', description: '', userId }, headers);
      line.armed = true;
      const cutsBefore = line.cuts;
      expect((await create()).status).toBe(500);
      expect(line.cuts).toBe(cutsBefore + 1);
      const retry = await create();
      expect(retry.status).toBe(200);
      expect((await create()).body).toEqual(retry.body);
      expect(await tripCount(userId)).toBe(1);
      expect((await db.query<{ id: string }>('SELECT id FROM trips WHERE user_id = $1', [userId]))[0]?.id).toBe(
        retry.body.trip.id,
      );
    });

    it('trip delete: the retry is 200 (not 404), and the trip is gone', async () => {
      const { userId, token } = await createTestAccount(db, 'Přerušení');
      const tripId = randomUUID();
      const auth = { Authorization: `Bearer ${token}` };
      expect(
        (await post('/api/trip/create', { id: tripId, title: 'Ke smazání', description: '', userId }, auth)).status,
      ).toBe(200);
      const headers = { ...auth, 'Idempotency-Key': newKey() };
      const remove = () => post('/api/trip/delete', { tripId, userId }, headers);
      line.armed = true;
      const cutsBefore = line.cuts;
      expect((await remove()).status).toBe(500);
      expect(line.cuts).toBe(cutsBefore + 1);
      const retry = await remove();
      expect(retry).toEqual({ status: 200, body: { status: 'OK' } });
      expect(await remove()).toEqual(retry);
      expect((await db.query('SELECT 1 FROM trips WHERE id = $1 AND deleted_at IS NULL', [tripId])).length).toBe(0);
    });
  });

  describe('a replay of a stored answer is answered before the rate limits and does not count', () => {
    it('request form save: replays beyond the limit get the stored answer, leave the attempts free, and still do after the limit is used up', async () => {
      const payload = toRequestPayload('e-shop', VALID_REQUESTS['e-shop']);
      const save = (key?: string) =>
        post<{ id: number }>(REQUEST_FORM_KINDS['e-shop'].savePath, payload, key ? { 'Idempotency-Key': key } : {});
      const key = newKey();
      const first = await save(key);
      expect(first.status).toBe(200);
      for (let i = 0; i < PUBLIC_FORM_LIMITS.requestSave.limit; i += 1) expect(await save(key)).toEqual(first);
      // Only the first save was an attempt: the rest of the limit is still there.
      let used = 1;
      while ((await save()).status === 200) used += 1;
      expect(used).toBe(PUBLIC_FORM_LIMITS.requestSave.limit);
      expect(await save(key)).toEqual(first);
    });

    it('newsletter: replays beyond the per-e-mail limit get the stored answer, leave the attempts free, and still do after the limit is used up', async () => {
      const input = { email: 'opakovani@example.cz', interests: ['veřejnost'], locale: 'cs' };
      const subscribe = (key?: string) =>
        post<{ id: string; status: string }>('/api/newsletter/save', input, key ? { 'Idempotency-Key': key } : {});
      const key = newKey();
      const first = await subscribe(key);
      expect(first).toEqual({ status: 200, body: { id: expect.any(String), status: 'success' } });
      for (let i = 0; i < PUBLIC_FORM_LIMITS.newsletterPerEmail.limit; i += 1)
        expect(await subscribe(key)).toEqual(first);
      let used = 1;
      while ((await subscribe()).status === 200) used += 1;
      expect(used).toBe(PUBLIC_FORM_LIMITS.newsletterPerEmail.limit);
      expect(await subscribe(key)).toEqual(first);
      // The welcome mail went out once, after the subscription committed; no replay mailed again.
      expect(inbox.mails.filter((mail) => mail.to.includes(input.email))).toHaveLength(1);
    });
  });
});
