import { queryOptions } from '@tanstack/react-query';
import type { RoutedLocale } from '../../../shared/constants/locales.ts';
import type { WineColor } from '../../../shared/constants/wines.ts';
import { apiGet } from '../../lib/api-client.ts';

/** Whose wines a slider shows: one or more producers (`w`), or the best of a colour (`c`). */
export type WineSliderFilter = { producers: number[] } | { color: WineColor };

const NO_FILTERS = { c: [], y: [], e: [], k: [], v: [], re: [], sr: [], w: [] };

/** The wine entities among a record's related places: whose wines a restaurant's slider and wine list show. */
export const relatedProducers = (related: readonly { placeType: string; id: number }[]): number[] =>
  related.filter((item) => item.placeType === 'wine_entity').map((item) => item.id);

export const wineSliderQuery = (locale: RoutedLocale, filter: WineSliderFilter) =>
  queryOptions({
    queryKey: ['detailWines', locale, filter],
    queryFn: () =>
      apiGet('/api/mlWine', {
        ...NO_FILTERS,
        locale,
        ...('producers' in filter ? { w: filter.producers } : { c: [filter.color] }),
      }),
    staleTime: 5 * 60_000,
    enabled: !('producers' in filter) || filter.producers.length > 0,
  });
