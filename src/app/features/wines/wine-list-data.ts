import type { ScreenDataContext } from '../../ui/screen-props.ts';
import { wineListQuery, wineOptionsQuery } from './api.ts';
import { readWineFilters } from './wine-filters.ts';

/** The wines the address's filter and page find and the filter's options, read before the list renders. */
export const loadWineListData = ({ queryClient, locale, search }: ScreenDataContext) =>
  Promise.all([
    queryClient.ensureQueryData(wineListQuery(locale, readWineFilters(search))),
    queryClient.ensureQueryData(wineOptionsQuery(locale)),
  ]);
