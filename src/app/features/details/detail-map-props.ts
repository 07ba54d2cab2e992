import type { RoutedLocale } from '../../../shared/constants/locales.ts';

/** The place a detail's map shows, highlighted among its neighbours. */
export interface DetailMapProps {
  locale: RoutedLocale;
  placeType: 'wine_entity' | 'restaurant';
  id: number;
  title: string;
  /** The map point type of the place (its first wine entity type, or restaurant). */
  type: string;
  latitude: number;
  longitude: number;
}
