import { createHash } from 'node:crypto';
import type { Context } from 'hono';

/** The inline scripts a response may run, by request: its CSP lists their hashes (no 'unsafe-inline', no nonce). */
const allowed = new WeakMap<Request, readonly string[]>();

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g;
const DATA_TYPE = /\btype="application\/(?:ld\+)?json"/;

/**
 * CSP source expressions for the page's executable inline scripts (the router's hand-over of its state). Hashes, not a
 * nonce: the same page gives the same header, so an ETag still revalidates it.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', source = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (DATA_TYPE.test(attributes)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(source).digest('base64')}'`);
  }
  return [...hashes];
}

export function allowInlineScripts(c: Context, hashes: readonly string[]): void {
  allowed.set(c.req.raw, hashes);
}

/** The CSP with the request's allowed inline scripts added to script-src. */
export function withInlineScripts(c: Context, policy: string): string {
  const hashes = allowed.get(c.req.raw);
  if (!hashes || hashes.length === 0) return policy;
  return policy.replace(/script-src ([^;]*)/, (directive) => `${directive} ${hashes.join(' ')}`);
}
