import { AsyncLocalStorage } from 'node:async_hooks';
import { createRequestHandler, renderSsrHtmlResponse, RouterServer } from '@tanstack/react-router/ssr/server';
import type { TextsStore } from './i18n/texts-store.ts';
import type { ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { DEFAULT_LOCALE, isRoutedLocale } from '../shared/constants/locales.ts';
import { i18n } from './i18n/i18n.ts';
import { sendApiCallsThrough } from './lib/api-client.ts';
import { createQueryClient } from './lib/query-client.ts';
import { createAppRouter } from './router.tsx';
import { documentFromTemplate, splitHoisted } from './ssr/document.ts';

const i18nByLanguage = new Map<string, TextsStore>();

/**
 * The texts in one language: a fixed instance per language (they share the one resource store the features add their
 * texts to), so a render neither changes another's language nor builds an instance of its own.
 */
function i18nFor(language: string): TextsStore {
  let instance = i18nByLanguage.get(language);
  if (!instance) {
    instance = i18n.inLanguage(language);
    i18nByLanguage.set(language, instance);
  }
  return instance;
}

/** Answers an `/api` call in the server's own process, as the request that the page was asked by. */
export type ApiSender = (url: string, init: RequestInit, page: Request) => Promise<Response>;

export interface AppRenderer {
  /** The page at the request's address, as a complete HTML document with its status and headers. */
  render(request: Request, template: string): Promise<Response>;
}

const DOCTYPE = '<!DOCTYPE html>';

/**
 * The whole page at once, every suspended part included (what crawlers, link previews and a page without JavaScript
 * need). A part that fails is logged and left to the browser, which renders it itself.
 */
async function renderComplete(app: ReactNode, request: Request): Promise<string> {
  const stream = await renderToReadableStream(app, {
    signal: request.signal,
    // Every part in place: by default React sends a large finished part hidden, for a script to move it into place.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => {
      console.error(`page ${new URL(request.url).pathname}: a part failed to render on the server`, error);
    },
  });
  await stream.allReady;
  return new Response(stream).text();
}

/**
 * The app's server render: the same route tree, loaders and components as the browser's, each request with its own
 * query cache and language. The loaders' reads go through `sendApi`, with the page request beside them.
 */
export function createAppRenderer(sendApi: ApiSender, publicUrl: string): AppRenderer {
  const pageRequests = new AsyncLocalStorage<Request>();
  sendApiCallsThrough((url, init) => {
    const page = pageRequests.getStore();
    if (!page) return Promise.reject(new Error('An /api call outside of a page render'));
    return sendApi(url, init, page);
  });

  return {
    render: (request, template) =>
      pageRequests.run(request, async () => {
        const locale = new URL(request.url).pathname.split('/')[1] ?? '';
        const language = isRoutedLocale(locale) ? locale : DEFAULT_LOCALE;
        const pageI18n = i18nFor(language);
        const handler = createRequestHandler({
          request,
          createRouter: () => {
            const router = createAppRouter({
              queryClient: createQueryClient(),
              i18n: pageI18n,
              cookies: () => request.headers.get('cookie') ?? '',
            });
            // Canonical and share addresses are the public ones, also behind a proxy.
            router.update({ ...router.options, origin: new URL(publicUrl).origin });
            return router;
          },
        });
        return handler(async ({ router, responseHeaders }) => {
          const rendered = await renderSsrHtmlResponse({
            router,
            responseHeaders,
            render: () => renderComplete(<RouterServer router={router} />, request),
          });
          const html = await rendered.text();
          if (!html.startsWith(DOCTYPE)) return new Response(html, rendered);
          const app = splitHoisted(html.slice(DOCTYPE.length));
          const document = documentFromTemplate(template, { ...app, locale: pageI18n.language });
          return new Response(document, { status: rendered.status, headers: rendered.headers });
        });
      }),
  };
}
