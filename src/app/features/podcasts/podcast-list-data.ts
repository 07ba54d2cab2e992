import type { ScreenDataContext } from '../../ui/screen-props.ts';
import { newestShowsQuery, podcastListQuery, showEpisodesQuery, showQuery } from './api.ts';
import { DEFAULT_EPISODE_SORT, listTypeOf, readPodcastAddress } from './podcast-address.ts';

/**
 * What the podcast list shows first, read before it renders: the tab counts (the first default page of episodes and
 * the newest shows), then the address's page of its tab, or the chosen show with its episodes. Spec 01 §4: the first
 * default page of episodes the page answer carries is used as it is, not read again.
 */
export function loadPodcastListData({ queryClient, page, locale, search }: ScreenDataContext) {
  const address = readPodcastAddress(search);
  const firstEpisodes = podcastListQuery(locale, 'episodes', DEFAULT_EPISODE_SORT, '', 1);
  if (page.podcastList && queryClient.getQueryData(firstEpisodes.queryKey) === undefined)
    queryClient.setQueryData(firstEpisodes.queryKey, page.podcastList);
  const { view } = address;
  return Promise.all([
    queryClient.ensureQueryData(firstEpisodes),
    queryClient.ensureQueryData(newestShowsQuery(locale)),
    ...(view.tab === 'show'
      ? [
          queryClient.ensureQueryData(showQuery(locale, view.id)),
          queryClient.ensureQueryData(showEpisodesQuery(locale, view.id, address.sort)),
        ]
      : [
          queryClient.ensureQueryData(
            podcastListQuery(locale, listTypeOf(view), address.sort, address.s, address.page),
          ),
        ]),
  ]);
}
