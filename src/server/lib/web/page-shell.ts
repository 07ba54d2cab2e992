import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Context, Hono } from 'hono';
import type { Navigation, Page } from '../../../shared/api/calls/pages.ts';
import { isRoutedLocale } from '../../../shared/constants/locales.ts';
import type { ServerConfig } from '../../config.ts';
import { readAnswer, readPageAnswers } from './page-answers.ts';
import { withFirstPaint } from './page-first-paint.ts';
import { fileResponse } from './static-files.ts';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const REVALIDATE = 'no-cache';
/** Fast settings: this HTML is made per request, unlike the built files compressed once at the highest level. */
const BROTLI_QUALITY = 5;

type Shell = { mtimeMs: number; text: string };

/** The page a `/{locale}/{path…}` address shows, as `/api/page` answers it; undefined when the path is no page of ours. */
type Resolved =
  | { kind: 'page'; page: Page; answerJson: string; locale: string; path: string }
  | { kind: 'missing' }
  | { kind: 'unknown' };

/**
 * index.html for every app address. A page address gets its title, head tags, readable content and `/api/page`
 * answer in the first HTML (crawlers, link previews, a first paint before the code runs); an address that is no
 * page answers 404 with the plain shell, whose app shows its 404 page. `/` and `/index.html` (the shell the service
 * worker precaches) stay the plain shell.
 */
export function createPageShell(app: Hono, config: Pick<ServerConfig, 'staticDir' | 'publicUrl'>) {
  const shellFile = path.join(config.staticDir, 'index.html');
  let shell: Shell | undefined;

  const readShell = async (): Promise<string | undefined> => {
    const info = await stat(shellFile).catch(() => undefined);
    if (!info) return undefined;
    if (shell?.mtimeMs !== info.mtimeMs) shell = { mtimeMs: info.mtimeMs, text: await readFile(shellFile, 'utf8') };
    return shell.text;
  };

  // Through the app's own /api/page: the same resolver, validation and answer cache as the app's request.
  const resolve = async (requested: string): Promise<Resolved> => {
    const [, locale = '', ...rest] = requested.split('/');
    if (!isRoutedLocale(locale)) return { kind: 'missing' };
    const pagePath = rest.join('/').replace(/^\/+|\/+$/g, '');
    try {
      const answer = await app.request(`/api/page?${new URLSearchParams({ locale, path: pagePath })}`);
      if (answer.status === 404 || answer.status === 400) return { kind: 'missing' };
      if (!answer.ok) return { kind: 'unknown' };
      const answerJson = await answer.text();
      return {
        kind: 'page',
        page: (JSON.parse(answerJson) as { page: Page }).page,
        answerJson,
        locale,
        path: pagePath,
      };
    } catch {
      return { kind: 'unknown' };
    }
  };

  return async (c: Context): Promise<Response> => {
    const requested = c.req.path;
    const acceptEncoding = c.req.header('Accept-Encoding');
    const plain = requested === '/' || requested === '/index.html';
    const resolved: Resolved = plain ? { kind: 'unknown' } : await resolve(requested);
    const text = resolved.kind === 'page' ? await readShell() : undefined;
    if (resolved.kind !== 'page' || text === undefined) {
      const status = resolved.kind === 'missing' ? 404 : 200;
      const response = await fileResponse(shellFile, REVALIDATE, status, acceptEncoding);
      return response ?? c.text('The app is not built yet: run `npm run build` (npm start does it for you).', 503);
    }
    // The locale's header, footer and top banners come from the answer the app would fetch; without it the page is
    // still served, and the app fetches the navigation itself.
    const [navigation, answers] = await Promise.all([
      readAnswer<Navigation>(app, `/api/navigation?${new URLSearchParams({ locale: resolved.locale })}`),
      readPageAnswers(app, resolved.page, requested),
    ]);
    const html = withFirstPaint(text, {
      ...resolved,
      publicUrl: config.publicUrl,
      navigation,
      answers,
      cookies: c.req.header('Cookie') ?? '',
    });
    const etag = `W/"${createHash('sha1').update(html).digest('base64url')}"`;
    const headers: Record<string, string> = {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': REVALIDATE,
      ETag: etag,
      Vary: 'Accept-Encoding, Cookie',
    };
    if (c.req.header('If-None-Match') === etag) return c.body(null, 304, headers);
    const accepted = (acceptEncoding ?? '').toLowerCase();
    if (/\bbr\b/.test(accepted)) {
      const body = await brotliAsync(Buffer.from(html), {
        params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY },
      });
      return c.body(body as Uint8Array<ArrayBuffer>, 200, { ...headers, 'Content-Encoding': 'br' });
    }
    if (/\bgzip\b/.test(accepted))
      return c.body((await gzipAsync(html)) as Uint8Array<ArrayBuffer>, 200, {
        ...headers,
        'Content-Encoding': 'gzip',
      });
    return c.body(html, 200, headers);
  };
}
