import sanitizeHtml, { type Attributes, type IOptions } from 'sanitize-html';
import type { RoutedLocale } from '../../../shared/constants/locales.ts';
import { withLocalePrefix } from './locale-link.ts';

/** Spec 01 §9: the page title is the only h1, so rich-text headings move one level down, h4–h6 all to h5. */
export const SHIFTED_HEADINGS: Readonly<Record<string, string>> = {
  h1: 'h2',
  h2: 'h3',
  h3: 'h4',
  h4: 'h5',
  h5: 'h5',
  h6: 'h5',
};

function optionsFor(locale: RoutedLocale): IOptions {
  return {
    allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img'],
    allowedAttributes: {
      a: ['href', 'name', 'target', 'rel', 'title'],
      img: ['src', 'srcset', 'alt', 'title', 'width', 'height', 'loading'],
      td: ['colspan', 'rowspan'],
      th: ['colspan', 'rowspan', 'scope'],
      ol: ['start', 'reversed'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    transformTags: {
      ...Object.fromEntries(
        Object.entries(SHIFTED_HEADINGS).map(([from, to]) => [from, sanitizeHtml.simpleTransform(to, {})]),
      ),
      a: (tagName, attribs) => {
        const linked: Attributes = { ...attribs };
        if (attribs.href !== undefined) linked.href = withLocalePrefix(attribs.href, locale);
        // A page opened in a new tab must not reach back to ours through window.opener.
        if (attribs.target === '_blank') linked.rel = 'noopener noreferrer';
        return { tagName, attribs: linked };
      },
    },
  };
}

const optionsByLocale = new Map<RoutedLocale, IOptions>();

/** CMS rich text as the app may show it: sanitised, headings shifted, relative links under the locale. */
export function renderRichText(html: string, locale: RoutedLocale): string {
  let options = optionsByLocale.get(locale);
  if (!options) {
    options = optionsFor(locale);
    optionsByLocale.set(locale, options);
  }
  return sanitizeHtml(html, options);
}
