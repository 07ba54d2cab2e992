import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { RoutedLocale } from '../../../shared/constants/locales.ts';
import {
  LIST_PAGE_SIZE,
  MAP_MODE_LIMIT,
  PROGRAMME_CHOICES,
  RESTAURANT_CHOICES,
  type ProgrammeChoice,
  type RestaurantChoice,
} from '../../../shared/constants/places.ts';
import { apiGet } from '../../lib/api-client.ts';
import { facetFilters, type ListFilters } from './list-filters.ts';
import type { ListKind } from './list-kinds.ts';

const isProgramme = (value: string): value is ProgrammeChoice =>
  (PROGRAMME_CHOICES as readonly string[]).includes(value);
const isRestaurantChoice = (value: string): value is RestaurantChoice =>
  (RESTAURANT_CHOICES as readonly string[]).includes(value);

/** Spec 01 §9: list mode 10 per page at offset (page-1)*10; map mode 1000 from offset 0. */
export const listPaging = (filters: Pick<ListFilters, 'mode' | 'page'>) =>
  filters.mode === 'map'
    ? { offset: 0, limit: MAP_MODE_LIMIT }
    : { offset: (filters.page - 1) * LIST_PAGE_SIZE, limit: LIST_PAGE_SIZE };

/** One cached listing per query (spec 01 §4 "Listings cached per query"). */
export const placeListQuery = (kind: ListKind, locale: RoutedLocale, filters: ListFilters) => {
  const common = {
    locale,
    s: filters.s || undefined,
    sr: filters.sr,
    m: filters.m,
    l: filters.l,
    o: filters.o || undefined,
    ...listPaging(filters),
  };
  return queryOptions({
    queryKey: ['placeList', kind.call === 'wineEntity' ? kind.entityType : 'restaurant', locale, common, filters.p],
    queryFn: async () => {
      const answer =
        kind.call === 'wineEntity'
          ? await apiGet('/api/wineEntity', { ...common, t: kind.entityType, p: filters.p.filter(isProgramme) })
          : await apiGet('/api/restaurant', { ...common, p: filters.p.filter(isRestaurantChoice) });
      return {
        count: answer.count,
        total: answer.total,
        items: answer.items.map((item) => ({
          id: item.id,
          title: item.title,
          url: item.url,
          city: item.city,
          image: item.image,
          location: item.location,
          rating: item.rating,
          ratingCount: item.ratingCount,
          perex: 'perex' in item ? item.perex : '',
          types: 'wineEntityTypes' in item ? item.wineEntityTypes : ['restaurant'],
          openingHours: item.openingHours,
        })),
      };
    },
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
};

export type ListItem = Awaited<ReturnType<NonNullable<ReturnType<typeof placeListQuery>['queryFn']>>>['items'][number];

/**
 * A list's filter options with counts that follow the chosen filters (and how many places they give), one cached
 * answer per choice. While the next answer comes, the list's previous one stays (not another list's).
 */
export const filterOptionsQuery = (kind: ListKind, locale: RoutedLocale, filters: ListFilters) => {
  const chosen = facetFilters(filters);
  return queryOptions({
    queryKey: ['filterOptions', kind.optionsType, locale, chosen],
    queryFn: () =>
      apiGet('/api/others', {
        type: kind.optionsType,
        locale,
        s: chosen.s || undefined,
        sr: chosen.sr,
        m: chosen.m,
        l: chosen.l,
        o: chosen.o || undefined,
        p: chosen.p.filter(kind.call === 'restaurant' ? isRestaurantChoice : isProgramme),
      }),
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === kind.optionsType && previousQuery.queryKey[2] === locale ? previous : undefined,
    staleTime: 5 * 60_000,
  });
};

/** E-shops listed with the wine shops: they take only the search text, 10 more per step. */
export const eshopListQuery = (locale: RoutedLocale, s: string) =>
  infiniteQueryOptions({
    queryKey: ['eshopList', locale, s],
    queryFn: ({ pageParam }) =>
      apiGet('/api/eshop', { locale, s: s || undefined, offset: pageParam, limit: LIST_PAGE_SIZE }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      return loaded < last.count && last.items.length > 0 ? loaded : undefined;
    },
    staleTime: 60_000,
  });
