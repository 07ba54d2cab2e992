import type { QueryClient } from '@tanstack/react-query';
import { preloadable, preloadCode, prepareComponent } from '../ui/preloadable.ts';
import type { Page } from '../../shared/api/calls/pages.ts';
import { isRoutedLocale } from '../../shared/constants/locales.ts';
import { tripIdInPath } from '../lib/page-queries.ts';
import { tripQuery } from '../lib/trip-query.ts';
import { nextTask } from '../lib/next-task.ts';
import type { BlockRenderers, ScreenDataContext, ScreenMap } from '../ui/screen-props.ts';
import { CMS_BLOCKS, CMS_SCREENS } from './-screens-cms.ts';
import { ENCYCLOPEDIA_BLOCKS, ENCYCLOPEDIA_SCREENS } from './-screens-encyclopedia.ts';
import { NEWS_BLOCKS, NEWS_SCREENS } from './-screens-news.ts';
import { PODCASTS_BLOCKS, PODCASTS_SCREENS } from './-screens-podcasts.ts';

/**
 * Which feature screen renders each page type, and which feature renders a block type.
 * Screens load lazily so a page downloads only the code it shows.
 */
const TripScreen = preloadable(() =>
  import('../features/trips/trip-screen.tsx').then((m) => ({ default: m.TripScreen })),
);

/**
 * Starts what a trip link shows, its screen's code and the trip, while the page itself is being resolved: on a cold
 * start without network each step comes from the device, and doing them side by side is what makes it quick.
 */
export function preloadForPath(queryClient: QueryClient, locale: string, path: string): Promise<void> {
  if (!isRoutedLocale(locale)) return Promise.resolve();
  const tripId = tripIdInPath(locale, path);
  if (!tripId) return Promise.resolve();
  void TripScreen.preload();
  // The trip screen's code (and IndexedDB) stays out of every other page's first JavaScript; its read does not wait for it.
  return queryClient.ensureQueryData(tripQuery(tripId, locale)).then(
    () => undefined,
    () => undefined,
  );
}

const placeList = preloadable(() =>
  Promise.all([
    import('../features/catalogue/place-list-screen.tsx'),
    import('../features/catalogue/list-data.ts'),
  ]).then(([m, d]) => ({ default: m.PlaceListScreen, loadData: d.loadPlaceListData })),
);

export const PAGE_SCREENS: ScreenMap = {
  ...CMS_SCREENS,
  ...NEWS_SCREENS,
  ...PODCASTS_SCREENS,
  ...ENCYCLOPEDIA_SCREENS,
  winemaker_list: placeList,
  cellar_list: placeList,
  wine_bar_list: placeList,
  wine_shop_list: placeList,
  accommodation_list: placeList,
  restaurant_list: placeList,
  wine_entity: preloadable(() =>
    Promise.all([
      import('../features/details/wine-entity-screen.tsx'),
      import('../features/details/detail-data.ts'),
    ]).then(([m, d]) => ({ default: m.WineEntityScreen, loadData: d.loadWineEntityData })),
  ),
  restaurant: preloadable(() =>
    Promise.all([
      import('../features/details/restaurant-screen.tsx'),
      import('../features/details/detail-data.ts'),
    ]).then(([m, d]) => ({ default: m.RestaurantScreen, loadData: d.loadRestaurantData })),
  ),
  eshop: preloadable(() =>
    Promise.all([import('../features/details/eshop-screen.tsx'), import('../features/details/detail-data.ts')]).then(
      ([m, d]) => ({ default: m.EshopScreen, loadData: d.loadEshopData }),
    ),
  ),
  event: preloadable(() => import('../features/details/event-screen.tsx').then((m) => ({ default: m.EventScreen }))),
  event_calendar: preloadable(() =>
    Promise.all([
      import('../features/events/event-calendar-screen.tsx'),
      import('../features/events/event-calendar-data.ts'),
    ]).then(([m, d]) => ({ default: m.EventCalendarScreen, loadData: d.loadEventCalendarData })),
  ),
  ml_wine_list: preloadable(() =>
    Promise.all([import('../features/wines/wine-list-screen.tsx'), import('../features/wines/wine-list-data.ts')]).then(
      ([m, d]) => ({ default: m.WineListScreen, loadData: d.loadWineListData }),
    ),
  ),
  ml_wine: preloadable(() =>
    import('../features/wines/wine-detail-screen.tsx').then((m) => ({ default: m.WineDetailScreen })),
  ),
  tag: preloadable(() =>
    Promise.all([import('../features/tags/tag-screen.tsx'), import('../features/tags/tag-data.ts')]).then(([m, d]) => ({
      default: m.TagScreen,
      loadData: d.loadTagData,
    })),
  ),
  my_account: preloadable(() =>
    import('../features/account/my-account-screen.tsx').then((m) => ({ default: m.MyAccountScreen })),
  ),
  account_settings: preloadable(() =>
    import('../features/account/account-settings-screen.tsx').then((m) => ({ default: m.AccountSettingsScreen })),
  ),
  trip: TripScreen,
  map: preloadable(() => import('../features/map/map-page-screen.tsx').then((m) => ({ default: m.MapPageScreen }))),
  request_form: preloadable(() =>
    import('../features/requests/request-form-screen.tsx').then((m) => ({ default: m.RequestFormScreen })),
  ),
  request_review: preloadable(() =>
    import('../features/review/review-screen.tsx').then((m) => ({ default: m.ReviewScreen })),
  ),
};

