import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { ServerConfig } from '../../config.ts';
import { withInlineScripts } from './inline-script-hashes.ts';

/**
 * CSP without inline scripts other than a page's own (listed by hash, see inline-script-hashes.ts), no framing,
 * nosniff; HSTS only when served over https.
 */
export function securityHeaders(config: ServerConfig): MiddlewareHandler {
  const secure = standardHeaders(config);
  return async (c, next) => {
    await secure(c, next);
    const policy = c.res.headers.get('Content-Security-Policy');
    if (policy) c.res.headers.set('Content-Security-Policy', withInlineScripts(c, policy));
  };
}

function standardHeaders(config: ServerConfig): MiddlewareHandler {
  const tileOrigin = safeOrigin(config.mapTileUrl.replace(/\{[a-z]\}/g, 'a'));
  const offlineTileOrigin = config.mapOfflineTileUrl
    ? safeOrigin(config.mapOfflineTileUrl.replace(/\{[a-z]\}/g, 'a'))
    : undefined;
  // With object storage the browser PUTs an upload's body straight to the bucket's (presigned) address.
  const storageOrigin = config.s3 ? new URL(config.s3.endpoint).origin : undefined;
  const https = config.publicUrl.startsWith('https://');
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', ...(tileOrigin ? [tileOrigin] : [])],
      connectSrc: [
        "'self'",
        ...(tileOrigin ? [tileOrigin] : []),
        ...(offlineTileOrigin && offlineTileOrigin !== tileOrigin ? [offlineTileOrigin] : []),
        ...(storageOrigin ? [storageOrigin] : []),
      ],
      mediaSrc: ["'self'", 'blob:'],
      frameSrc: ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
    },
    strictTransportSecurity: https ? 'max-age=31536000; includeSubDomains' : false,
    xFrameOptions: 'DENY',
    xContentTypeOptions: 'nosniff',
    referrerPolicy: 'strict-origin-when-cross-origin',
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: 'same-origin',
  });
}

function safeOrigin(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return parsed.hostname.startsWith('a.') ? `${parsed.protocol}//*.${parsed.hostname.slice(2)}` : parsed.origin;
  } catch {
    return undefined;
  }
}
