import type { z } from 'zod';
import type { eventsCalls } from '../../../shared/api/calls/events.ts';
import type { Image } from '../../../shared/api/common.ts';
import { detailPath } from '../../../shared/constants/sections.ts';
import { toRoutedLocale } from '../../../shared/constants/locales.ts';
import type { Queryable } from '../../db/database.ts';
import { SqlWhere, translated } from '../../lib/sql-builder.ts';

type ListInput = z.output<typeof eventsCalls.eventList.input>;
type Item = z.input<typeof eventsCalls.eventList.output>['items'][number];

export interface EventRow {
  id: number;
  slug: string;
  title: string;
  date_from: string;
  date_to: string;
  image: Image | null;
  city: string;
  municipality: string | null;
  venue: string | null;
  type_id: number;
  type_title: string;
  is_top_event: boolean;
  is_saint_martin_event: boolean;
  is_pink_event: boolean;
  latitude: number | null;
  longitude: number | null;
}

export const EVENT_COLUMNS = (
  locale: string,
) => `e.id, e.slug, ${translated('e.title', locale)} AS title, e.date_from, e.date_to, e.image, e.city,
  m.title AS municipality, e.venue, t.id AS type_id, ${translated('t.title', locale)} AS type_title, e.is_top_event, e.is_saint_martin_event,
  e.is_pink_event, e.latitude, e.longitude`;
export const EVENT_FROM =
  'events e JOIN event_types t ON t.id = e.event_type_id LEFT JOIN wine_municipalities m ON m.id = e.municipality_id';

export function toEventItem(row: EventRow, locale: string): Item {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    url: detailPath('event_calendar', toRoutedLocale(locale), row.id, row.slug),
    dateFrom: row.date_from,
    dateTo: row.date_to,
    image: row.image,
    city: row.city,
    municipality: row.municipality,
    venue: row.venue,
    eventType: { id: row.type_id, title: row.type_title },
    isTopEvent: row.is_top_event,
    isSaintMartinEvent: row.is_saint_martin_event,
    isPinkEvent: row.is_pink_event,
    location:
      row.latitude !== null && row.longitude !== null ? { latitude: row.latitude, longitude: row.longitude } : null,
  };
}

const plusYear = (iso: string) => `${Number(iso.slice(0, 4)) + 1}${iso.slice(4)}`;

/** Events overlapping [dateFrom, dateTo]; the default range is today → one year ahead (spec 01 §9). */
function filters(input: ListInput, today: string): SqlWhere {
  const from = input.dateFrom ?? today;
  const to = input.dateTo ?? plusYear(from);
  const where = new SqlWhere();
  where
    .and(`e.date_to >= ${where.add(from)}::date`)
    .and(`e.date_from <= ${where.add(to)}::date`)
    .words('e.search_text', input.s);
  if (input.m.length > 0) where.and(`e.municipality_id = ANY(${where.add(input.m)}::int[])`);
  if (input.type.length > 0) where.and(`e.event_type_id = ANY(${where.add(input.type)}::int[])`);
  const programmes = [
    input.p.includes('stmartins') ? 'e.is_saint_martin_event' : null,
    input.p.includes('rosewines') ? 'e.is_pink_event' : null,
    input.p.includes('top') ? 'e.is_top_event' : null,
  ].filter(Boolean);
  if (programmes.length > 0) where.and(`(${programmes.join(' OR ')})`);
  return where;
}

/**
 * A page of the events the filters find, with their count and the count of all events, in one statement. The page's
 * ids are read first in their order (from the start-order index alone when only dates filter), so only the page's
 * own events are joined and shaped; an offset past the end still gets both counts.
 */
export async function listEvents(db: Queryable, input: ListInput, today: string) {
  const where = filters(input, today);
  const locale = where.add(input.locale);
  const limit = where.add(input.limit);
  const offset = where.add(input.offset);
  const rows = await db.query<
    (EventRow & { matching: number; total: number }) | { id: null; matching: number; total: number }
  >(
    `WITH page AS (SELECT e.id, e.date_from FROM events e ${where} ORDER BY e.date_from, e.id LIMIT ${limit} OFFSET ${offset}),
       counts AS (SELECT (SELECT count(*) FROM events e ${where})::int AS matching, (SELECT count(*) FROM events)::int AS total)
     SELECT shown.*, counts.matching, counts.total FROM counts LEFT JOIN LATERAL (
       SELECT ${EVENT_COLUMNS(locale)} FROM page, ${EVENT_FROM} WHERE e.id = page.id
     ) shown ON true ORDER BY shown.date_from, shown.id`,
    where.params,
  );
  const items = rows.flatMap((row) => (row.id === null ? [] : [toEventItem(row, input.locale)]));
  return { items, count: rows[0]?.matching ?? 0, total: rows[0]?.total ?? 0 };
}

/** Spec 01 §2: top events first, then by duration, then by start date. */
export async function listEventsOnDay(db: Queryable, day: string, locale: string) {
  const rows = await db.query<EventRow>(
    `SELECT ${EVENT_COLUMNS('$2')} FROM ${EVENT_FROM} WHERE e.date_from <= $1::date AND e.date_to >= $1::date
     ORDER BY e.is_top_event DESC, (e.date_to - e.date_from), e.date_from, e.id`,
    [day, locale],
  );
  return rows.map((row) => toEventItem(row, locale));
}

export async function countEventsPerDay(db: Queryable, month: string) {
  const rows = await db.query<{ day: string; n: number }>(
    `SELECT to_char(d, 'YYYY-MM-DD') AS day, count(e.id)::int AS n
     FROM generate_series(date_trunc('month', $1::date), date_trunc('month', $1::date) + interval '1 month' - interval '1 day', interval '1 day') d
     LEFT JOIN events e ON e.date_from <= d::date AND e.date_to >= d::date GROUP BY d ORDER BY d`,
    [month],
  );
  return Object.fromEntries(rows.map((row) => [row.day, row.n]));
}
