import type { RoutedLocale } from '../../../shared/constants/locales.ts';

/** The site-wide and encyclopedia search modals, opened from the address (showModal=1). */
export function SearchModals(_props: { locale: RoutedLocale }) {
  return null;
}
