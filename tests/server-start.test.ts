import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import {
  healthStatus,
  serving,
  servesOrExits,
  startServerProcess,
  type ServerProcess,
} from './support/server-process.ts';

/** Real server processes started side by side: on one embedded data folder, and on one PostgreSQL database. */
const root = mkdtempSync(path.join(tmpdir(), 'server-start-'));
const started: ServerProcess[] = [];
const START_TIMEOUT_MS = 240_000;

async function start(env: NodeJS.ProcessEnv): Promise<ServerProcess> {
  const server = await startServerProcess({ STATIC_DIR: path.join(root, 'no-static-files'), ...env });
  started.push(server);
  return server;
}

afterAll(async () => {
  await Promise.all(started.map((server) => server.stop()));
  rmSync(root, { recursive: true, force: true });
});

describe('one process per embedded data folder', () => {
  const dataDir = path.join(root, 'data');
  const refusal = `The data folder ${dataDir} is already in use by another server process`;
  let first: ServerProcess | undefined;

  it(
    'of servers started together on one empty DATA_DIR, one serves it and the others stop with a clear message',
    async () => {
      const servers = await Promise.all([1, 2, 3].map(() => start({ DATA_DIR: dataDir })));
      const outcomes = await Promise.all(servers.map((server) => servesOrExits(server)));
      expect(outcomes.filter((outcome) => outcome === 'serving')).toHaveLength(1);
      expect(outcomes.filter((outcome) => outcome === 1)).toHaveLength(2);
      first = servers[outcomes.indexOf('serving')];
      for (const server of servers.filter((server) => server !== first)) expect(server.output()).toContain(refusal);
    },
    START_TIMEOUT_MS,
  );

  it(
    'a server started on a DATA_DIR in use stops with that message, and the one using it keeps serving',
    async () => {
      if (!first) throw new Error('no server is serving the folder');
      const second = await start({ DATA_DIR: dataDir });
      expect(await servesOrExits(second)).toBe(1);
      expect(second.output()).toContain(refusal);
      expect(second.output()).toContain(`Lock file: ${path.join(dataDir, 'pgdata.lock')}`);
      expect(await healthStatus(first.port)).toBe(200);
    },
    START_TIMEOUT_MS,
  );
});

const serverUrl = process.env.TEST_DATABASE_URL;
if (serverUrl) {
  describe('many processes on one PostgreSQL', () => {
    it(
      'three servers started together on an empty database all come up, and the data set is seeded once',
      async () => {
        const name = `server_start_${process.pid}_${randomBytes(4).toString('hex')}`;
        const admin = new pg.Client({ connectionString: serverUrl });
        await admin.connect();
        await admin.query(`CREATE DATABASE ${name}`);
        const url = new URL(serverUrl);
        url.pathname = `/${name}`;
        try {
          const servers = await Promise.all(
            [1, 2, 3].map(() => start({ DATABASE_URL: url.toString(), DATA_DIR: path.join(root, 'shared') })),
          );
          await Promise.all(servers.map((server) => serving(server)));
          const db = new pg.Client({ connectionString: url.toString() });
          await db.connect();
          const seeds = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM seed_runs');
          await db.end();
          expect(seeds.rows).toEqual([{ n: 1 }]);
          await Promise.all(servers.map((server) => server.stop()));
        } finally {
          await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
          await admin.end();
        }
      },
      START_TIMEOUT_MS,
    );
  });
}
