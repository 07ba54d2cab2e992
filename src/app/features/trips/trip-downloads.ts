import type { Trip } from '../../../shared/api/calls/account.ts';
import type { TripPlace } from '../../../shared/api/calls/trips.ts';
import { tripEventsToIcs, tripToGpx } from '../../../shared/domain/trip-export.ts';

function download(name: string, type: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

const absolute = (path: string) => new URL(path, window.location.origin).toString();
const fileName = (trip: Trip) => trip.slug || 'vylet';

/** The trip's places as GPX waypoints and route, built on the device (works offline too). */
export function downloadGpx(trip: Trip, places: readonly TripPlace[], link: string): void {
  download(
    `${fileName(trip)}.gpx`,
    'application/gpx+xml',
    tripToGpx(
      { title: trip.title, description: trip.description, url: absolute(link) },
      places.map((place) => ({
        title: place.title,
        url: absolute(place.url),
        latitude: place.latitude,
        longitude: place.longitude,
        city: place.city,
        type: place.type,
      })),
    ),
  );
}

/** The trip's events as an ICS calendar. */
export function downloadIcs(trip: Trip, places: readonly TripPlace[], link: string): void {
  const events = places
    .filter((place) => place.type === 'event')
    .map((place) => ({
      id: place.id,
      title: place.title,
      url: absolute(place.url),
      dateFrom: place.dateFrom,
      dateTo: place.dateTo,
      city: place.city,
    }));
  download(
    `${fileName(trip)}.ics`,
    'text/calendar',
    tripEventsToIcs({ id: trip.id, title: trip.title, url: absolute(link) }, events, new Date()),
  );
}
