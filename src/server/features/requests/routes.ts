import { requestsCalls } from '../../../shared/api/calls/requests.ts';
import { notImplemented } from '../../lib/http/api-error.ts';
import type { ApiRouter } from '../../lib/http/api-router.ts';
import type { ServerDeps } from '../../lib/server-deps.ts';

/** Request forms and uploads arrive with their own issue; the input is already validated by the shared form schemas. */
export function registerRequestsRoutes(router: ApiRouter, _deps: ServerDeps): void {
  for (const call of Object.values(requestsCalls)) {
    router.bind(call, async () => {
      throw notImplemented(call.path);
    });
  }
}
