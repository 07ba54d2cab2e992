import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { placesCalls } from '../../../shared/api/calls/places.ts';
import type { RoutedLocale } from '../../../shared/constants/locales.ts';
import { LIST_PAGE_SIZE, MAP_MODE_LIMIT, PROGRAMME_CHOICES, RESTAURANT_CHOICES, type ProgrammeChoice, type RestaurantChoice, type WineEntityType } from '../../../shared/constants/places.ts';
import { apiGet } from '../../lib/api-client.ts';
import type { ListFilters } from './list-filters.ts';

/** Which records a list page shows, and which filter-option set of /api/others it uses. */
export type ListKind = { call: 'wineEntity'; entityType: WineEntityType; optionsType: 'winemaker' | 'cellar' | 'winebar' | 'wineshop' | 'accommodation' } | { call: 'restaurant'; optionsType: 'restaurant' };

const isProgramme = (value: string): value is ProgrammeChoice => (PROGRAMME_CHOICES as readonly string[]).includes(value);
const isRestaurantChoice = (value: string): value is RestaurantChoice => (RESTAURANT_CHOICES as readonly string[]).includes(value);

const paging = (filters: ListFilters) => (filters.mode === 'map' ? { offset: 0, limit: MAP_MODE_LIMIT } : { offset: (filters.page - 1) * LIST_PAGE_SIZE, limit: LIST_PAGE_SIZE });

/** One cached listing per query (spec 01 §4 "Listings cached per query"). */
export const placeListQuery = (kind: ListKind, locale: RoutedLocale, filters: ListFilters) => {
  const common = { locale, s: filters.s || undefined, sr: filters.sr, m: filters.m, l: filters.l, ...paging(filters) };
  return queryOptions({
    queryKey: ['placeList', kind.call, kind.call === 'wineEntity' ? kind.entityType : 'restaurant', locale, common, filters.p],
    queryFn: async () => {
      const answer = kind.call === 'wineEntity'
        ? await apiGet(placesCalls.wineEntityList, { ...common, t: kind.entityType, p: filters.p.filter(isProgramme) })
        : await apiGet(placesCalls.restaurantList, { ...common, p: filters.p.filter(isRestaurantChoice) });
      return { count: answer.count, total: answer.total, items: answer.items.map((item) => ({
        id: item.id, title: item.title, url: item.url, city: item.city, image: item.image, location: item.location,
        perex: 'perex' in item ? item.perex : '', types: 'wineEntityTypes' in item ? item.wineEntityTypes : ['restaurant'],
      })) };
    },
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
};

export type ListItem = Awaited<ReturnType<NonNullable<ReturnType<typeof placeListQuery>['queryFn']>>>['items'][number];

export const filterOptionsQuery = (kind: ListKind, locale: RoutedLocale) =>
  queryOptions({
    queryKey: ['filterOptions', kind.optionsType, locale],
    queryFn: () => apiGet(placesCalls.others, { type: kind.optionsType, locale }),
    staleTime: 5 * 60_000,
  });
