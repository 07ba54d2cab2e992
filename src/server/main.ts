import { mkdirSync } from 'node:fs';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { loadConfig } from './config.ts';
import { prepareDatabase } from './prepare-database.ts';

const log = (line: string) => console.log(`[server] ${line}`);

const config = loadConfig();
mkdirSync(config.dataDir, { recursive: true });
const db = await prepareDatabase(config, log);
const { app } = createApp({ db, config });

const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  log(`Vinařská mapa is running at ${config.publicUrl} (listening on ${info.address}:${info.port})`);
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