export const PAGE_BLOCKS: BlockRenderers = {
  ...CMS_BLOCKS,
  ...NEWS_BLOCKS,
  ...PODCASTS_BLOCKS,
  ...ENCYCLOPEDIA_BLOCKS,
  upcoming_events: preloadable(() =>
    Promise.all([
      import('../features/events/upcoming-events-block.tsx'),
      import('../features/events/upcoming-events-data.ts'),
    ]).then(([m, d]) => ({ default: m.UpcomingEventsBlock, loadData: d.loadUpcomingEventsData })),
  ),
  form: preloadable(() =>
    import('../features/cms-forms/cms-form-block.tsx').then((m) => ({ default: m.CmsFormBlock })),
  ),
  newsletter: preloadable(() =>
    import('../features/cms-forms/newsletter-box.tsx').then((m) => ({ default: m.NewsletterBlock })),
  ),
};

/**
 * The code and data a page's screen and blocks need, loaded by the route's loader before the page renders: on the
 * server the page is then rendered whole, and in the browser it paints at once instead of showing loading lines.
 * Code or data that cannot load is left to the screen's own loading and error states.
 */
export function preparePage(context: ScreenDataContext): Promise<void> {
  const { page } = context;
  const screen = PAGE_SCREENS[page.type];
  // A page type's screen renders its own content; the block renderers serve the generic page of blocks.
  const work = screen
    ? [prepareComponent(screen, context)]
    : page.blocks.map((block) => prepareComponent(PAGE_BLOCKS[block.type], { ...context, block }));
  return Promise.all(work.map((job) => job.catch(() => undefined))).then(() => undefined);
}

/**
 * The code of a page's screen (or of its blocks), without data: the browser loads it before it takes over the server's
 * page, so the whole page hydrates in one pass (the data is already in the page). Each block's code is asked for in a
 * task of its own: starting a script's download costs the main thread about 2 ms a file (8 ms at a slow phone's speed),
 * and a home page's blocks asked for at once made one task of 20-30 files.
 */
export async function preloadPageCode(page: Page): Promise<void> {
  const screen = PAGE_SCREENS[page.type];
  const components = screen ? [screen] : page.blocks.map((block) => PAGE_BLOCKS[block.type]);
  const code: Promise<void>[] = [];
  for (const [index, component] of components.entries()) {
    if (index > 0) await nextTask();
    code.push(preloadCode(component).catch(() => undefined));
  }
  await Promise.all(code);
}
