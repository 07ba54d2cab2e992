import type { ScreenDataContext } from '../../ui/screen-props.ts';
import { recipeQuery } from './api.ts';

/** The recipe its screen shows, read by the route's loader with the screen's own query. */
export async function loadRecipeData({ queryClient, page, locale }: ScreenDataContext): Promise<void> {
  const id = page.entity?.id;
  if (id !== undefined) await queryClient.ensureQueryData(recipeQuery(locale, id));
}
