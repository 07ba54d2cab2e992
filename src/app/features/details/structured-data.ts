import type { z } from 'zod';
import type { GetCallAt } from '../../../shared/api/registry.ts';
import { RATING_MAX, RATING_MIN } from '../../../shared/constants/account.ts';
import type { WineEntityType } from '../../../shared/constants/places.ts';
import { formatPhone, type HoursRow } from '../../../shared/domain/place-display.ts';
import { shapeOpeningHours, type SeasonView } from './opening-hours.ts';

type WineEntity = z.output<GetCallAt<'/api/wineEntityDetail'>['output']>;
type Restaurant = z.output<GetCallAt<'/api/restaurantDetail'>['output']>;
type Eshop = z.output<GetCallAt<'/api/eshopDetail'>['output']>;
type Event = z.output<GetCallAt<'/api/eventDetail'>['output']>;

type JsonValue = string | number | boolean | JsonValue[] | JsonObject;
export interface JsonObject {
  [key: string]: JsonValue;
}

/** What the builders need besides the record: where the site is, and the Prague day the record was read on. */
export interface StructuredDataContext {
  /** The site's public origin: schema.org addresses are absolute. */
  readonly origin: string;
  /** 'YYYY-MM-DD': seasonal opening hours are given for the season periods around this day. */
  readonly today: string;
}

/** Every place in the data set is in Czechia. */
const COUNTRY = 'CZ';

/** The schema.org type of each kind of wine entity; a place of several kinds is each of them. */
const WINE_ENTITY_SCHEMA_TYPES: Record<WineEntityType, string> = {
  winemaker: 'Winery',
  cellar: 'Winery',
  wine_bar: 'Winery',
  wine_shop: 'LiquorStore',
  accommodation: 'LodgingBusiness',
};

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/** The object without its empty fields: a fact the record lacks is left out, never given as null or ''. */
function compact(fields: Record<string, JsonValue | null | undefined>): JsonObject {
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value === null || value === undefined || value === '') continue;
    if (Array.isArray(value) && value.length === 0) continue;
    out[key] = value;
  }
  return out;
}

const absolute = (url: string, origin: string) => new URL(url, origin).toString();
const imageUrl = (image: { url: string } | null | undefined, origin: string) =>
  image ? absolute(image.url, origin) : null;

/** What every item opens with: the vocabulary, its type, its page as its @id, and its name. */
const itemHead = (type: JsonValue, page: string, name: string): JsonObject => ({
  '@context': 'https://schema.org',
  '@type': type,
  '@id': page,
  name,
});

function postalAddress(parts: { street?: string | null; zip?: string | null; city?: string | null }): JsonObject {
  return compact({
    '@type': 'PostalAddress',
    streetAddress: text(parts.street),
    postalCode: text(parts.zip),
    addressLocality: text(parts.city),
    addressCountry: COUNTRY,
  });
}

const geo = (location: { latitude: number; longitude: number } | null): JsonObject | null =>
  location ? { '@type': 'GeoCoordinates', latitude: location.latitude, longitude: location.longitude } : null;

const aggregateRating = (rating: number | null, ratingCount: number): JsonObject | null =>
  rating !== null && ratingCount > 0
    ? { '@type': 'AggregateRating', ratingValue: rating, ratingCount, bestRating: RATING_MAX, worstRating: RATING_MIN }
    : null;

const dayName = (day: HoursRow['day']) => `${day.charAt(0).toUpperCase()}${day.slice(1)}`;
const pad = (value: number) => String(value).padStart(2, '0');
const lastDayOf = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The period a season of months (October–March wraps into the next year) covers that ends on or after `today`. */
export function seasonPeriod(
  months: { from: number; to: number },
  today: string,
): { validFrom: string; validThrough: string } {
  const year = Number(today.slice(0, 4));
  const wraps = months.from > months.to;
  const periods = [year - 1, year, year + 1].map((start) => {
    const end = wraps ? start + 1 : start;
    return {
      validFrom: `${start}-${pad(months.from)}-01`,
      validThrough: `${end}-${pad(months.to)}-${pad(lastDayOf(end, months.to))}`,
    };
  });
  return periods.find((period) => period.validThrough >= today) ?? (periods[2] as (typeof periods)[number]);
}

