import type { Page } from '../../../shared/api/calls/pages.ts';

/** Title, description, Open Graph / Twitter tags and alternate-language links (React hoists them into <head>). */
export function PageHead({ page }: { page: Page }) {
  const image = page.image ? new URL(page.image.url, window.location.origin).toString() : undefined;
  return (
    <>
      <title>{page.documentTitle}</title>
      <meta name="description" content={page.description} />
      <meta property="og:title" content={page.title} />
      <meta property="og:description" content={page.description} />
      <meta property="og:site_name" content={page.siteName} />
      {image && <meta property="og:image" content={image} />}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={page.title} />
      <meta name="twitter:description" content={page.description} />
      {image && <meta name="twitter:image" content={image} />}
      {page.alternates.map((alternate) => (
        <link key={alternate.locale} rel="alternate" hrefLang={alternate.locale} href={alternate.path} />
      ))}
      <link rel="manifest" href="/manifest.webmanifest" />
    </>
  );
}
