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

function hasCoordinates(place: GpxPlace): place is GpxPlace & { latitude: number; longitude: number } {
  return (
    place.latitude !== null &&
    place.longitude !== null &&
    Number.isFinite(place.latitude) &&
    Number.isFinite(place.longitude)
  );
}

const element = (name: string, text: string): string => `<${name}>${escapeXml(text)}</${name}>`;
const link = (href: string): string => (href === '' ? '' : `<link href="${escapeXml(href)}"/>`);

export function tripToGpx(trip: GpxTrip, places: readonly GpxPlace[]): string {
  const located = places.filter(hasCoordinates);
  const coordinates = (place: { latitude: number; longitude: number }): string =>
    `lat="${formatCoordinate(place.latitude)}" lon="${formatCoordinate(place.longitude)}"`;
  // Child order follows the GPX 1.1 schema sequence (name, desc, link, type), which strict readers enforce.
  const waypoints = located.map(
    (place) =>
      `  <wpt ${coordinates(place)}>${element('name', place.title)}${place.city ? element('desc', place.city) : ''}${link(place.url)}${element('type', place.type)}</wpt>`,
  );
  const routePoints = located.map(
    (place) => `    <rtept ${coordinates(place)}>${element('name', place.title)}</rtept>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<gpx version="1.1" creator="Vinařská mapa" xmlns="http://www.topografix.com/GPX/1/1">',
    `  <metadata>${element('name', trip.title)}${element('desc', trip.description)}${link(trip.url)}</metadata>`,
    ...waypoints,
    '  <rte>',
    `    ${element('name', trip.title)}`,
    ...routePoints,
    '  </rte>',
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

export function tripEventsToIcs(trip: IcsTrip, events: readonly IcsEvent[], now: Date): string {
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
    if (event.url !== '') lines.push(`URL:${uriValue(event.url)}`);
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join(CRLF) + CRLF;
}
