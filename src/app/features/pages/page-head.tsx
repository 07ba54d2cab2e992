import { useRouter } from '@tanstack/react-router';
import type { Page } from '../../../shared/api/calls/pages.ts';
import { imageUrl } from '../../../shared/domain/image-url.ts';

/** The size link previews (Open Graph, Twitter large cards) show an image at. */
const SHARE_IMAGE = { width: 1200, height: 630 } as const;

/**
 * Spec 01 §2 "Page head": title, description, canonical address, an alternate link per locale, Open Graph and Twitter
 * tags (React hoists them into <head>, on the server too). Addresses are absolute, on the site's public origin
 * (previews and hreflang need them); a share image is a JPEG/WebP rendition, as previews do not show SVG images.
 */
export function PageHead({ page }: { page: Page }) {
  const { origin } = useRouter();
  const absolute = (url: string) => new URL(url, origin).toString();
  const image = page.image ? absolute(imageUrl(page.image, SHARE_IMAGE)) : undefined;
  const resized = page.image !== null && image !== absolute(page.image.url);
  return (
    <>
      <title>{page.documentTitle}</title>
      <meta name="description" content={page.description} />
      <link rel="canonical" href={absolute(page.path)} />
      <meta property="og:type" content="website" />
      <meta property="og:url" content={absolute(page.path)} />
      <meta property="og:title" content={page.title} />
      <meta property="og:description" content={page.description} />
      <meta property="og:site_name" content={page.siteName} />
      <meta property="og:locale" content={page.locale} />
      {image && <meta property="og:image" content={image} />}
      {image && resized && <meta property="og:image:width" content={String(SHARE_IMAGE.width)} />}
      {image && resized && <meta property="og:image:height" content={String(SHARE_IMAGE.height)} />}
      {page.image?.alt && <meta property="og:image:alt" content={page.image.alt} />}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={page.title} />
      <meta name="twitter:description" content={page.description} />
      {image && <meta name="twitter:image" content={image} />}
      {page.alternates.map((alternate) => (
        <link key={alternate.locale} rel="alternate" hrefLang={alternate.locale} href={absolute(alternate.path)} />
      ))}
      <link rel="manifest" href="/manifest.webmanifest" />
    </>
  );
}
