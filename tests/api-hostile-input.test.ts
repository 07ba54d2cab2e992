import http, { createServer, type Server } from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { format } from 'node:util';
import { Worker } from 'node:worker_threads';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { LOG_LINES_PER_MINUTE } from '../src/server/lib/http/input-limits.ts';
import { nodeRequestListener } from '../src/server/node-listener.ts';
import type { CallDefinition } from '../src/shared/api/define-call.ts';
import { allCalls } from '../src/shared/api/registry.ts';
import { VALID_REQUESTS } from '../src/shared/forms/request-examples.ts';
import { REQUEST_FORM_KINDS, REQUEST_FORM_SLUGS } from '../src/shared/forms/request-kinds.ts';
import { toRequestPayload } from '../src/shared/forms/request-payload.ts';
import { fieldNames } from './support/call-fields.ts';
import { openTestApp, type TestApp } from './support/test-app.ts';

type ErrorAnswer = { error: string; message: string; limit?: number; fields?: { path: string; message: string }[] };

const ONE_MB = 1024 * 1024;
const TOO_LARGE = { error: 'payload_too_large', message: 'The body is larger than 1 MB', limit: ONE_MB };
const named = (calls: readonly CallDefinition[]) => calls.map((call) => [`${call.method} ${call.path}`, call] as const);
const concretePath = (call: CallDefinition) => call.path.replace(/:[A-Za-z]+/g, 'x');
/** The calls whose JSON or form body the server reads (the upload PUT streams its raw body with a cap of its own). */
const bodyCalls = allCalls.filter((call) => call.method !== 'GET' && call.encoding !== 'query');
const jsonCalls = allCalls.filter((call) => call.encoding === 'json');
const BOUNDARY = 'hostile-boundary';
/** A call's fields; a call without any is sent one of no name it knows, which the server must check alike. */
const fieldsOf = (call: CallDefinition) => {
  const names = fieldNames(call);
  return names.length > 0 ? names : ['unknownField'];
};

