import { pageOf } from '../../ui/list-page.ts';
import type { ScreenDataContext } from '../../ui/screen-props.ts';
import { downloadListQuery } from './api.ts';

/** The downloads page the address names, read before the screen renders (the same query the screen shows). */
export const loadDownloadListData = ({ queryClient, locale, search }: ScreenDataContext) =>
  queryClient.ensureQueryData(downloadListQuery(locale, pageOf(search)));
