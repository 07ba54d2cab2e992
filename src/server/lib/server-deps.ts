import type { Database } from '../db/database.ts';
import type { ServerConfig } from '../config.ts';

/** What every feature's routes receive from the composition root (src/server/app.ts). */
export interface ServerDeps {
  readonly db: Database;
  readonly config: ServerConfig;
}
