import type { ScreenDataContext } from '../../ui/screen-props.ts';
import { newsDetailQuery } from './api.ts';

/** The article the news detail screen shows, read by the route's loader with the screen's own query. */
export async function loadNewsDetailData({ queryClient, page, locale }: ScreenDataContext): Promise<void> {
  const id = page.entity?.id;
  if (id !== undefined) await queryClient.ensureQueryData(newsDetailQuery(locale, id));
}
