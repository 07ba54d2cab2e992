import type { Trip } from '../../../shared/api/calls/account.ts';
import type { TripPlace } from '../../../shared/api/calls/trips.ts';
import { intlLocale, LOCALES, type Locale } from '../../../shared/constants/locales.ts';
import { formatDate } from '../../../shared/domain/dates.ts';
import { tripEventsToIcs, tripToGpx, type GpxPlace } from '../../../shared/domain/trip-export.ts';
import { planExport, type ExportPlan, type ExportTexts } from '../../../shared/domain/trip-plan/plan-export.ts';
import { i18n } from '../../i18n/i18n.ts';
import './export-texts.ts';

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

const NO_PLAN: ExportPlan = { days: [], stops: [], logs: [] };

/** The export's words in the language the app is shown in. */
function exportTexts(): ExportTexts {
  const locale: Locale = (LOCALES as readonly string[]).includes(i18n.language) ? (i18n.language as Locale) : 'cs';
  const t = i18n.getFixedT(locale);
  return {
    day: (number, date) =>
      date ? t('tripExport.dayDated', { number, date: formatDate(date, locale) }) : t('tripExport.day', { number }),
    unplanned: t('tripExport.unplanned'),
    tasted: t('tripExport.tasted'),
    bought: t('tripExport.bought'),
    price: (price) => t('tripExport.price', { price: price.toLocaleString(intlLocale(locale)) }),
  };
}

/**
 * The trip's places as GPX waypoints (with each stop's note and log) and its route: one per day in order, then the
 * places in no day; a trip without days has one route. Built on the device, so it works offline too.
 */
export function downloadGpx(trip: Trip, places: readonly TripPlace[], link: string, plan: ExportPlan = NO_PLAN): void {
  const planned = planExport(places, plan, exportTexts());
  const gpxPlace = (place: TripPlace): GpxPlace => ({
    title: place.title,
    url: absolute(place.url),
    latitude: place.latitude,
    longitude: place.longitude,
    city: place.city,
    type: place.type,
    notes: planned.notes(place),
  });
  download(
    `${fileName(trip)}.gpx`,
    'application/gpx+xml',
    tripToGpx(
      { title: trip.title, description: trip.description, url: absolute(link) },
      planned.places.map(gpxPlace),
      planned.routes?.map((route) => ({ name: route.name, places: route.places.map(gpxPlace) })),
    ),
  );
}

/** The trip's events as an ICS calendar, and each dated day's stops at their planned times. */
export function downloadIcs(trip: Trip, places: readonly TripPlace[], link: string, plan: ExportPlan = NO_PLAN): void {
  const planned = planExport(places, plan, exportTexts());
  const description = (place: TripPlace) => planned.notes(place).join('\n');
  const events = places
    .filter((place) => place.type === 'event')
    .map((place) => ({
      id: place.id,
      title: place.title,
      url: absolute(place.url),
      dateFrom: place.dateFrom,
      dateTo: place.dateTo,
      city: place.city,
      description: description(place),
    }));
  const stops = planned.timed.map(({ place, start, end }) => ({
    key: `${place.type}:${place.id}`,
    title: place.title,
    url: absolute(place.url),
    start,
    end,
    location: place.city,
    latitude: place.latitude,
    longitude: place.longitude,
    description: description(place),
  }));
  download(
    `${fileName(trip)}.ics`,
    'text/calendar',
    tripEventsToIcs({ id: trip.id, title: trip.title, url: absolute(link) }, events, new Date(), stops),
  );
}
