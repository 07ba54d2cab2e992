import { i18n } from './i18n.ts';
import type { Texts } from './texts-store.ts';

/**
 * A feature adds its interface texts under its own key (`t('catalogue.filter.search')`), so
 * features never edit one shared resource file. Czech is required; others fall back to Czech.
 */
export function addTexts(namespaceKey: string, texts: { cs: Texts; en: Texts; pl: Texts; de?: Texts }): void {
  for (const [locale, bundle] of Object.entries(texts)) {
    if (bundle) i18n.addTexts(locale, { [namespaceKey]: bundle });
  }
}
