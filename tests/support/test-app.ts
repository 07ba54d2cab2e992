import type { Hono } from 'hono';
import { createApp } from '../../src/server/app.ts';
import { loadConfig, type ServerConfig } from '../../src/server/config.ts';
import type { Database } from '../../src/server/db/database.ts';
import type { ServerDeps } from '../../src/server/lib/server-deps.ts';
import { openTestDatabase } from './test-database.ts';

export interface TestApp {
  readonly app: Hono;
  readonly db: Database;
  /** GET a path and parse the JSON answer. */
  getJson<T = unknown>(path: string): Promise<{ status: number; body: T; headers: Headers }>;
  /** POST a JSON body. */
  postJson<T = unknown>(
    path: string,
    body: unknown,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: T; headers: Headers }>;
  /** GET with extra headers (e.g. Authorization). */
  getWith<T = unknown>(
    path: string,
    headers: Record<string, string>,
  ): Promise<{ status: number; body: T; headers: Headers }>;
  close(): Promise<void>;
}

/**
 * A fully migrated and seeded server for API tests: PGlite in memory by default, a fresh
 * database on the PostgreSQL server when DATABASE_URL is set. Answers are checked against
 * their response schemas.
 */
export async function openTestApp(
  overrides: Partial<ServerConfig> = {},
  loadAppRenderer?: ServerDeps['loadAppRenderer'],
): Promise<TestApp> {
  const db = await openTestDatabase();
  const config = { ...loadConfig({ NODE_ENV: 'test', DATA_DIR: '.data-test' }), checkResponses: true, ...overrides };
  const { app } = createApp({ db, config, loadAppRenderer });
  const parse = async <T>(response: Response) => ({
    status: response.status,
    body: (await response.json()) as T,
    headers: response.headers,
  });
  return {
    app,
    db,
    getJson: async (path) => parse(await app.request(path)),
    getWith: async (path, headers) => parse(await app.request(path, { headers })),
    postJson: async (path, body, headers = {}) =>
      parse(
        await app.request(path, {
          method: 'POST',
          body: JSON.stringify(body),
          headers: { 'content-type': 'application/json', ...headers },
        }),
      ),
    close: () => db.close(),
  };
}
