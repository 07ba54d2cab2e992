import dayjs from 'dayjs';

export interface GpxTrip {
  title: string;
  description: string;
  url: string;
}

export interface GpxPlace {
  title: string;
  url: string;
  latitude: number | null;
  longitude: number | null;
  city: string | null;
  type: string;
  /** Lines for the waypoint's description after the city: the stop's note and its tasted/bought list. */
  notes?: readonly string[];
}

/** One route of the trip (a day, or the stops in no day), its places in their order. */
export interface GpxRoute {
  name: string;
  description?: string;
  places: readonly GpxPlace[];
}

export interface IcsTrip {
  id: string;
  title: string;
  url: string;
}

export interface IcsEvent {
  id: number;
  title: string;
  url: string;
  dateFrom: string | null;
  dateTo: string | null;
  city: string | null;
  description?: string;
}

/** A planned stop at its scheduled time: start and end are instants (ISO), written in UTC. */
export interface IcsStop {
  /** Unique within the trip, e.g. 'cellar:12'. */
  key: string;
  title: string;
  url: string;
  start: string;
  end: string;
  location: string | null;
  latitude: number | null;
  longitude: number | null;
  description?: string;
}

const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Control characters other than tab and newlines are not allowed in XML 1.0 at all, not even escaped. */
// eslint-disable-next-line no-control-regex
const NOT_IN_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

function escapeXml(value: string): string {
  return value.replace(NOT_IN_XML, '').replace(/[&<>"']/g, (ch) => XML_ENTITIES[ch] ?? ch);
}

/** xsd:decimal forbids exponent notation, which String() would produce for tiny values; 7 decimals is about 1 cm. */
function formatCoordinate(value: number): string {
  const fixed = value.toFixed(7).replace(/\.?0+$/, '');
  return fixed === '-0' ? '0' : fixed;
}

interface LatLng {
  latitude: number;
  longitude: number;
}

function hasCoordinates<T extends { latitude: number | null; longitude: number | null }>(
  place: T,
): place is T & LatLng {
  return (
    place.latitude !== null &&
    place.longitude !== null &&
    Number.isFinite(place.latitude) &&
    Number.isFinite(place.longitude)
  );
}

const element = (name: string, text: string): string => `<${name}>${escapeXml(text)}</${name}>`;
const link = (href: string): string => (href === '' ? '' : `<link href="${escapeXml(href)}"/>`);

const coordinates = (place: { latitude: number; longitude: number }): string =>
  `lat="${formatCoordinate(place.latitude)}" lon="${formatCoordinate(place.longitude)}"`;

const waypointDescription = (place: GpxPlace): string =>
  [place.city ?? '', ...(place.notes ?? [])].filter((line) => line.trim() !== '').join('\n');

function route(name: string, description: string, located: readonly (GpxPlace & LatLng)[]): string[] {
  return [
    '  <rte>',
    `    ${element('name', name)}${description === '' ? '' : element('desc', description)}`,
    ...located.map((place) => `    <rtept ${coordinates(place)}>${element('name', place.title)}</rtept>`),
    '  </rte>',
  ];
}

/**
 * The trip as GPX: a waypoint per located place, and its route. With routes (a trip in days), one route per day in
 * the order given, those without located places left out; without them, one route through the places in their order.
 */
export function tripToGpx(trip: GpxTrip, places: readonly GpxPlace[], routes?: readonly GpxRoute[]): string {
  // Child order follows the GPX 1.1 schema sequence (name, desc, link, type), which strict readers enforce.
  const waypoints = places.filter(hasCoordinates).map((place) => {
    const description = waypointDescription(place);
    return `  <wpt ${coordinates(place)}>${element('name', place.title)}${description === '' ? '' : element('desc', description)}${link(place.url)}${element('type', place.type)}</wpt>`;
  });
  const routeLines = routes
    ? routes.flatMap((day) => {
        const located = day.places.filter(hasCoordinates);
        return located.length === 0 ? [] : route(day.name, day.description ?? '', located);
      })
    : route(trip.title, '', places.filter(hasCoordinates));
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<gpx version="1.1" creator="Vinařská mapa" xmlns="http://www.topografix.com/GPX/1/1">',
    `  <metadata>${element('name', trip.title)}${element('desc', trip.description)}${link(trip.url)}</metadata>`,
    ...waypoints,
    ...routeLines,
    '</gpx>',
    '',
  ].join('\n');
}

const CRLF = '\r\n';
const MAX_LINE_OCTETS = 75;
const encoder = new TextEncoder();

/** RFC 5545 §3.3.11 TEXT escaping; other control characters are not allowed in TEXT, so they are dropped. */
function escapeText(value: string): string {
  return (
    value
      .replace(/\\/g, '\\\\')
      .replace(/;/g, '\\;')
      .replace(/,/g, '\\,')
      .replace(/\r\n|\r|\n/g, '\\n')
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000A-\u001F\u007F]/g, '')
  );
}