/** One specification per run of hours: the days open at the same times share it. */
function seasonSpecifications(season: SeasonView, validity: JsonObject): JsonObject[] {
  const groups = new Map<string, HoursRow[]>();
  for (const row of season.days) {
    if (!row.from || !row.to) continue;
    const key = `${row.from}-${row.to}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return [...groups.values()].map((rows) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: rows.map((row) => dayName(row.day)),
    opens: rows[0]?.from ?? '',
    closes: rows[0]?.to ?? '',
    ...validity,
  }));
}

/**
 * The weekly hours; when summer and winter differ, each season's hours with the dates it holds (a season whose months
 * are not known is left out, as its dates cannot be given).
 */
export function openingHoursSpecification(raw: unknown, today: string): JsonObject[] {
  const view = shapeOpeningHours(raw);
  if (!view?.regular) return [];
  if (!view.seasonal) return seasonSpecifications(view.seasons.summer, {});
  return [view.seasons.summer, view.seasons.winter].flatMap((season) =>
    season.months ? seasonSpecifications(season, seasonPeriod(season.months, today)) : [],
  );
}

const schemaTypes = (types: readonly WineEntityType[]): JsonValue => {
  const distinct = [...new Set(types.map((type) => WINE_ENTITY_SCHEMA_TYPES[type]))];
  return distinct.length === 0 ? 'LocalBusiness' : distinct.length === 1 ? (distinct[0] as string) : distinct;
};

/** A winemaker, cellar, wine bar, wine shop or accommodation: Winery, LiquorStore, LodgingBusiness (or several). */
export function wineEntityStructuredData(entity: WineEntity, context: StructuredDataContext): JsonObject {
  const contacts = (entity.sections.contacts ?? {}) as Record<string, unknown>;
  const phone = ['phoneCompany', 'phoneShop', 'phoneShopAlt'].map((key) => text(contacts[key])).find(Boolean);
  const page = absolute(entity.url, context.origin);
  return compact({
    ...itemHead(schemaTypes(entity.wineEntityTypes), page, entity.title),
    url: text(contacts.url) ?? page,
    image: imageUrl(entity.image ?? entity.logo, context.origin),
    logo: imageUrl(entity.logo, context.origin),
    description: text(entity.description) ?? text(entity.perex),
    address: postalAddress({
      street: `${entity.street} ${entity.houseNumber}`,
      zip: entity.zip,
      city: entity.city,
    }),
    geo: geo(entity.location),
    telephone: phone ? formatPhone(phone) : null,
    email: text(contacts.email),
    openingHoursSpecification: openingHoursSpecification(entity.sections.openingHours, context.today),
    aggregateRating: aggregateRating(entity.rating, entity.ratingCount),
  });
}

export function restaurantStructuredData(restaurant: Restaurant, context: StructuredDataContext): JsonObject {
  const page = absolute(restaurant.url, context.origin);
  return compact({
    ...itemHead('Restaurant', page, restaurant.title),
    url: text(restaurant.web) ?? page,
    image: imageUrl(restaurant.image, context.origin),
    description: text(restaurant.description),
    address: postalAddress({ street: restaurant.streetWithNumber, zip: restaurant.zip, city: restaurant.city }),
    geo: geo(restaurant.location),
    telephone: text(restaurant.phone) ? formatPhone(restaurant.phone ?? '') : null,
    email: text(restaurant.email),
    sameAs: [restaurant.facebook, restaurant.instagram].map(text).filter((link): link is string => link !== null),
    openingHoursSpecification: openingHoursSpecification(restaurant.openingHours, context.today),
    aggregateRating: aggregateRating(restaurant.rating, restaurant.ratingCount),
  });
}

/** An e-shop sells on the web only: an OnlineStore, run by its operator. */
export function eshopStructuredData(eshop: Eshop, context: StructuredDataContext): JsonObject {
  const page = absolute(eshop.url, context.origin);
  return compact({
    ...itemHead('OnlineStore', page, eshop.title),
    url: text(eshop.eshopUrl) ?? page,
    image: imageUrl(eshop.image ?? eshop.logo, context.origin),
    logo: imageUrl(eshop.logo, context.origin),
    description: text(eshop.description),
    legalName: text(eshop.operator),
  });
}

/** An event at its venue, on its days. */
export function eventStructuredData(event: Event, context: StructuredDataContext): JsonObject {
  const page = absolute(event.url, context.origin);
  return compact({
    ...itemHead('Event', page, event.title),
    url: page,
    image: imageUrl(event.image, context.origin),
    description: text(event.perex),
    startDate: event.dateFrom,
    endDate: text(event.dateTo),
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: compact({
      '@type': 'Place',
      name: text(event.venue) ?? text(event.city),
      address: postalAddress({ city: event.city }),
      geo: geo(event.location),
    }),
    sameAs: text(event.web),
  });
}

/** JSON for a `<script type="application/ld+json">`: no `<` in it, so its text cannot close the script element. */
export const jsonLdText = (data: JsonObject): string => JSON.stringify(data).replace(/</g, '\\u003c');
