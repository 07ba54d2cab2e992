import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type CreatedApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import type { Database } from '../src/server/db/database.ts';
import { nodeRequestListener } from '../src/server/node-listener.ts';
import { openTestDatabase } from './support/test-database.ts';

/** The server as main.ts serves it, over real HTTP: repeats of kept answers take the shortcut in front of the app. */
describe('repeats of kept answers sent without the app', () => {
  let db: Database;
  let created: CreatedApp;
  let server: Server;
  let origin: string;
  const served = () => created.fastAnswers?.served ?? -1;
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${origin}${path}`, { headers });
    const body = Buffer.from(await response.arrayBuffer());
    const head = Object.fromEntries([...response.headers].filter(([name]) => name !== 'date'));
    return { status: response.status, body, head };
  };

  beforeAll(async () => {
    db = await openTestDatabase();
    created = createApp({ db, config: { ...loadConfig({ NODE_ENV: 'test', DATA_DIR: '.data-test' }), checkResponses: true } });
    server = createServer(nodeRequestListener(created));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await db.close();
  });

  it('sends a repeat with the status, headers and bytes the app sent the first time', async () => {
    const path = '/api/wineEntity?locale=cs&t=winemaker&limit=10&offset=20';
    const before = served();
    const first = await get(path);
    expect(served()).toBe(before);
    const repeat = await get(path);
    expect(served()).toBe(before + 1);
    expect(repeat).toEqual(first);
    expect(repeat.status).toBe(200);
    expect(repeat.head['cache-control']).toContain('public');
    expect(repeat.head['x-content-type-options']).toBe('nosniff');
  });

  it('keeps the encodings apart: a client without gzip gets plain JSON after one with gzip', async () => {
    const path = '/api/search?locale=cs&query=vinarstvi';
    const zipped = await get(path, { 'accept-encoding': 'gzip' });
    const zippedAgain = await get(path, { 'accept-encoding': 'gzip' });
    expect(zippedAgain).toEqual(zipped);
    const plain = await get(path, { 'accept-encoding': 'identity' });
    expect(plain.head['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body.toString()).counts.all).toBeGreaterThan(0);
  });

  it('leaves a conditional request to the app, which answers 304', async () => {
    const path = '/api/wineEntity?locale=cs&t=cellar&limit=10';
    const first = await get(path);
    const before = served();
    const conditional = await fetch(`${origin}${path}`, { headers: { 'if-none-match': first.head.etag ?? '' } });
    expect(conditional.status).toBe(304);
    expect(served()).toBe(before);
  });

  it('stops sending an answer once the app forgets its kept answers after a write', async () => {
    const path = '/api/wineEntity?locale=en&t=winemaker&limit=10';
    await get(path);
    await get(path);
    const before = served();
    created.router.forgetCachedAnswers();
    const afterWrite = await get(path);
    expect(afterWrite.status).toBe(200);
    expect(served()).toBe(before);
    await get(path);
    expect(served()).toBe(before + 1);
  });

  it('still counts every search for the most wanted phrases', async () => {
    const path = '/api/search?locale=cs&query=mikulovsko';
    const before = served();
    for (let i = 0; i < 3; i += 1) await get(path);
    expect(served()).toBe(before + 2);
    await get('/api/search/top?locale=cs');
    const [row] = await db.query<{ count: number }>("SELECT count FROM search_phrases WHERE query = 'mikulovsko'");
    expect(row?.count).toBe(3);
  });
});
