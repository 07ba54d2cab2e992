import { rmSync } from 'node:fs';
import { createServer } from 'node:http';
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
await import('../src/server/main.ts');
