import { pageOf } from '../../ui/list-page.ts';
import type { ScreenDataContext } from '../../ui/screen-props.ts';
import { isTradeNews, newsListQuery } from './api.ts';

/** The news list page the address names, read before the screen renders (the same query the screen shows). */
export const loadNewsListData = ({ queryClient, page, locale, search }: ScreenDataContext) =>
  queryClient.ensureQueryData(newsListQuery(locale, pageOf(search), isTradeNews(page)));
