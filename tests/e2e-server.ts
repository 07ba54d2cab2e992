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
// journey switches it on with `POST /on`, and counts the tiles it served (`GET /count`).
const TILE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/58BAAMBAQAY3Y2wAAAAAElFTkSuQmCC',
  'base64',
);
let tilesOn = false;
let tilesServed = 0;
createServer((request, response) => {
  response.setHeader('access-control-allow-origin', '*');
  if (request.method === 'POST') {
    tilesOn = request.url === '/on';
    response.end('ok');
    return;
  }
  if (request.url === '/count') {
    response.end(String(tilesServed));
    return;
  }
  if (!tilesOn || !/^\/\d+\/\d+\/\d+\.png$/.test(request.url ?? '')) {
    response.statusCode = 404;
    response.end();
    return;
  }
  tilesServed += 1;
  response.setHeader('content-type', 'image/png');
  response.end(TILE_PNG);
}).listen(Number(process.env.E2E_TILE_PORT ?? 4175), '127.0.0.1');
// An OSRM-compatible routing service on loopback (ROUTING_URL): trips get road legs, as with a real one.
process.env.ROUTING_URL = (await startFakeOsrm()).url;
await import('../src/server/main.ts');
