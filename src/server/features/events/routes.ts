import { eventsCalls } from '../../../shared/api/calls/events.ts';
import type { Image } from '../../../shared/api/common.ts';
import { notFound } from '../../lib/http/api-error.ts';
import type { ApiRouter } from '../../lib/http/api-router.ts';
import { shownRating } from '../../lib/places/place-summary-parts.ts';
import { translated } from '../../lib/sql-builder.ts';
import type { ServerDeps } from '../../lib/server-deps.ts';
import { pragueToday } from '../../../shared/domain/prague-time.ts';
import {
  countEventsPerDay,
  EVENT_COLUMNS,
  EVENT_FROM,
  listEvents,
  listEventsOnDay,
  toEventItem,
  type EventRow,
} from './events.repo.ts';

export function registerEventsRoutes(router: ApiRouter, { db }: ServerDeps): void {
  router.bind(eventsCalls.eventList, (input) => listEvents(db, input, pragueToday()));
  router.bind(eventsCalls.upcomingEvents, ({ day, locale }) => listEventsOnDay(db, day, locale));
  router.bind(eventsCalls.upcomingEventsCounts, ({ month }) => countEventsPerDay(db, month));
  router.bind(eventsCalls.eventDetail, async ({ id, locale }) => {
    const [row] = await db.query<
      EventRow & {
        subtitle: string | null;
        perex: string;
        text: string;
        url: string | null;
        place_description: string;
        entry_fee: string | null;
        gallery: Image[];
        contacts: Record<string, unknown>;
        winemaker_ids: number[];
        rating_sum: number;
        rating_count: number;
      }
    >(
      `SELECT ${EVENT_COLUMNS('$2')}, CASE WHEN e.subtitle IS NULL THEN NULL ELSE ${translated('e.subtitle', '$2')} END AS subtitle,
              ${translated('e.perex', '$2')} AS perex, ${translated('e.text', '$2')} AS text, e.url, e.place_description, e.entry_fee, e.gallery, e.contacts, e.winemaker_ids,
              e.rating_sum, e.rating_count
       FROM ${EVENT_FROM} WHERE e.id = $1`,
      [id, locale],
    );
    if (!row) throw notFound('No such event');
    const winemakers = await db.query<{ id: number; title: string }>(
      'SELECT id, title FROM wine_entities WHERE id = ANY($1::int[]) ORDER BY title',
      [row.winemaker_ids],
    );
    const selected = await db.query<EventRow>(
      `SELECT ${EVENT_COLUMNS('$3')} FROM ${EVENT_FROM} WHERE e.id <> $1 AND e.date_from >= $2::date ORDER BY e.is_top_event DESC, e.date_from, e.id LIMIT 8`,
      [id, row.date_from, locale],
    );
    return {
      ...toEventItem(row, locale),
      subtitle: row.subtitle,
      perex: row.perex,
      text: row.text,
      web: row.url,
      placeDescription: row.place_description,
      entryFee: row.entry_fee,
      gallery: row.gallery,
      contacts: row.contacts,
      winemakers,
      selectedEvents: selected.map((e) => toEventItem(e, locale)),
      ...shownRating(row.rating_sum, row.rating_count),
    };
  });
}
