import { pageOf } from '../../ui/list-page.ts';
import type { ScreenDataContext } from '../../ui/screen-props.ts';
import { recipeListQuery } from './api.ts';

/** The recipe list page the address names, read before the screen renders (the same query the screen shows). */
export const loadRecipeListData = ({ queryClient, locale, search }: ScreenDataContext) =>
  queryClient.ensureQueryData(recipeListQuery(locale, pageOf(search)));