/** The opening of a body of `call`'s encoding, whose one field `name` then runs on for as long as bytes follow. */
function bodyOpening(call: CallDefinition, name: string): { type: string; opening: string } {
  if (call.encoding === 'multipart') {
    return {
      type: `multipart/form-data; boundary=${BOUNDARY}`,
      opening: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`,
    };
  }
  return { type: 'application/json', opening: `{"${name}":"` };
}

/** A body that streams `total` bytes in 64 KiB chunks, counting what the server pulled. */
function countedStream(opening: string, total: number): { body: ReadableStream<Uint8Array>; pulled: () => number } {
  const chunk = new Uint8Array(64 * 1024).fill(0x61);
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const head = new TextEncoder().encode(opening);
      sent += head.byteLength;
      controller.enqueue(head);
    },
    pull(controller) {
      if (sent >= total) {
        controller.close();
        return;
      }
      sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { body, pulled: () => sent };
}

/** A JSON value nested `depth` arrays deep, as text (no recursion, so any depth can be written). */
const nestedArrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

/** Every string leaf of a value with its dotted path. */
function stringLeaves(value: unknown, path: string[] = []): string[][] {
  if (typeof value === 'string') return [path];
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => stringLeaves(item, [...path, key]));
  return [];
}

function withLeaf(value: unknown, path: readonly string[], leaf: string): unknown {
  const copy = structuredClone(value) as Record<string, unknown>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string, unknown>;
  parent[path.at(-1) as string] = leaf;
  return copy;
}

interface Hammered {
  statuses: Record<string, number>;
  refusal?: { retryAfter?: string; body: string; ms: number };
}

/**
 * One client sending costly reads (searches, a searched map and lists, distinct terms so nothing is answered from
 * memory) back to back over `connections` connections from `localAddress` for `ms`; it reports the statuses it got.
 */
const HAMMER = `
const http = require('node:http');
const { parentPort, workerData: { port, connections, ms, localAddress } } = require('node:worker_threads');
const agent = new http.Agent({ keepAlive: true, maxSockets: connections, localAddress });
const costly = [
  (term) => '/api/search?locale=cs&query=' + term,
  (term) => '/api/map?locale=cs&s=' + term,
  (term) => '/api/trip/places-search?locale=cs&s=' + term,
  (term) => '/api/encyclopedia?locale=cs&query=' + term,
  (term) => '/api/wineEntity?locale=cs&s=' + term,
];
const statuses = {};
let refusal;
let sent = 0;
const until = Date.now() + ms;
const get = (path) => new Promise((resolve) => {
  const started = performance.now();
  http.get({ host: '127.0.0.1', port, path, agent }, (response) => {
    let body = '';
    response.on('data', (chunk) => { body += chunk; });
    response.on('end', () => resolve({ status: response.statusCode, retryAfter: response.headers['retry-after'], body, ms: performance.now() - started }));
  }).on('error', () => resolve({ status: 0, body: '', ms: 0 }));
});
const hammer = async () => {
  while (Date.now() < until) {
    sent += 1;
    const answer = await get(costly[sent % costly.length]('vin' + sent.toString(36)));
    statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
    if (answer.status === 429) refusal ??= { retryAfter: answer.retryAfter, body: answer.body, ms: answer.ms };
  }
};
Promise.all(Array.from({ length: connections }, hammer)).then(() => {
  agent.destroy();
  parentPort.postMessage({ statuses, refusal });
});
`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('bad input never reaches a 500, a stack overflow or a full memory', () => {
  let t: TestApp;
  let server: Server;
  let port: number;
  const postRaw = (call: CallDefinition, body: string, type = 'application/json') =>
    t.app.request(concretePath(call), { method: call.method, body, headers: { 'content-type': type } });

  beforeAll(async () => {
    t = await openTestApp();
    // The server as main.ts serves it, on the same database: for what needs a real socket.
    const created = createApp({
      db: t.db,
      config: { ...loadConfig({ NODE_ENV: 'test', DATA_DIR: '.data-test' }), checkResponses: true },
    });
    server = createServer(nodeRequestListener(created));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await t.close();
  });

  describe('1. a body over its cap is refused while it streams in, before it is parsed', () => {
    it.each(named(bodyCalls))(
      '%s: 413 naming the limit, by the declared length and by counting a streamed body',
      async (_name, call) => {
        const { type, opening } = bodyOpening(call, fieldsOf(call)[0] as string);
        const declared = `${opening}${'a'.repeat(ONE_MB)}`;
        const byLength = await t.app.request(concretePath(call), {
          method: call.method,
          body: declared,
          headers: { 'content-type': type, 'content-length': String(declared.length) },
        });
        expect(byLength.status).toBe(413);
        expect(await byLength.json()).toEqual(TOO_LARGE);

        const streamed = countedStream(opening, 32 * ONE_MB);
        const byCount = await t.app.request(concretePath(call), {
          method: call.method,
          body: streamed.body,
          headers: { 'content-type': type },
          duplex: 'half',
        } as RequestInit);
        expect(byCount.status).toBe(413);
        expect(await byCount.json()).toEqual(TOO_LARGE);
        expect(streamed.pulled()).toBeLessThan(2 * ONE_MB);
      },
    );

    it('still reads a body just under 1 MB', async () => {
      const signIn = jsonCalls.find((call) => call.path === '/api/auth/sign-in') as CallDefinition;
      const response = await postRaw(signIn, JSON.stringify({ email: 'a'.repeat(ONE_MB - 100), password: 'x' }));
      expect(response.status).toBe(400);
      expect(((await response.json()) as ErrorAnswer).fields?.map((field) => field.path)).toContain('email');
    });

    it('answers a 200 MB body over a socket at once, having read a few MB of it at most', async () => {
      let written = 0;
      let stopped = false;
      const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const request = http.request({
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/auth/sign-in',
          headers: { 'content-type': 'application/json' },
        });
        request.on('response', (response) => {
          stopped = true;
          let body = '';
          response.on('data', (chunk: Buffer) => {
            body += chunk.toString();
          });
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        });
        request.on('error', reject);
        const chunk = Buffer.alloc(ONE_MB, 0x61);
        const writeMore = () => {
          while (written < 200 * ONE_MB && !stopped) {
            written += chunk.length;
            if (!request.write(chunk)) return void request.once('drain', writeMore);
          }
          request.end();
        };
        request.write('{"email":"');
        writeMore();
      });
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toEqual(TOO_LARGE);
      expect(written).toBeLessThan(64 * ONE_MB);
    });
  });

  describe('2. JSON nested deeper than a small fixed depth is a 400 naming the field', () => {
    it.each(named(jsonCalls))('%s: every field nested 10,000 levels deep', async (_name, call) => {
      for (const field of fieldsOf(call)) {
        const response = await postRaw(call, `{"${field}":${nestedArrays(10_000)}}`);
        expect(response.status, field).toBe(400);
        const body = (await response.json()) as ErrorAnswer;
        expect(body.fields, field).toContainEqual({
          path: field,
          message: expect.stringMatching(/nested deeper than \d+ levels/),
        });
      }
    });

    it('objects nested 10,000 levels deep in a body are a 400 naming the top field', async () => {
      const signUp = jsonCalls.find((call) => call.path === '/api/auth/sign-up') as CallDefinition;
      const response = await postRaw(signUp, `{"name":${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}}`);
      expect(response.status).toBe(400);
      expect(((await response.json()) as ErrorAnswer).fields).toContainEqual({
        path: 'name',
        message: expect.stringMatching(/nested deeper/),
      });
    });
  });

  describe('3. a lone surrogate or NUL in any string is a 400 naming the field', () => {
    it.each(named(jsonCalls))('%s: a lone surrogate in every field', async (_name, call) => {
      for (const field of fieldsOf(call)) {
        const response = await postRaw(call, `{"${field}":"abc\\ud800"}`);
        expect(response.status, field).toBe(400);
        const body = (await response.json()) as ErrorAnswer;
        expect(body.fields, field).toContainEqual({ path: field, message: expect.stringMatching(/surrogate/) });
      }
    });

    it.each(named(allCalls.filter((call) => call.encoding !== 'none')))(
      '%s: NUL in every field, in the query or the body',
      async (_name, call) => {
        for (const field of fieldsOf(call)) {
          const response =
            call.encoding === 'query'
              ? await t.app.request(`${concretePath(call)}?${field}=abc%00`, { method: call.method })
              : call.encoding === 'multipart'
                ? await postRaw(
                    call,
                    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"\r\n\r\nabc\u0000\r\n--${BOUNDARY}--\r\n`,
                    `multipart/form-data; boundary=${BOUNDARY}`,
                  )
                : await postRaw(call, JSON.stringify({ [field]: 'abc\u0000' }));
          expect(response.status, field).toBe(400);
          expect(((await response.json()) as ErrorAnswer).fields, field).toContainEqual({
            path: field,
            message: expect.stringMatching(/NUL/),
          });
        }
      },
    );

    it.each(REQUEST_FORM_SLUGS)(
      'request form %s: a lone surrogate in any of its strings, nested ones too, is a 400 at that field',
      async (slug) => {
        const payload = toRequestPayload(slug, VALID_REQUESTS[slug]);
        const leaves = stringLeaves(payload);
        expect(leaves.length).toBeGreaterThan(3);
        for (const leaf of leaves) {
          const response = await t.app.request(REQUEST_FORM_KINDS[slug].savePath, {
            method: 'POST',
            body: JSON.stringify(withLeaf(payload, leaf, 'abc\ud800')),
            headers: { 'content-type': 'application/json' },
          });
          expect(response.status, leaf.join('.')).toBe(400);
          expect(((await response.json()) as ErrorAnswer).fields).toContainEqual({
            path: leaf.join('.'),
            message: expect.stringMatching(/surrogate/),
          });
        }
      },
    );
  });

  describe('6. a client that breaks off or sends garbage writes one short line at most, and a flood a bounded number', () => {
    let lines: string[] = [];
    beforeAll(() => {
      for (const method of ['error', 'warn', 'info', 'log'] as const) {
        vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
          lines.push(format(...args));
        });
      }
    });
    afterAll(() => {
      vi.restoreAllMocks();
    });
    afterEach(() => {
      lines = [];
    });

    /** Sends raw bytes on a new connection and closes it after `closeAfterMs`. */
    const sendRaw = (bytes: string, closeAfterMs = 50) =>
      new Promise<void>((resolve) => {
        const socket = net.connect(port, '127.0.0.1', () => {
          socket.write(bytes);
          setTimeout(() => {
            socket.destroy();
            resolve();
          }, closeAfterMs);
        });
        socket.on('error', () => resolve());
      });
    /** Waits until the server has written nothing for a while. */
    const settled = async () => {
      let seen = -1;
      while (seen !== lines.length) {
        seen = lines.length;
        await sleep(400);
      }
    };
    const brokenOff = `POST /api/auth/sign-in HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 500000\r\n\r\n{"email":"${'a'.repeat(1000)}`;
    const expectShortLines = (most: number) => {
      expect(lines.length).toBeLessThanOrEqual(most);
      for (const line of lines) {
        expect(line).not.toContain('\n');
        expect(line.length).toBeLessThan(300);
      }
    };

    it('a body broken off midway', async () => {
      await sendRaw(brokenOff);
      await settled();
      expectShortLines(1);
    });

    it('a broken chunked body, bytes that are not HTTP, invalid JSON and a body over the cap', async () => {
      await sendRaw(
        'POST /api/auth/sign-in HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\nhello\r\n0\r\n\r\n',
        300,
      );
      await settled();
      expectShortLines(1);
      lines = [];
      await sendRaw('GARBAGE \u0000\u0001\u0002 nonsense\r\n\r\n', 300);
      await sendRaw(
        'POST /api/auth/sign-in HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 5\r\n\r\n{"a":',
        300,
      );
      await sendRaw(
        `POST /api/auth/sign-in HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${600_000_000}\r\n\r\n{"a":`,
        300,
      );
      await settled();
      expect(lines).toEqual([]);
    });

    it('a flood of 300 requests broken off midway', async () => {
      for (let wave = 0; wave < 6; wave += 1) await Promise.all(Array.from({ length: 50 }, () => sendRaw(brokenOff)));
      await settled();
      expectShortLines(LOG_LINES_PER_MINUTE + 1);
    });
  });

  describe('7. one client cannot stall the rest', () => {
    /** GET over a connection of `agent` (a loopback address of its own makes another client to the server). */
    const get = (agent: http.Agent, path: string) =>
      new Promise<{ status: number; ms: number; retryAfter?: string; body: string }>((resolve, reject) => {
        const started = performance.now();
        http
          .get({ host: '127.0.0.1', port, path, agent }, (response) => {
            let body = '';
            response.on('data', (chunk: Buffer) => {
              body += chunk.toString();
            });
            response.on('end', () =>
              resolve({
                status: response.statusCode ?? 0,
                ms: performance.now() - started,
                retryAfter: response.headers['retry-after'],
                body,
              }),
            );
          })
          .on('error', reject);
      });
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

    it('counts only the reads computed per request: a map of one type is prepared, a searched map is not', async () => {
      const statuses = async (path: string) =>
        (await Promise.all(Array.from({ length: 10 }, () => t.app.request(path)))).map((answer) => answer.status);
      expect(new Set(await statuses('/api/map?locale=cs&t=winemaker'))).toEqual(new Set([200]));
      expect(new Set(await statuses('/api/map?locale=cs&s=sklep'))).toEqual(new Set([200, 429]));
    });

    it('a client hammering the searches gets 429s with Retry-After; health and a list for others stay fast, and others may search', async () => {
      const other = new http.Agent({ keepAlive: true, maxSockets: 2 });
      const searcher = new http.Agent({ keepAlive: true, maxSockets: 1, localAddress: '127.0.0.3' });
      const listPath = '/api/wineEntity?locale=cs&t=winemaker&limit=10';
      expect((await get(other, listPath)).status).toBe(200);
      // The hammering client runs in a thread of its own, so its work does not slow this thread's server.
      const hammering = new Worker(HAMMER, {
        eval: true,
        workerData: { port, connections: 32, ms: 4000, localAddress: '127.0.0.2' },
      });
      const hammered = new Promise<Hammered>((resolve, reject) => {
        hammering.once('message', resolve);
        hammering.once('error', reject);
      });
      const health: number[] = [];
      const list: number[] = [];
      await sleep(500);
      const searched = get(searcher, '/api/search?locale=cs&query=sklep');
      const until = Date.now() + 3000;
      while (Date.now() < until) {
        health.push((await get(other, '/api/health')).ms);
        list.push((await get(other, listPath)).ms);
        await sleep(20);
      }
      const { statuses, refusal } = await hammered;
      for (const agent of [other, searcher]) agent.destroy();

      expect(statuses[429]).toBeGreaterThan(0);
      expect(statuses[200]).toBeGreaterThan(0);
      expect(Object.keys(statuses).sort()).toEqual(['200', '429']);
      expect(refusal?.retryAfter).toBe('1');
      // Held a while, so the refused client's connections wait rather than ask again at once.
      expect(refusal?.ms).toBeGreaterThan(900);
      expect(JSON.parse(refusal?.body ?? '{}')).toMatchObject({ error: 'too_many_requests' });
      expect((await searched).status).toBe(200);
      // Bounds loose enough for a busy test machine; unguarded, one client's queued reads held health for seconds.
      expect(health.length).toBeGreaterThan(2);
      expect(median(health)).toBeLessThan(1000);
      expect(median(list)).toBeLessThan(1000);
      expect(Math.max(...health, ...list)).toBeLessThan(5000);
    });
  });
});
