import type { WorkboxPlugin } from 'workbox-core/types.js';
import { EAGER_COMPILE_HINT } from '../shared/constants/compile-hint.ts';

/** The hint's line, kept as a plain comment of the same length: lines and columns (the source maps) stay as built. */
const PLAIN_LINE = `//${' '.repeat(EAGER_COMPILE_HINT.length - 2)}`;

/**
 * The precache keeps scripts without V8's eager compile hint (decision 044). A page loaded from the server gets them
 * with it (compiled while they stream in, off the main thread); with it, the precache's copies made the offline start
 * of a trip slower (Chrome keeps compiled code for them, and the hint makes that the whole of every file, the device
 * database's and the map's included).
 */
export const withoutCompileHint: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => {
    // A plugin with this callback takes the place of the precache's own, which keeps no error answer.
    if (response.status >= 400) return null;
    if (!/javascript/.test(response.headers.get('content-type') ?? '')) return response;
    const text = await response.clone().text();
    if (!text.startsWith(`${EAGER_COMPILE_HINT}\n`)) return response;
    const headers = new Headers(response.headers);
    headers.delete('content-length');
    return new Response(PLAIN_LINE + text.slice(EAGER_COMPILE_HINT.length), {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
  },
};
