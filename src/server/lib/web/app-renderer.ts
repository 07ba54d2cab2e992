import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Hono } from 'hono';

/** The built server render of the app (`src/app/entry-server.tsx`), as the server uses it. */
export interface AppRenderer {
  render(request: Request, template: string): Promise<Response>;
}
type ApiSender = (url: string, init: RequestInit, page: Request) => Promise<Response>;
export interface AppRendererModule {
  createAppRenderer(sendApi: ApiSender, publicUrl: string): AppRenderer;
}

/** Where `vite build` puts the server render: beside the static files' folder, `<staticDir>-ssr/`. */
export const appRendererFile = (staticDir: string): string =>
  path.join(`${path.resolve(staticDir)}-ssr`, 'entry-server.js');

/** The built server render, or undefined when the app is not built. */
export async function loadBuiltAppRenderer(staticDir: string): Promise<AppRendererModule | undefined> {
  const file = appRendererFile(staticDir);
  if (!existsSync(file)) return undefined;
  return (await import(pathToFileURL(file).href)) as AppRendererModule;
}

const FORWARDED = ['x-forwarded-for', 'accept-language'] as const;

/**
 * The app's server render with its `/api` calls answered by this process's own routes (no network hop), each carrying
 * the page request's environment and forwarded address, so rate limits see the visitor rather than the server.
 */
export function connectAppRenderer(
  module: AppRendererModule,
  app: Hono,
  publicUrl: string,
  environmentOf: (page: Request) => unknown,
): AppRenderer {
  return module.createAppRenderer((url, init, page) => {
    const headers = new Headers(init.headers);
    for (const name of FORWARDED) {
      const value = page.headers.get(name);
      if (value !== null) headers.set(name, value);
    }
    return Promise.resolve(app.request(url, { ...init, headers }, environmentOf(page)));
  }, publicUrl);
}
