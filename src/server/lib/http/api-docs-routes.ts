import type { Hono } from 'hono';
import { allCalls } from '../../../shared/api/registry.ts';
import { buildOpenApiDocument } from '../../../shared/api/openapi.ts';
import { renderApiDocsPage } from './api-docs-page.ts';

/** /api/openapi.json and its readable reference page /api/docs, built once from the contract. */
export function registerApiDocsRoutes(app: Hono): void {
  let document: ReturnType<typeof buildOpenApiDocument> | undefined;
  let page: string | undefined;
  const getDocument = () => (document ??= buildOpenApiDocument(allCalls));
  app.get('/api/openapi.json', (c) => c.json(getDocument()));
  app.get('/api/docs', (c) => c.html((page ??= renderApiDocsPage(getDocument()))));
}
