import { useRouter } from '@tanstack/react-router';
import { pragueToday } from '../../../shared/domain/prague-time.ts';
import { jsonLdText, type JsonObject, type StructuredDataContext } from './structured-data.ts';

/**
 * The site's origin and the Prague day the record was read on: the same on the server and in the browser that
 * hydrates its HTML (the record's read time comes along with the record), so both render the same JSON.
 */
export function useStructuredDataContext(readAt: number): StructuredDataContext {
  const { origin } = useRouter();
  return { origin, today: pragueToday(new Date(readAt)) };
}

/** A detail page's schema.org description for search engines and link previews (data: no CSP hash needed). */
export function StructuredData({ data }: { data: JsonObject }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
