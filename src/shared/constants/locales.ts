/** Spec 02 §9: supported locales cs, en, de, pl; default cs; Polish never offered in the selector. */
export const LOCALES = ['cs', 'en', 'pl', 'de'] as const;
export type Locale = (typeof LOCALES)[number];
/** Locales that have routed content (de exists only as translation resources). */
export const ROUTED_LOCALES = ['cs', 'en', 'pl'] as const;
export type RoutedLocale = (typeof ROUTED_LOCALES)[number];
export const DEFAULT_LOCALE: RoutedLocale = 'cs';
export const LOCALES_HIDDEN_IN_SELECTOR: readonly Locale[] = ['pl'];
export const TIME_ZONE = 'Europe/Prague';

/** The language tag Intl formats a locale's dates and numbers in: English as in Britain (day before month). */
export const intlLocale = (locale: Locale): string => (locale === 'en' ? 'en-GB' : locale);
export const CURRENCY = 'CZK';

export function isRoutedLocale(value: string): value is RoutedLocale {
  return (ROUTED_LOCALES as readonly string[]).includes(value);
}

/** Content answers use routed locales; 'de' (translations only) and anything else fall back to Czech. */
export function toRoutedLocale(value: string): RoutedLocale {
  return isRoutedLocale(value) ? value : DEFAULT_LOCALE;
}
