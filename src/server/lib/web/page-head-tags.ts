import type { Page } from '../../../shared/api/calls/pages.ts';
import { imageUrl } from '../../../shared/domain/image-url.ts';
import { FIRST_PAINT_ATTRIBUTE } from '../../../shared/constants/first-paint.ts';
import { escapeHtml } from './html-escape.ts';

/** The size link previews (Open Graph, Twitter large cards) show an image at. */
export const SHARE_IMAGE = { width: 1200, height: 630 } as const;

const meta = (key: 'name' | 'property', name: string, content: string) =>
  `<meta ${key}="${name}" content="${escapeHtml(content)}" ${FIRST_PAINT_ATTRIBUTE}>`;

/**
 * Spec 01 §2 "Page head" for crawlers and link previews: description, Open Graph and Twitter tags, an alternate
 * link per locale. Addresses are absolute (previews and hreflang need them); a share image is a JPEG/WebP
 * rendition, because previews do not show the seed's SVG images.
 */
export function pageHeadTags(page: Page, publicUrl: string): string {
  const absolute = (url: string) => new URL(url, publicUrl).toString();
  const image = page.image ? absolute(imageUrl(page.image, SHARE_IMAGE)) : undefined;
  const resized = page.image !== null && image !== absolute(page.image.url);
  return [
    meta('name', 'description', page.description),
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', page.description),
    meta('property', 'og:site_name', page.siteName),
    ...(image ? [meta('property', 'og:image', image)] : []),
    ...(image && resized
      ? [
          meta('property', 'og:image:width', String(SHARE_IMAGE.width)),
          meta('property', 'og:image:height', String(SHARE_IMAGE.height)),
        ]
      : []),
    ...(page.image?.alt ? [meta('property', 'og:image:alt', page.image.alt)] : []),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', page.title),
    meta('name', 'twitter:description', page.description),
    ...(image ? [meta('name', 'twitter:image', image)] : []),
    ...page.alternates.map(
      (alternate) =>
        `<link rel="alternate" hreflang="${alternate.locale}" href="${escapeHtml(absolute(alternate.path))}" ${FIRST_PAINT_ATTRIBUTE}>`,
    ),
  ].join('');
}
