import { WINE_COLORS } from '../../../shared/constants/wines.ts';
import { eshopQuery, restaurantQuery, wineEntityQuery } from '../../lib/detail-queries.ts';
import type { ScreenDataContext } from '../../ui/screen-props.ts';
import { relatedProducers, wineSliderQuery, type WineSliderFilter } from './wines-api.ts';

/**
 * What the detail screens show in their first render, read by the route's loader with the screens' own queries: the
 * record and the wines of its sliders (on the server the page is then whole, in the browser nothing is asked again).
 */
const ensureWines = ({ queryClient, locale }: ScreenDataContext, filter: WineSliderFilter) =>
  'producers' in filter && filter.producers.length === 0
    ? Promise.resolve()
    : queryClient.ensureQueryData(wineSliderQuery(locale, filter));

export async function loadWineEntityData(context: ScreenDataContext): Promise<void> {
  const id = context.page.entity?.id;
  if (id === undefined) return;
  await Promise.all([
    context.queryClient.ensureQueryData(wineEntityQuery(context.locale, id)),
    ensureWines(context, { producers: [id] }),
  ]);
}

export async function loadRestaurantData(context: ScreenDataContext): Promise<void> {
  const id = context.page.entity?.id;
  if (id === undefined) return;
  // The slider shows the wines of the related wine entities, so the record comes first.
  const restaurant = await context.queryClient.ensureQueryData(restaurantQuery(context.locale, id));
  await ensureWines(context, { producers: relatedProducers(restaurant.relatedEntities) });
}

export async function loadEshopData(context: ScreenDataContext): Promise<void> {
  const id = context.page.entity?.id;
  if (id === undefined) return;
  await Promise.all([
    context.queryClient.ensureQueryData(eshopQuery(context.locale, id)),
    ...WINE_COLORS.map((color) => ensureWines(context, { color })),
  ]);
}
