import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { gzipSync } from 'node:zlib';
import type * as ContentEncodingModule from '../../src/server/lib/http/content-encoding.ts';
import type * as EtagModule from '../../src/server/lib/http/etag.ts';
import type * as SendJsonModule from '../../src/server/lib/http/send-json.ts';

/** An answer's uncompressed bytes as the app gave them for one path. */
export type RecordedAnswer = Buffer;

const load = async <T>(root: string, file: string) => (await import(pathToFileURL(path.join(root, file)).href)) as T;

/**
 * What serving an answer costs without making it: a server on Node's HTTP, Hono and the build's own answer writer
 * (`sendJson`: its ETag, compressed per request as the app does on this engine), answering each path with the bytes
 * the app gave for it, without routing, input checks or SQL. `stored`: the app keeps these answers gzipped (the map's
 * shared answers) and sends them as they are; so does the floor. At 50 connections on a machine shared by the load, the
 * server and the database, its rate bounds what any server answering the same bytes can do beside the database.
 */
export async function startHttpFloor(
  root: string,
  answers: ReadonlyMap<string, RecordedAnswer>,
  databaseInProcess: boolean,
  port: number,
  stored: boolean,
): Promise<{ origin: string; stop: () => Promise<void> }> {
  const { sendJson } = await load<typeof SendJsonModule>(root, 'src/server/lib/http/send-json.ts');
  const { etagOf } = await load<typeof EtagModule>(root, 'src/server/lib/http/etag.ts');
  const { compressionPlace } = await load<typeof ContentEncodingModule>(
    root,
    'src/server/lib/http/content-encoding.ts',
  );
  const prepared = new Map(
    [...answers].map(([url, bytes]) => [url, { bytes: stored ? gzipSync(bytes) : bytes, etag: etagOf(bytes) }]),
  );
  const app = new Hono();
  app.use('*', compressionPlace(databaseInProcess));
  app.get('*', (c) => {
    const url = new URL(c.req.url);
    const answer = prepared.get(`${url.pathname}${url.search}`);
    if (!answer) return c.text('not recorded', 404);
    return stored ? sendJson(c, answer.bytes, answer.etag, 'gzip') : sendJson(c, answer.bytes, etagOf(answer.bytes));
  });
  const server: Server = createServer(getRequestListener(app.fetch));
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
