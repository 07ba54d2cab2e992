import type { ScreenDataContext } from '../../ui/screen-props.ts';
import { articleQuery, varietyNeighboursQuery, varietyQuery } from './api.ts';

/** What the article and variety screens show, read by the route's loader with the screens' own queries. */
export async function loadArticleData({ queryClient, page, locale }: ScreenDataContext): Promise<void> {
  const id = page.entity?.id;
  if (id !== undefined) await queryClient.ensureQueryData(articleQuery(locale, id));
}

export async function loadVarietyData({ queryClient, page, locale }: ScreenDataContext): Promise<void> {
  const id = page.entity?.id;
  if (id === undefined) return;
  await Promise.all([
    queryClient.ensureQueryData(varietyQuery(locale, id)),
    queryClient.ensureQueryData(varietyNeighboursQuery(locale, id)),
  ]);
}
