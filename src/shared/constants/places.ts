/** Spec 01 §3 and §9: place and wine-entity types, filter choices, page sizes. */
export const WINE_ENTITY_TYPES = ['winemaker', 'cellar', 'wine_bar', 'wine_shop', 'accommodation'] as const;
export type WineEntityType = (typeof WINE_ENTITY_TYPES)[number];

/** The place types a trip holds (spec 01 §3 "Place in a trip"). */
export const PLACE_TYPES = ['wine_entity', 'restaurant', 'event'] as const;
export type PlaceType = (typeof PLACE_TYPES)[number];
export const isTripPlaceType = (type: string): type is PlaceType => (PLACE_TYPES as readonly string[]).includes(type);
/** A place (e.g. of a default list) that a trip can hold. */
export const heldByTrips = <P extends { type: string }>(place: P): place is P & { type: PlaceType } =>
  isTripPlaceType(place.type);

/** The place types a user can mark (spec 01 §9 place types): those a trip holds, and e-shops. */
export const PLACE_STATE_TYPES = [...PLACE_TYPES, 'eshop'] as const;
export type PlaceStateType = (typeof PLACE_STATE_TYPES)[number];

/** What a user can set on a place (the fields of setPlaceState). */
export const PLACE_STATE_FIELDS = ['isVisited', 'isFavorite', 'isPlannedToVisit', 'userRating', 'note'] as const;
export type PlaceStateField = (typeof PLACE_STATE_FIELDS)[number];

/**
 * The fields each place type takes. An e-shop takes favourite only: it cannot be visited or put in a trip (so no
 * wishlist), and the catalogue keeps no rating for it (decision 029).
 */
export const PLACE_STATE_FIELDS_OF: Record<PlaceStateType, readonly PlaceStateField[]> = {
  wine_entity: PLACE_STATE_FIELDS,
  restaurant: PLACE_STATE_FIELDS,
  event: PLACE_STATE_FIELDS,
  eshop: ['isFavorite'],
};
export const takesField = (placeType: PlaceStateType, field: PlaceStateField) =>
  PLACE_STATE_FIELDS_OF[placeType].includes(field);

/**
 * The place type a listing (a search result's or map point's first type) is kept under in place states and trips;
 * null for what cannot be kept there (an e-shop is its own record, not a wine entity).
 */
export function placeTypeOfListing(listingType: string): PlaceType | null {
  if (listingType === 'event' || listingType === 'restaurant') return listingType;
  return (WINE_ENTITY_TYPES as readonly string[]).includes(listingType) ? 'wine_entity' : null;
}

/** Winery list programme choices (spec 01 §9). */
export const PROGRAMME_CHOICES = [
  'certified',
  'touristPrograms',
  'regularOpen',
  'accomodation',
  'card',
  'disabled',
  'hasEshop',
  'refreshment',
  'rosewines',
  'stmartins',
] as const;
export type ProgrammeChoice = (typeof PROGRAMME_CHOICES)[number];

/** Restaurant choices (spec 01 §9). */
export const RESTAURANT_CHOICES = [
  'offerSaintMartinsWine',
  'offerSaintMartinsMenu',
  'hasServingWindow',
  'offerDelivery',
  'hasCardPayment',
  'isDisabledFriendly',
] as const;
export type RestaurantChoice = (typeof RESTAURANT_CHOICES)[number];

/** Languages of spec 01 §3 reference lists. */
export const LANGUAGES = [
  { id: 1, codename: 'cs', title: { cs: 'Čeština', en: 'Czech', pl: 'Czeski' } },
  { id: 2, codename: 'ru', title: { cs: 'Ruština', en: 'Russian', pl: 'Rosyjski' } },
  { id: 3, codename: 'pt', title: { cs: 'Portugalština', en: 'Portuguese', pl: 'Portugalski' } },
  { id: 4, codename: 'es', title: { cs: 'Španělština', en: 'Spanish', pl: 'Hiszpański' } },
  { id: 5, codename: 'it', title: { cs: 'Italština', en: 'Italian', pl: 'Włoski' } },
  { id: 6, codename: 'pl', title: { cs: 'Polština', en: 'Polish', pl: 'Polski' } },
  { id: 7, codename: 'fr', title: { cs: 'Francouzština', en: 'French', pl: 'Francuski' } },
  { id: 8, codename: 'de', title: { cs: 'Němčina', en: 'German', pl: 'Niemiecki' } },
  { id: 9, codename: 'en', title: { cs: 'Angličtina', en: 'English', pl: 'Angielski' } },
] as const;

export const ACCOMMODATION_TYPES = [
  'hotel',
  'penzion',
  'motel',
  'recreation_facility',
  'hostel',
  'private',
  'other',
] as const;

/** The certification flags of a wine entity (spec 01 §3), each a boolean of its own in answers and requests. */
export const CERTIFICATION_FLAGS = [
  'certifiedWinemaker',
  'certifiedWineCellar',
  'certifiedWineshop',
  'certifiedWineBar',
  'certifiedAccomodation',
  'certifiedRestaurant',
] as const;

/** Page sizes (spec 01 §9). */
export const LIST_PAGE_SIZE = 10;
export const MAP_MODE_LIMIT = 1000;
export const TAG_PAGE_SIZE = 12;

/** Map points are used only inside this latitude window and with a longitude (spec 01 §5). */
export const MAP_LATITUDE_MIN = 48.5;
export const MAP_LATITUDE_MAX = 51;

/** Tag filter types (spec 01 §9). */
export const TAG_FILTER_TYPES = [
  'news',
  'encyclopedia',
  'pages',
  'wine_variety',
  'events',
  'winemakers',
  'cellars',
  'winebars',
  'restaurants',
  'eshops',
] as const;

/** The filter badge shows at most 99 and then "99+" (spec 01 §9). */
export const FILTER_BADGE_CAP = 99;

/** The list filter sidebar is open by default from this width up; below it a toggle shows it (spec 01 §9). */
export const FILTER_SIDEBAR_OPEN_MIN_WIDTH_REM = 48;

/** The types of map points (the map's type filter). */
export const MAP_TYPES = [
  'winemaker',
  'cellar',
  'wine_bar',
  'wine_shop',
  'accommodation',
  'restaurant',
  'event',
] as const;
