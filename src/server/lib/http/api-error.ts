import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** An answer other than 200, thrown by handlers and turned into a JSON error body. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message?: string,
    readonly fields?: { path: string; message: string }[],
    /** Extra response headers, e.g. Retry-After on a 429. */
    readonly headers?: Readonly<Record<string, string>>,
  ) {
    super(message ?? code);
  }
}

export const notFound = (message = 'Not found') => new ApiError(404, 'not_found', message);
export const forbidden = (message = 'Forbidden') => new ApiError(403, 'forbidden', message);
export const unauthorized = (message = 'Sign-in required') => new ApiError(401, 'unauthorized', message);
/** Write calls whose issue has not landed yet: the input was valid, the action is not built. */
export const notImplemented = (call: string) =>
  new ApiError(501, 'not_implemented', `${call} is validated but not implemented yet`);
