import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { i18n } from './i18n.ts';
import type { TextsStore, TFunction } from './texts-store.ts';

const TextsContext = createContext<TextsStore>(i18n);

/** The texts the components below read: the page's language on the server, the tab's one in the browser. */
export function TextsProvider({ texts, children }: { texts: TextsStore; children: ReactNode }) {
  return <TextsContext.Provider value={texts}>{children}</TextsContext.Provider>;
}

/** The texts in the current language (`t`), rendered again when the language changes. */
export function useTranslation(): { t: TFunction; i18n: TextsStore } {
  const texts = useContext(TextsContext);
  const language = useSyncExternalStore(
    texts.subscribe,
    () => texts.language,
    () => texts.language,
  );
  return { t: texts.getFixedT(language), i18n: texts };
}
