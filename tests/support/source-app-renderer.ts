import type { AppRendererModule } from '../../src/server/lib/web/app-renderer.ts';

/** The app's server render from its source (what `vite build` bundles into `<outDir>-ssr/entry-server.js`). */
export const loadSourceAppRenderer = async (): Promise<AppRendererModule> =>
  (await import('../../src/app/entry-server.tsx')) as AppRendererModule;
