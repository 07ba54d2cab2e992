import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { eventListItemSchema } from '../../../shared/api/calls/events.ts';
import type { RoutedLocale } from '../../../shared/constants/locales.ts';
import { formatDate } from '../../../shared/domain/dates.ts';
import { SafeLink } from '../../ui/safe-link.tsx';

export type EventItem = z.infer<typeof eventListItemSchema>;

/** An event in a list: image, title to the detail, dates, place, type; "Top akce" only in Czech. */
export function EventCard({ event, locale }: { event: EventItem; locale: RoutedLocale }) {
  const { t } = useTranslation();
  const dates = event.dateTo && event.dateTo !== event.dateFrom ? `${formatDate(event.dateFrom, locale)} – ${formatDate(event.dateTo, locale)}` : formatDate(event.dateFrom, locale);
  return (
    <li className="event-card">
      {event.image ? <img src={event.image.url} alt="" width={160} height={94} loading="lazy" /> : <span className="event-card__noimage" aria-hidden="true" />}
      <div className="event-card__body">
        <p className="event-card__meta">{event.eventType.title}{event.isTopEvent && locale === 'cs' && <span className="event-card__top">{t('events.topEvent')}</span>}</p>
        <h3 className="event-card__title"><SafeLink href={event.url}>{event.title}</SafeLink></h3>
        <p className="event-card__when">{dates} · {[event.venue, event.city].filter(Boolean).join(', ')}</p>
      </div>
    </li>
  );
}
