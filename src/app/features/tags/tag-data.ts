import type { ScreenDataContext } from '../../ui/screen-props.ts';
import { tagQuery, taggedQuery } from './api.ts';
import { readTagFilters } from './tag-filters.ts';

/** The tag and the records the address's filter and page find, read before the tag page renders. */
export const loadTagData = ({ queryClient, page, locale, search }: ScreenDataContext) => {
  const tagId = page.entity?.id ?? 0;
  return Promise.all([
    queryClient.ensureQueryData(tagQuery(locale, tagId)),
    queryClient.ensureQueryData(taggedQuery(locale, tagId, readTagFilters(search))),
  ]);
};
