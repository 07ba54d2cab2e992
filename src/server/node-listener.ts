import type { RequestListener } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { CreatedApp } from './app.ts';

/** Node's request listener for the app. */
export function nodeRequestListener({ app }: CreatedApp, hostname?: string): RequestListener {
  return getRequestListener(app.fetch, { hostname });
}
