import { DEFAULT_LOCALE } from '../../shared/constants/locales.ts';
import { shellTexts } from './shell-texts.ts';
import { TextsStore } from './texts-store.ts';

/** The interface texts; missing ones fall back to Czech, then to the key itself (spec 01 §8). */
export const i18n = new TextsStore(DEFAULT_LOCALE, DEFAULT_LOCALE);
for (const [language, texts] of Object.entries(shellTexts)) i18n.addTexts(language, texts);
