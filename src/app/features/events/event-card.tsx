import { useTranslation } from '../../i18n/use-translation.tsx';
import type { z } from 'zod';
import type { eventListItemSchema } from '../../../shared/api/calls/events.ts';
import type { RoutedLocale } from '../../../shared/constants/locales.ts';
import { formatDate } from '../../../shared/domain/dates.ts';
import { SafeLink } from '../../ui/safe-link.tsx';
import { ResponsiveImage } from '../../ui/responsive-image.tsx';
import { CARD_IMAGE } from '../../../shared/domain/image-url.ts';

export type EventItem = z.infer<typeof eventListItemSchema>;

export function eventDates(event: Pick<EventItem, 'dateFrom' | 'dateTo'>, locale: RoutedLocale): string {
  return event.dateTo && event.dateTo !== event.dateFrom
    ? `${formatDate(event.dateFrom, locale)} – ${formatDate(event.dateTo, locale)}`
    : formatDate(event.dateFrom, locale);
}

/** An event in a list: image, title to the detail, dates, place, type; "Top akce" only in Czech (spec 01 §6). */
export function EventCard({ event, locale }: { event: EventItem; locale: RoutedLocale }) {
  const { t } = useTranslation();
  const place = [event.venue, event.city].filter(Boolean).join(', ');
  return (
    <article className={`event-card${event.isTopEvent ? ' event-card--top' : ''}`}>
      <div className="event-card__image">
        {event.image ? (
          <ResponsiveImage image={event.image} size={CARD_IMAGE} sizes="(min-width: 48rem) 11rem, 7.5rem" alt="" />
        ) : null}
        {event.isTopEvent && locale === 'cs' && <span className="event-card__top">{t('events.topEvent')}</span>}
      </div>
      <div className="event-card__body">
        <p className="event-card__type">{event.eventType.title}</p>
        <h3 className="event-card__title">
          <SafeLink href={event.url}>{event.title}</SafeLink>
        </h3>
        <p className="event-card__when">
          <time dateTime={event.dateFrom}>{eventDates(event, locale)}</time>
        </p>
        {place && <p className="event-card__where">{place}</p>}
      </div>
    </article>
  );
}
