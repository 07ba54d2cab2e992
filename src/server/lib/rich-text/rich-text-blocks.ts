import type { RoutedLocale } from '../../../shared/constants/locales.ts';
import { renderRichText } from './rich-text.ts';

/** Content blocks with every `rich_text` block's html rendered for the locale; other blocks pass unchanged. */
export function withRenderedRichText<B extends object>(blocks: readonly B[], locale: RoutedLocale): B[] {
  return blocks.map((block) => {
    const { type, html } = block as { type?: unknown; html?: unknown };
    return type === 'rich_text' && typeof html === 'string' ? { ...block, html: renderRichText(html, locale) } : block;
  });
}
