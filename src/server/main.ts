import { mkdirSync } from 'node:fs';
import { createServer } from 'node:http';
import { createApp } from './app.ts';
import { nodeRequestListener } from './node-listener.ts';
import { loadConfig } from './config.ts';
import { prepareDatabase } from './prepare-database.ts';
import { DataFolderError } from './db/data-folder-error.ts';
import { documentStoreFor } from './lib/documents/document-store.ts';
import { warmMapAnswers } from './features/places/documents.repo.ts';
import { wineEntityList } from './features/places/wine-entities.repo.ts';
import { warmReadPaths } from './warm-read-paths.ts';
import { searchOffloadFor } from './features/search/search-offload.ts';

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
server.listen(config.port, config.host, () => {
  log(`Vinařská mapa is running at ${config.publicUrl} (listening on ${config.host}:${config.port})`);
});
// Search, the map and the wine-entity lists read from memory: load them now rather than on the first request.
const warming = Date.now();
documentStoreFor(db).current()
  .then(async (index) => {
    log(`Search documents in memory: ${index.documents.length} in ${((Date.now() - warming) / 1000).toFixed(1)} s`);
    await warmMapAnswers(db, index);
    await wineEntityList(db, index);
    await warmReadPaths(db, index);
    await searchOffloadFor(documentStoreFor(db)).holding(index.version);
    documentStoreFor(db).warm = true;
    log(`Map answers, list filters and read paths prepared in ${((Date.now() - warming) / 1000).toFixed(1)} s`);
  })
  .catch((error: unknown) => log(`Search documents, map answers or list filters not prepared yet (${String(error)}); the first request prepares them`));

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
