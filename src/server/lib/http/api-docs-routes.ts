import type { Hono } from 'hono';

export function registerApiDocsRoutes(_app: Hono): void {}
