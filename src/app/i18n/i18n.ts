import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE } from '../../shared/constants/locales.ts';
import { resources } from './resources.ts';

/** Missing texts fall back to Czech, then to the key itself (spec 01 §8). */
void i18next.use(initReactI18next).init({
  resources,
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  interpolation: { escapeValue: false },
  returnNull: false,
  showSupportNotice: false,
});

export const i18n = i18next;
