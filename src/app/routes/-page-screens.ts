import type { QueryClient } from '@tanstack/react-query';
import { lazy } from 'react';
import { isRoutedLocale } from '../../shared/constants/locales.ts';
import { tripIdInPath } from '../lib/page-queries.ts';
import type { BlockMap, ScreenMap } from '../ui/screen-props.ts';
import { CMS_BLOCKS, CMS_SCREENS } from './-screens-cms.ts';
import { ENCYCLOPEDIA_BLOCKS, ENCYCLOPEDIA_SCREENS } from './-screens-encyclopedia.ts';
import { NEWS_BLOCKS, NEWS_SCREENS } from './-screens-news.ts';
import { PODCASTS_BLOCKS, PODCASTS_SCREENS } from './-screens-podcasts.ts';

/**
 * Which feature screen renders each page type, and which feature renders a block type.
 * Screens load lazily so a page downloads only the code it shows.
 */
const tripScreen = () => import('../features/trips/trip-screen.tsx').then((m) => ({ default: m.TripScreen }));

/**
 * Starts what a trip link shows, its screen's code and the trip, while the page itself is being resolved: on a cold
 * start without network each step comes from the device, and doing them side by side is what makes it quick.
 */
export function preloadForPath(queryClient: QueryClient, locale: string, path: string): void {
  if (!isRoutedLocale(locale)) return;
  const tripId = tripIdInPath(locale, path);
  if (!tripId) return;
  void tripScreen();
  // Loaded on demand: the trip code (and IndexedDB) stays out of every other page's first JavaScript.
  void import('../lib/trips.ts').then(({ tripQuery }) => queryClient.ensureQueryData(tripQuery(tripId, locale)).catch(() => undefined));
}

const placeList = lazy(() => import('../features/catalogue/place-list-screen.tsx').then((m) => ({ default: m.PlaceListScreen })));

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
  wine_entity: lazy(() => import('../features/details/wine-entity-screen.tsx').then((m) => ({ default: m.WineEntityScreen }))),
  restaurant: lazy(() => import('../features/details/restaurant-screen.tsx').then((m) => ({ default: m.RestaurantScreen }))),
  eshop: lazy(() => import('../features/details/eshop-screen.tsx').then((m) => ({ default: m.EshopScreen }))),
  event: lazy(() => import('../features/details/event-screen.tsx').then((m) => ({ default: m.EventScreen }))),
  event_calendar: lazy(() => import('../features/events/event-calendar-screen.tsx').then((m) => ({ default: m.EventCalendarScreen }))),
  ml_wine_list: lazy(() => import('../features/wines/wine-list-screen.tsx').then((m) => ({ default: m.WineListScreen }))),
  tag: lazy(() => import('../features/tags/tag-screen.tsx').then((m) => ({ default: m.TagScreen }))),
  my_account: lazy(() => import('../features/account/my-account-screen.tsx').then((m) => ({ default: m.MyAccountScreen }))),
  account_settings: lazy(() => import('../features/account/account-settings-screen.tsx').then((m) => ({ default: m.AccountSettingsScreen }))),
  trip: lazy(tripScreen),
  map: lazy(() => import('../features/map/map-page-screen.tsx').then((m) => ({ default: m.MapPageScreen }))),
  request_form: lazy(() => import('../features/requests/request-form-screen.tsx').then((m) => ({ default: m.RequestFormScreen }))),
  request_review: lazy(() => import('../features/review/review-screen.tsx').then((m) => ({ default: m.ReviewScreen }))),
};

export const PAGE_BLOCKS: BlockMap = {
  ...CMS_BLOCKS,
  ...NEWS_BLOCKS,
  ...PODCASTS_BLOCKS,
  ...ENCYCLOPEDIA_BLOCKS,
  upcoming_events: lazy(() => import('../features/events/upcoming-events-block.tsx').then((m) => ({ default: m.UpcomingEventsBlock }))),
  form: lazy(() => import('../features/cms-forms/cms-form-block.tsx').then((m) => ({ default: m.CmsFormBlock }))),
  newsletter: lazy(() => import('../features/cms-forms/newsletter-box.tsx').then((m) => ({ default: m.NewsletterBlock }))),
};
