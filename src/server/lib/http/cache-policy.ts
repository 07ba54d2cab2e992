import type { CallDefinition } from '../../../shared/api/define-call.ts';

/** Catalogue answers may be kept a minute and served stale while revalidating (ETag makes that a 304). */
export const PUBLIC_MAX_AGE_SECONDS = 60;
export const PUBLIC_CACHE = `public, max-age=${PUBLIC_MAX_AGE_SECONDS}, stale-while-revalidate=600`;
export const PRIVATE_NO_STORE = 'private, no-store';
export const NO_CACHE = 'no-cache';
/** A file whose address changes with its content (a hashed asset, an upload, an image rendition): kept for a year. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/**
 * Cache-Control per call: public GETs are shared-cacheable (browser, service worker, CDN);
 * anything that may depend on the session is never stored; system calls always revalidate.
 */
export function cacheControlFor(call: Pick<CallDefinition, 'method' | 'auth' | 'tag'>): string {
  if (call.method !== 'GET' || call.auth !== 'public') return PRIVATE_NO_STORE;
  if (call.tag === 'system') return NO_CACHE;
  return PUBLIC_CACHE;
}
