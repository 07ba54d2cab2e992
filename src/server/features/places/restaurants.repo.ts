import type { z } from 'zod';
import type { placesCalls } from '../../../shared/api/calls/places.ts';
import type { Image } from '../../../shared/api/common.ts';
import { detailPath } from '../../../shared/constants/sections.ts';
import type { Queryable } from '../../db/database.ts';
import { shownRating } from '../../lib/places/place-summary-parts.ts';
import { SqlWhere, translated } from '../../lib/sql-builder.ts';
import { toRoutedLocale } from '../../../shared/constants/locales.ts';
import { openPlaceIds, regularHoursOf, withRegularHours } from './open-filter.ts';

type ListInput = z.output<typeof placesCalls.restaurantList.input>;
type Summary = z.input<typeof placesCalls.restaurantList.output>['items'][number];

interface RestaurantRow {
  id: number;
  title: string;
  slug: string;
  city: string;
  image: Image | null;
  latitude: number | null;
  longitude: number | null;
  rating_sum: number;
  rating_count: number;
  street_with_number: string;
  zip: string;
  choices: Summary['choices'];
  opening_hours: Record<string, unknown>;
}

/** A row of a list page's statement: a restaurant of the page, or only the counts when the page is empty. */
type PageRow = (RestaurantRow | Record<keyof RestaurantRow, null>) & { matching: number; total: number };

const COLUMNS =
  'r.id, r.title, r.slug, r.city, r.image, r.latitude, r.longitude, r.rating_sum, r.rating_count, r.street_with_number, r.zip, r.choices, r.opening_hours';

function toSummary(row: RestaurantRow, locale: string): Summary {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    url: detailPath('restaurants', toRoutedLocale(locale), row.id, row.slug),
    city: row.city,
    image: row.image,
    location:
      row.latitude !== null && row.longitude !== null ? { latitude: row.latitude, longitude: row.longitude } : null,
    ...shownRating(row.rating_sum, row.rating_count),
    streetWithNumber: row.street_with_number,
    zip: row.zip,
    choices: row.choices,
    openingHours: regularHoursOf(row.opening_hours),
  };
}

/** What the restaurant list filters by (the sidebar and the search box). */
export type RestaurantFilter = Pick<ListInput, 's' | 'sr' | 'm' | 'l' | 'p'>;

/** The WHERE of the restaurant list over `restaurants r`, for its page, its count and the filter options' counts. */
export function restaurantFilters(input: RestaurantFilter): SqlWhere {
  const where = new SqlWhere().words('r.search_text', input.s);
  if (input.sr.length > 0) where.and(`r.subregion_id = ANY(${where.add(input.sr)}::int[])`);
  if (input.m.length > 0) where.and(`r.municipality_id = ANY(${where.add(input.m)}::int[])`);
  for (const language of input.l) where.and(`r.language_ids @> ${where.add(JSON.stringify([language]))}::jsonb`);
  if (input.p.length > 0) where.and(`r.choices @> ${where.add(JSON.stringify(input.p))}::jsonb`);
  return where;
}

/** The open restaurants among those matching the other filters (see open-filter.ts). */
function openRestaurantIds(db: Queryable, input: ListInput, value: string): Promise<number[]> {
  const where = restaurantFilters(input);
  return openPlaceIds(
    db,
    `SELECT r.id, r.opening_hours AS hours FROM restaurants r WHERE ${where.all()} AND ${withRegularHours('r.opening_hours')}`,
    where.params,
    value,
  );
}

/**
 * A list page in one statement (after the open places are chosen, when asked): the number of matches, the number of
 * restaurants, and the page's rows; the page's ids first, so only its own rows are read whole. A page past the end is
 * one row of counts.
 */
export async function listRestaurants(db: Queryable, input: ListInput) {
  const open = input.o ? await openRestaurantIds(db, input, input.o) : null;
  const where = restaurantFilters(input);
  if (open) where.and(`r.id = ANY(${where.add(open)}::int[])`);
  const limit = where.add(input.limit);
  const offset = where.add(input.offset);
  const rows = await db.query<PageRow>(
    `SELECT ${COLUMNS}, counts.matching, counts.total
     FROM (SELECT (SELECT count(*) FROM restaurants r ${where})::int AS matching,
                  (SELECT count(*) FROM restaurants)::int AS total) counts
     LEFT JOIN ((SELECT r.id, lower(r.title) AS sort_title FROM restaurants r ${where}
                 ORDER BY lower(r.title), r.id LIMIT ${limit} OFFSET ${offset}) page
       JOIN restaurants r ON r.id = page.id) ON true
     ORDER BY page.sort_title, page.id`,
    where.params,
  );
  const [first] = rows;
  return {
    items: rows.flatMap((row) => (row.id === null ? [] : [toSummary(row, input.locale)])),
    count: first?.matching ?? 0,
    total: first?.total ?? 0,
    query: { ...input },
  };
}

export async function getRestaurant(db: Queryable, id: number, locale: string) {
  const [row] = await db.query<
    RestaurantRow & {
      description: string;
      gallery: Image[];
      phone: string | null;
      email: string | null;
      web: string | null;
      facebook: string | null;
      instagram: string | null;
      delivery_url: string | null;
      languages: { id: number; title: string }[];
      subregion_id: number | null;
      subregion: string | null;
    }
  >(
    `SELECT ${COLUMNS}, ${translated('r.description', '$2')} AS description, r.gallery, r.phone, r.email, r.web, r.facebook, r.instagram,
            r.delivery_url, r.subregion_id, ${translated('s.title', '$2')} AS subregion,
            coalesce((SELECT json_agg(json_build_object('id', l.id, 'title', ${translated('l.title', '$2')}) ORDER BY l.id)
                      FROM languages l WHERE r.language_ids @> to_jsonb(l.id)), '[]'::json) AS languages
     FROM restaurants r LEFT JOIN wine_subregions s ON s.id = r.subregion_id WHERE r.id = $1`,
    [id, locale],
  );
  if (!row) return undefined;
  return {
    ...toSummary(row, locale),
    description: row.description,
    gallery: row.gallery,
    phone: row.phone,
    email: row.email,
    web: row.web,
    facebook: row.facebook,
    instagram: row.instagram,
    deliveryUrl: row.delivery_url,
    languageCompetences: row.languages,
    openingHours: row.opening_hours,
    subregion: row.subregion_id !== null ? { id: row.subregion_id, title: row.subregion ?? '' } : null,
  };
}
