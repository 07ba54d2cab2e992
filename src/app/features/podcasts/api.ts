import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { contentCalls, podcastEpisodeSchema, podcastShowSchema } from '../../../shared/api/calls/content.ts';
import { EPISODES_OF_SHOW_LIMIT, PODCAST_PAGE_SIZE } from '../../../shared/constants/content.ts';
import type { RoutedLocale } from '../../../shared/constants/locales.ts';
import { apiGet, apiPost } from '../../lib/api-client.ts';

type FetchInput = z.input<typeof contentCalls.fetchPodcasts.input>;
export type PodcastsAnswer = z.output<typeof contentCalls.fetchPodcasts.output>;
export type Episode = z.output<typeof podcastEpisodeSchema>;
export type Show = z.output<typeof podcastShowSchema>;

/** How many of the newest shows the bar above the tabs shows. */
export const NEWEST_SHOWS = 8;

export const isShow = (entry: PodcastsAnswer['data']['data'][number]): entry is Show => 'episodesCount' in entry;
export const isEpisode = (entry: PodcastsAnswer['data']['data'][number]): entry is Episode => 'audioFileUrl' in entry;

const podcastsQuery = (input: FetchInput & { locale: RoutedLocale }) =>
  queryOptions({
    queryKey: ['podcasts', input],
    queryFn: () => apiPost('/api/fetch-podcasts', input),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

/** A page of episodes or shows, 12 per page (our PODCAST_PAGE_SIZE: the spec shares the constant without its value). */
export const podcastListQuery = (
  locale: RoutedLocale,
  type: 'episodes' | 'shows',
  sort: string,
  search: string,
  page: number,
) =>
  podcastsQuery({
    locale,
    type,
    sort: sort as FetchInput['sort'],
    page,
    size: PODCAST_PAGE_SIZE,
    ...(search ? { search } : {}),
  });

export const newestShowsQuery = (locale: RoutedLocale) =>
  podcastsQuery({ locale, type: 'shows', sort: 'newest_show', page: 1, size: NEWEST_SHOWS });

/** One show's card, read on its own so a `show={id}-{slug}` address opens without the list. */
export const showQuery = (locale: RoutedLocale, id: number) =>
  podcastsQuery({ locale, type: 'shows', itemId: id, page: 1, size: 1 });

/** Spec 01 §9: a show's episodes are fetched all at once (up to 2000). */
export const showEpisodesQuery = (locale: RoutedLocale, id: number, sort: string) =>
  podcastsQuery({
    locale,
    type: 'show',
    itemId: id,
    sort: sort as FetchInput['sort'],
    page: 1,
    size: EPISODES_OF_SHOW_LIMIT,
  });

export const episodeQuery = (locale: RoutedLocale, id: number) =>
  queryOptions({
    queryKey: ['podcastEpisode', locale, id],
    queryFn: () => apiGet('/api/podcastEpisode', { locale, id }),
    staleTime: 5 * 60_000,
  });
