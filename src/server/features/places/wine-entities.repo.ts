import type { z } from 'zod';
import type { placesCalls } from '../../../shared/api/calls/places.ts';
import type { Image } from '../../../shared/api/common.ts';
import { wineEntityDetailPath } from '../../../shared/constants/sections.ts';
import { toRoutedLocale } from '../../../shared/constants/locales.ts';
import type { Queryable } from '../../db/database.ts';
import { SqlWhere, translated } from '../../lib/sql-builder.ts';
import { LIST_ROWS, resolvePlaces, typeOnly, wineEntityFilters } from './wine-entity-filters.ts';
import { certificationFlags, shownRating } from '../../lib/places/place-summary-parts.ts';
import { openPlaceIds, regularHoursOf, withRegularHours } from './open-filter.ts';

type ListInput = z.output<typeof placesCalls.wineEntityList.input>;
type Summary = z.input<typeof placesCalls.wineEntityList.output>['items'][number];

export interface WineEntityRow {
  id: number;
  title: string;
  slug: string;
  types: Summary['wineEntityTypes'];
  perex: string;
  description: string;
  city: string;
  image: Image | null;
  logo: Image | null;
  gallery: Image[];
  latitude: number | null;
  longitude: number | null;
  eshop_url: string | null;
  has_eshop: boolean;
  programmes: Summary['programmes'];
  certification: Record<string, boolean>;
  rating_sum: number;
  rating_count: number;
  municipality_id: number | null;
  municipality: string | null;
  street: string;
  house_number: string;
  zip: string;
  subregion_id: number | null;
  subregion: string | null;
  sections: Record<string, unknown>;
  language_ids: number[];
  opening_hours: unknown;
}

/** A row of a list page: an entity with the page's counts, or only the counts (id null) when the page is empty. */
type PageRow = (WineEntityRow | Record<keyof WineEntityRow, null>) & { matching: number; total: number | null };

export const SUMMARY_COLUMNS = (
  localeParam: string,
) => `e.id, e.title, e.slug, e.types, ${translated('e.perex', localeParam)} AS perex, e.city, e.image, e.logo,
  e.latitude, e.longitude, e.eshop_url, e.has_eshop, e.programmes, e.certification, e.rating_sum, e.rating_count,
  e.municipality_id, m.title AS municipality, e.sections->'openingHours' AS opening_hours`;

export function toSummary(row: WineEntityRow, locale: string): Summary {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    url: wineEntityDetailPath(row.types, toRoutedLocale(locale), row.id, row.slug),
    city: row.city,
    image: row.image,
    logo: row.logo,
    perex: row.perex,
    location:
      row.latitude !== null && row.longitude !== null ? { latitude: row.latitude, longitude: row.longitude } : null,
    ...shownRating(row.rating_sum, row.rating_count),
    address: [
      {
        city: row.city,
        municipality:
          row.municipality_id !== null ? { id: row.municipality_id, title: row.municipality ?? row.city } : null,
      },
    ],
    eshopUrl: row.eshop_url,
    hasEshop: row.has_eshop,
    wineEntityTypes: row.types,
    programmes: row.programmes,
    openingHours: regularHoursOf(row.opening_hours),
    ...certificationFlags(row.certification),
  };
}

/**
 * A list page in one statement (after its chosen places are resolved): the number of matches, the number of entities
 * of the type, and the page's rows. The page's ids are chosen among the narrow list rows (migration 023), so only its
 * own rows of wine_entities are read whole, with their current ratings. A page past the end is one row of counts.
 */
export async function listWineEntities(db: Queryable, input: ListInput) {
  const filter = await resolvePlaces(db, input);
  const where = wineEntityFilters(filter);
  if (input.o) {
    // The open places among the other filters' matches, by the shared hours rule (see open-filter.ts).
    const open = await openPlaceIds(
      db,
      `SELECT e.id, w.sections->'openingHours' AS hours FROM ${LIST_ROWS} JOIN wine_entities w ON w.id = e.id
       WHERE ${where.all()} AND ${withRegularHours("w.sections->'openingHours'")}`,
      where.params,
      input.o,
    );
    where.and(`e.id = ANY(${where.add(open)}::int[])`);
  }
  // With no filter but the type, the matches are the entities of the type: counted once.
  const typeOnlyList =
    !input.s?.trim() && !input.o && [input.sr, input.m, input.l, input.p].every((chosen) => chosen.length === 0);
  // Both clauses share one list of parameters.
  const ofType = typeOnlyList ? undefined : wineEntityFilters(typeOnly(input.t), new SqlWhere(where.params));
  const locale = where.add(input.locale);
  const limit = where.add(input.limit);
  const offset = where.add(input.offset);
  const rows = await db.query<PageRow>(
    `SELECT ${SUMMARY_COLUMNS(locale)}, counts.matching, counts.total
     FROM (SELECT (SELECT count(*) FROM ${LIST_ROWS} ${where})::int AS matching,
                  ${ofType ? `(SELECT count(*) FROM ${LIST_ROWS} ${ofType})` : 'NULL'}::int AS total) counts
     LEFT JOIN ((SELECT e.id, e.sort_title FROM ${LIST_ROWS} ${where} ORDER BY e.sort_title, e.id LIMIT ${limit} OFFSET ${offset}) page
       JOIN wine_entities e ON e.id = page.id LEFT JOIN wine_municipalities m ON m.id = e.municipality_id) ON true
     ORDER BY page.sort_title, page.id`,
    where.params,
  );
  const [first] = rows;
  const items = rows.flatMap((row) => (row.id === null ? [] : [toSummary(row, input.locale)]));
  return { items, count: first?.matching ?? 0, total: first?.total ?? first?.matching ?? 0, query: { ...input } };
}

export async function getWineEntity(db: Queryable, id: number, locale: string) {
  const [row] = await db.query<WineEntityRow>(
    `SELECT ${SUMMARY_COLUMNS('$2')}, ${translated('e.description', '$2')} AS description, e.gallery, e.street, e.house_number, e.zip,
            e.subregion_id, ${translated('s.title', '$2')} AS subregion, e.sections, e.language_ids
     FROM wine_entities e LEFT JOIN wine_municipalities m ON m.id = e.municipality_id LEFT JOIN wine_subregions s ON s.id = e.subregion_id
     WHERE e.id = $1`,
    [id, locale],
  );
  return row;
}
