import type { Trip } from '../../../shared/api/calls/account.ts';
import type { Image } from '../../../shared/api/common.ts';
import type { PlaceType } from '../../../shared/constants/places.ts';
import type { Queryable } from '../../db/database.ts';

type TripRow = {
  id: string;
  user_id: string;
  title: string;
  description: string;
  slug: string;
  image: Image | null;
  updated_at: string;
};
type RefRow = { trip_id: string; place_type: PlaceType; place_id: number };

/**
 * Trips (not deleted) by id, with their place references in trip order. A trip without its own
 * image shows the image of its first place that has one.
 */
export async function findTrips(db: Queryable, tripIds: readonly string[]): Promise<Trip[]> {
  if (tripIds.length === 0) return [];
  const trips = await db.query<TripRow>(
    `SELECT t.id, t.user_id, t.title, t.description, t.slug, t.updated_at,
            coalesce(t.image, (SELECT d.image FROM trip_places tp
                               JOIN search_documents d ON d.place_type = tp.place_type AND d.entity_id = tp.place_id
                               WHERE tp.trip_id = t.id AND (tp.removed_at IS NULL OR tp.added_at > tp.removed_at) AND d.image IS NOT NULL
                               ORDER BY tp.position, tp.added_at, d.doc_type LIMIT 1)) AS image
     FROM trips t WHERE t.id = ANY($1::uuid[]) AND t.deleted_at IS NULL ORDER BY t.updated_at DESC, t.id`,
    [tripIds],
  );
  const refs = await db.query<RefRow>(
    `SELECT trip_id, place_type, place_id FROM trip_places
     WHERE trip_id = ANY($1::uuid[]) AND (removed_at IS NULL OR added_at > removed_at) ORDER BY trip_id, position, added_at, place_type, place_id`,
    [trips.map((trip) => trip.id)],
  );
  return trips.map((trip) => ({
    id: trip.id,
    title: trip.title,
    description: trip.description,
    slug: trip.slug,
    image: trip.image,
    userId: trip.user_id,
    updatedAt: trip.updated_at,
    tripPlaces: refs
      .filter((ref) => ref.trip_id === trip.id)
      .map((ref) => ({ place: { placeType: ref.place_type, placeId: ref.place_id } })),
  }));
}

export async function findTrip(db: Queryable, tripId: string): Promise<Trip | null> {
  const [trip] = await findTrips(db, [tripId]);
  return trip ?? null;
}
