import type { Database } from '../db/database.ts';
import type { ServerConfig } from '../config.ts';
import type { AppRendererModule } from './web/app-renderer.ts';

/** What every feature's routes receive from the composition root (src/server/app.ts). */
export interface ServerDeps {
  readonly db: Database;
  readonly config: ServerConfig;
  /** The app's server render; by default the built one beside the static files (tests load it from the source). */
  readonly loadAppRenderer?: () => Promise<AppRendererModule | undefined>;
}
