import { rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { startFakeOsrm } from './support/fake-osrm.ts';
import { mailText, openSmtpInbox } from './support/smtp-inbox.ts';

/**
 * Starts the real server for Playwright on a fresh embedded database (seeded on start). Its mail goes over SMTP
 * to an inbox on loopback, whose messages the journeys read from E2E_MAIL_PORT (`GET /` → [{ to, text }]).
 */
rmSync(process.env.DATA_DIR ?? '.data-e2e', { recursive: true, force: true });
const inbox = await openSmtpInbox();
process.env.SMTP_URL = inbox.url;
createServer((_request, response) => {
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify(inbox.mails.map((mail) => ({ to: mail.to.join(','), text: mailText(mail) }))));
}).listen(Number(process.env.E2E_MAIL_PORT ?? 4174), '127.0.0.1');

// A map tile server on loopback for the offline journeys: it answers 404 (like an unreachable tile server) until a
// journey switches it on with `POST /on`, and counts the tiles it served (`GET /count`). `POST /on?missing=N` leaves
// out every tile whose x + y is a multiple of N (404), `?delay=MS` answers each tile that much later.
const TILE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/58BAAMBAQAY3Y2wAAAAAElFTkSuQmCC',
  'base64',
);
let tilesOn = false;
let tilesServed = 0;
let tilesMissingEvery = 0;
let tileDelayMs = 0;
createServer((request, response) => {
  response.setHeader('access-control-allow-origin', '*');
  const url = new URL(request.url ?? '/', 'http://tiles');
  if (request.method === 'POST') {
    tilesOn = url.pathname === '/on';
    tilesMissingEvery = Number(url.searchParams.get('missing') ?? 0);
    tileDelayMs = Number(url.searchParams.get('delay') ?? 0);
    response.end('ok');
    return;
  }
  if (url.pathname === '/count') {
    response.end(String(tilesServed));
    return;
  }
  const tile = /^\/\d+\/(\d+)\/(\d+)\.png$/.exec(url.pathname);
  const missing = tile && tilesMissingEvery > 0 && (Number(tile[1]) + Number(tile[2])) % tilesMissingEvery === 0;
  if (!tilesOn || !tile || missing) {
    response.statusCode = 404;
    response.end();
    return;
  }
  setTimeout(() => {
    tilesServed += 1;
    response.setHeader('content-type', 'image/png');
    response.end(TILE_PNG);
  }, tileDelayMs);
}).listen(Number(process.env.E2E_TILE_PORT ?? 4175), '127.0.0.1');
// An OSRM-compatible routing service on loopback (ROUTING_URL): trips get road legs, as with a real one.
process.env.ROUTING_URL = (await startFakeOsrm()).url;
await import('../src/server/main.ts');
