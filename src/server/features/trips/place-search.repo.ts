import type { ListedPlace, TripPlace } from '../../../shared/api/calls/trips.ts';
import {
  TRIP_SEARCH_TYPES,
  TRIP_SEARCH_TYPE_DOC_TYPES,
  type TripSearchSource,
  type TripSearchType,
} from '../../../shared/constants/account.ts';
import { heldByTrips, PLACE_STATE_TYPES, PLACE_TYPES, type PlaceStateType } from '../../../shared/constants/places.ts';
import type { Queryable } from '../../db/database.ts';
import { SqlWhere } from '../../lib/sql-builder.ts';
import { distinctPlaces, placeDocumentColumns, toTripPlace, type PlaceDocumentRow } from './trips.repo.ts';

export interface PlaceSearchQuery {
  readonly locale: string;
  readonly s: string | undefined;
  /** Chosen categories; empty = all. */
  readonly t: readonly TripSearchType[];
  /** Places per category list. */
  readonly limit: number;
  /** 'YYYY-MM-DD' in Prague: events that ended before it are not offered (a user's own list keeps them). */
  readonly today: string;
  /** Only the places of one of the user's default lists (the favorites / wishlist picker). */
  readonly list?: { userId: string; flag: Exclude<TripSearchSource, 'all'> } | undefined;
}

const LIST_COLUMNS: Record<Exclude<TripSearchSource, 'all'>, string> = {
  favorite: 'is_favorite',
  plannedToVisit: 'is_planned_to_visit',
  visited: 'is_visited',
};

export interface PlaceSearchResult {
  counts: Record<'total' | TripSearchType, number>;
  places: ListedPlace[];
  lists: Record<string, TripPlace[]>;
}

const SEARCH_TYPE_BY_DOC_TYPE = new Map<string, TripSearchType>(
  TRIP_SEARCH_TYPES.flatMap((type) =>
    TRIP_SEARCH_TYPE_DOC_TYPES[type].map((docType): [string, TripSearchType] => [docType, type]),
  ),
);
const docTypesOf = (types: readonly TripSearchType[]) => types.flatMap((type) => TRIP_SEARCH_TYPE_DOC_TYPES[type]);

/**
 * Places that match the words of `s`, in the trip categories (upcoming events only, but for a user's own list). A
 * user's whole list (`wholeList`: no category chosen) is every place they marked, their e-shops too, which no trip
 * category covers.
 */
function matching(query: PlaceSearchQuery, types: readonly TripSearchType[], wholeList = false): SqlWhere {
  const where = new SqlWhere();
  if (wholeList) {
    where.and(`d.place_type = ANY(${where.add(PLACE_STATE_TYPES)}::text[])`);
  } else {
    where.and(`d.place_type = ANY(${where.add(PLACE_TYPES)}::text[])`);
    where.and(`d.doc_type = ANY(${where.add(docTypesOf(types))}::text[])`);
  }
  // A user's own list is their record and keeps its past events; places to add are only upcoming ones.
  if (query.list) {
    where.and(`EXISTS (SELECT 1 FROM place_states ps WHERE ps.user_id = ${where.add(query.list.userId)}::uuid AND ps.place_type = d.place_type
      AND ps.place_id = d.entity_id AND ps.${LIST_COLUMNS[query.list.flag]})`);
  } else {
    where.and(`(d.date_to IS NULL OR d.date_to >= ${where.add(query.today)}::date)`);
  }
  return where.words('d.search_text', query.s);
}

/**
 * The trip place search (spec 01 §2): a count per category (regardless of the chosen ones, for the
 * checkboxes), the total of distinct places in the chosen categories, and per chosen category its
 * most popular `limit` places; `places` is every listed place once.
 */
export async function searchTripPlaces(db: Queryable, query: PlaceSearchQuery): Promise<PlaceSearchResult> {
  const chosen = query.t.length > 0 ? query.t : TRIP_SEARCH_TYPES;
  const all = matching(query, TRIP_SEARCH_TYPES);
  const countRows = await db.query<{ doc_type: string; n: number }>(
    `SELECT d.doc_type, count(*)::int AS n FROM search_documents d ${all} GROUP BY d.doc_type`,
    all.params,
  );
  const picked = matching(query, chosen, query.list !== undefined && query.t.length === 0);
  const [total] = await db.query<{ n: number }>(
    `SELECT count(DISTINCT (d.place_type, d.entity_id))::int AS n FROM search_documents d ${picked}`,
    picked.params,
  );

  const counts = Object.fromEntries([
    ['total', total?.n ?? 0],
    ...TRIP_SEARCH_TYPES.map((type) => [type, 0]),
  ]) as PlaceSearchResult['counts'];
  for (const row of countRows) {
    const type = SEARCH_TYPE_BY_DOC_TYPE.get(row.doc_type);
    if (type) counts[type] += row.n;
  }

  const localeParam = picked.add(query.locale);
  const limitParam = picked.add(query.limit);
  const rows = await db.query<PlaceDocumentRow<PlaceStateType> & { rank: number }>(
    `SELECT * FROM (
       SELECT ${placeDocumentColumns(localeParam)}, row_number() OVER (PARTITION BY d.doc_type ORDER BY d.popularity DESC, d.entity_id) AS rank
       FROM search_documents d ${picked}
     ) ranked WHERE rank <= ${limitParam} ORDER BY rank, doc_type`,
    picked.params,
  );
  const lists: Record<string, TripPlace[]> = Object.fromEntries(chosen.map((type) => [type, []]));
  for (const row of rows) {
    const type = SEARCH_TYPE_BY_DOC_TYPE.get(row.doc_type);
    const place = toTripPlace(row);
    if (type && heldByTrips(place)) lists[type]?.push(place);
  }
  return { counts, places: distinctPlaces(rows), lists };
}
