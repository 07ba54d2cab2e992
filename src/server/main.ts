import { mkdirSync } from 'node:fs';
import { createServer } from 'node:http';
import { createApp } from './app.ts';
import { nodeRequestListener } from './node-listener.ts';
import { loadConfig } from './config.ts';
import { prepareDatabase } from './prepare-database.ts';
import { DataFolderError } from './db/data-folder-error.ts';

const KEEP_ALIVE_MS = 65_000;
const log = (line: string) => console.log(`[server] ${line}`);
log(`Node.js ${process.version}`);

const config = loadConfig();
mkdirSync(config.dataDir, { recursive: true });
const db = await prepareDatabase(config, log).catch((error: unknown) => {
  // A data folder in use or damaged: the message says what is wrong and what to do; a stack trace would bury it.
  if (!(error instanceof DataFolderError)) throw error;
  console.error(`[server] ${error.message}`);
  process.exit(1);
});
const server = createServer(nodeRequestListener(createApp({ db, config }), config.host));
// An idle connection stays open longer than a client or a proxy in front keeps it (nginx: 60 s): closed first by the
// server, a request sent on it at that moment fails with a reset instead of an answer.
server.keepAliveTimeout = KEEP_ALIVE_MS;
server.headersTimeout = KEEP_ALIVE_MS + 1000;
server.listen(config.port, config.host, () => {
  log(`Vinařská mapa is running at ${config.publicUrl} (listening on ${config.host}:${config.port})`);
});
let stopping = false;
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  log(`${signal}: closing`);
  server.close();
  await db.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
