import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Context, Hono } from 'hono';
import type { ServerConfig } from '../../config.ts';
import { allowInlineScripts, inlineScriptHashes } from './inline-script-hashes.ts';
import { connectAppRenderer, loadBuiltAppRenderer, type AppRenderer, type AppRendererModule } from './app-renderer.ts';
import { compressPerRequest, preferredEncoding } from '../http/content-encoding.ts';
import { fileResponse } from './static-files.ts';

const REVALIDATE = 'no-cache';
/** A page is rendered for its visitor (their cookies): browsers may keep it for back/forward, no shared cache. */
const NO_STORE_SHARED = 'private, no-cache';
const NOT_BUILT = 'The app is not built yet: run `npm run build` (npm start does it for you).';

type PageConfig = Pick<ServerConfig, 'staticDir' | 'publicUrl'>;

/**
 * Every app address, rendered by the app itself (React on the server, the same routes and components as in the
 * browser) into the built index.html, with the route's status: 404 for an unknown page, a redirect for a moved one,
 * 500 when rendering fails (logged, and the page left to the browser's app).
 */
export function createPageResponder(
  app: Hono,
  config: PageConfig,
  loadRenderer: () => Promise<AppRendererModule | undefined> = () => loadBuiltAppRenderer(config.staticDir),
): (c: Context) => Promise<Response> {
  const shellFile = path.join(config.staticDir, 'index.html');
  let shell: { mtimeMs: number; text: string } | undefined;
  let renderer: Promise<AppRenderer | undefined> | undefined;
  const environments = new WeakMap<Request, unknown>();

  const readShell = async (): Promise<string | undefined> => {
    const info = await stat(shellFile).catch(() => undefined);
    if (!info) return undefined;
    if (shell?.mtimeMs !== info.mtimeMs) shell = { mtimeMs: info.mtimeMs, text: await readFile(shellFile, 'utf8') };
    return shell.text;
  };
  const appRenderer = (): Promise<AppRenderer | undefined> => {
    renderer ??= loadRenderer().then((module) =>
      module ? connectAppRenderer(module, app, config.publicUrl, (page) => environments.get(page)) : undefined,
    );
    return renderer;
  };

  const rendered = async (c: Context, template: string, render: AppRenderer): Promise<Response> => {
    environments.set(c.req.raw, c.env);
    try {
      const page = await render.render(c.req.raw, template);
      if (page.status >= 500) console.error(`page ${c.req.path}: rendered with status ${page.status}`);
      return page;
    } catch (error) {
      console.error(`page ${c.req.path}: the render failed`, error);
      return new Response(template, { status: 500, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
    }
  };

  return async (c: Context): Promise<Response> => {
    const acceptEncoding = c.req.header('Accept-Encoding');
    // The shell the service worker precaches for offline starts: the app renders it from the device.
    if (c.req.path === '/index.html') {
      return (await fileResponse(shellFile, REVALIDATE, 200, acceptEncoding)) ?? c.text(NOT_BUILT, 503);
    }
    const [template, render] = await Promise.all([readShell(), appRenderer()]);
    if (template === undefined || render === undefined) return c.text(NOT_BUILT, 503);
    const page = await rendered(c, template, render);
    if (page.status >= 300 && page.status < 400) return page;
    const text = await page.text();
    allowInlineScripts(c, inlineScriptHashes(text));
    const html = new TextEncoder().encode(text);
    // No ETag: the router's hand-over carries when each answer was read, so no two renders are the same bytes, and a
    // 304 would pair a stored page with the new render's CSP hashes.
    const headers: Record<string, string> = {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': NO_STORE_SHARED,
      Vary: 'Accept-Encoding, Cookie',
    };
    const encoding = preferredEncoding(acceptEncoding);
    if (!encoding) return c.body(html as Uint8Array<ArrayBuffer>, page.status as 200, headers);
    const body = await compressPerRequest(html, encoding, c.get('compressInPlaceUpTo'));
    return c.body(body as Uint8Array<ArrayBuffer>, page.status as 200, { ...headers, 'Content-Encoding': encoding });
  };
}
