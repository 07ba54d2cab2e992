import type { RequestListener } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { CreatedApp } from './app.ts';

/** Node's request listener for the app, with the repeats of kept answers sent in front of it (FastAnswers). */
export function nodeRequestListener({ app, fastAnswers }: CreatedApp, hostname?: string): RequestListener {
  const appListener = getRequestListener(fastAnswers ? fastAnswers.remembering(app.fetch) : app.fetch, { hostname });
  return fastAnswers ? fastAnswers.before(appListener) : appListener;
}