/** A URI value is not TEXT, so it is not escaped; a line break in it would still end the content line. */
const uriValue = (value: string): string => value.replace(/[\r\n]/g, '');

/** RFC 5545 §3.1: split after at most 75 octets, never inside a UTF-8 sequence; continuation lines begin with a space. */
function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  // for..of walks code points, so a surrogate pair is never torn apart.
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > MAX_LINE_OCTETS) {
      parts.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(CRLF);
}

/** The calendar day of a 'YYYY-MM-DD' or ISO datetime value, or null when it is not a real day. */
function calendarDay(value: string | null): dayjs.Dayjs | null {
  if (value === null) return null;
  const datePart = value.slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(datePart)) return null;
  const day = dayjs(datePart);
  // dayjs rolls impossible dates over (2026-02-30 becomes 2026-03-02); a wrong day is worse than none.
  return day.isValid() && day.format('YYYY-MM-DD') === datePart ? day : null;
}

const pad = (value: number): string => String(value).padStart(2, '0');

function utcStamp(now: Date): string {
  return `${now.getUTCFullYear()}${pad(now.getUTCMonth() + 1)}${pad(now.getUTCDate())}T${pad(now.getUTCHours())}${pad(now.getUTCMinutes())}${pad(now.getUTCSeconds())}Z`;
}

/** An instant (ISO) as an RFC 5545 UTC date-time, or null when it is not one. */
function utcDateTime(value: string): { time: number; text: string } | null {
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : { time, text: utcStamp(new Date(time)) };
}

/** A planned stop as a timed VEVENT; null when its times are not real instants or it ends before it starts. */
function stopEvent(tripId: string, stop: IcsStop, stamp: string): string[] | null {
  const start = utcDateTime(stop.start);
  const end = utcDateTime(stop.end);
  if (start === null || end === null || end.time < start.time) return null;
  const lines = [
    'BEGIN:VEVENT',
    `UID:stop-${escapeText(`${tripId}-${stop.key}`)}@vinarska-mapa`,
    `DTSTAMP:${stamp}`,
    `DTSTART:${start.text}`,
    `DTEND:${end.text}`,
    `SUMMARY:${escapeText(stop.title)}`,
  ];
  if (stop.location) lines.push(`LOCATION:${escapeText(stop.location)}`);
  if (
    stop.latitude !== null &&
    stop.longitude !== null &&
    Number.isFinite(stop.latitude) &&
    Number.isFinite(stop.longitude)
  )
    lines.push(`GEO:${formatCoordinate(stop.latitude)};${formatCoordinate(stop.longitude)}`);
  if (stop.description) lines.push(`DESCRIPTION:${escapeText(stop.description)}`);
  if (stop.url !== '') lines.push(`URL:${uriValue(stop.url)}`);
  lines.push('END:VEVENT');
  return lines;
}

/**
 * The trip's events as all-day VEVENTs, and (for a trip in days) each day's planned stops as VEVENTs at their
 * scheduled times, in UTC so that no VTIMEZONE is needed.
 */
export function tripEventsToIcs(
  trip: IcsTrip,
  events: readonly IcsEvent[],
  now: Date,
  stops: readonly IcsStop[] = [],
): string {
  const stamp = utcStamp(now);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Vinarska mapa//Trips//CS',
    'CALSCALE:GREGORIAN',
    `X-WR-CALNAME:${escapeText(trip.title)}`,
  ];
  for (const event of events) {
    const start = calendarDay(event.dateFrom);
    if (start === null) continue;
    const to = calendarDay(event.dateTo);
    // DTEND of an all-day event is exclusive, and must not precede DTSTART even if the data is inconsistent.
    const last = to !== null && to.isAfter(start) ? to : start;
    lines.push(
      'BEGIN:VEVENT',
      `UID:event-${event.id}@vinarska-mapa`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${start.format('YYYYMMDD')}`,
      `DTEND;VALUE=DATE:${last.add(1, 'day').format('YYYYMMDD')}`,
      `SUMMARY:${escapeText(event.title)}`,
    );
    if (event.city) lines.push(`LOCATION:${escapeText(event.city)}`);
    if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
    if (event.url !== '') lines.push(`URL:${uriValue(event.url)}`);
    lines.push('END:VEVENT');
  }
  for (const stop of stops) lines.push(...(stopEvent(trip.id, stop, stamp) ?? []));
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join(CRLF) + CRLF;
}
