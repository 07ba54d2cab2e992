import type { Hono } from 'hono';
import type { ServerDeps } from '../server-deps.ts';

export function registerStaticRoutes(_app: Hono, _deps: ServerDeps): void {}
