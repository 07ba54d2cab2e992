import type { TripPlace } from '../../../shared/api/calls/trips.ts';
import { placeTypeOfListing } from '../../../shared/constants/places.ts';
import type { MapPoint } from '../../ui/map/place-map-props.ts';

/** A map point as a place that can go into a trip, with what the trip shows before the server answers; null for other points. */
export function mapPointPlace(point: MapPoint): TripPlace | null {
  const type = placeTypeOfListing(point.type);
  if (!type) return null;
  return {
    id: point.id,
    type,
    slug: '',
    title: point.title,
    types: [point.type],
    dateFrom: null,
    dateTo: null,
    city: point.location,
    image: point.image,
    url: point.url,
    latitude: point.latitude,
    longitude: point.longitude,
  };
}
