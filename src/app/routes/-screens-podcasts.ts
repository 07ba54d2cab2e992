import { preloadable } from '../ui/preloadable.ts';
import type { BlockMap, ScreenMap } from '../ui/screen-props.ts';

/** The podcasts screens and blocks (issue 8), spread into PAGE_SCREENS / PAGE_BLOCKS; each loads lazily. */
export const PODCASTS_SCREENS: ScreenMap = {
  podcast_list: preloadable(() =>
    Promise.all([
      import('../features/podcasts/podcast-list-screen.tsx'),
      import('../features/podcasts/podcast-list-data.ts'),
    ]).then(([m, d]) => ({ default: m.PodcastListScreen, loadData: d.loadPodcastListData })),
  ),
  podcast_episode: preloadable(() =>
    Promise.all([
      import('../features/podcasts/podcast-episode-screen.tsx'),
      import('../features/podcasts/episode-data.ts'),
    ]).then(([m, d]) => ({ default: m.PodcastEpisodeScreen, loadData: d.loadEpisodeData })),
  ),
};
export const PODCASTS_BLOCKS = {} satisfies BlockMap;
