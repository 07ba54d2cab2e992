import type { ApiRouter } from '../../lib/http/api-router.ts';
import type { ServerDeps } from '../../lib/server-deps.ts';

export function registerContentRoutes(_router: ApiRouter, _deps: ServerDeps): void {}
