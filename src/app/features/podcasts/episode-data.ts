import type { ScreenDataContext } from '../../ui/screen-props.ts';
import { episodeQuery } from './api.ts';

/** The episode its screen shows, read by the route's loader with the screen's own query. */
export async function loadEpisodeData({ queryClient, page, locale }: ScreenDataContext): Promise<void> {
  const id = page.entity?.id;
  if (id !== undefined) await queryClient.ensureQueryData(episodeQuery(locale, id));
}
