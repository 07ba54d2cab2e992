import { useTranslation } from '../../i18n/use-translation.tsx';
import type { z } from 'zod';
import type { eventListItemSchema } from '../../../shared/api/calls/events.ts';
import type { RoutedLocale } from '../../../shared/constants/locales.ts';
import { formatDate } from '../../../shared/domain/dates.ts';
import { SafeLink } from '../../ui/safe-link.tsx';
import { ResponsiveImage } from '../../ui/responsive-image.tsx';
import { CARD_IMAGE } from '../../../shared/domain/image-url.ts';

type EventItem = z.output<typeof eventListItemSchema>;

/** 'D. M. YYYY' (or the locale's form), and ' – end' when the event lasts more than a day. */
export const eventDates = (event: Pick<EventItem, 'dateFrom' | 'dateTo'>, locale: RoutedLocale) =>
  event.dateTo && event.dateTo !== event.dateFrom
    ? `${formatDate(event.dateFrom, locale)} – ${formatDate(event.dateTo, locale)}`
    : formatDate(event.dateFrom, locale);

/** An event in the selected-events slider: image, dates, title, town; 'Top akce' in Czech only. */
export function EventCard({ event, locale }: { event: EventItem; locale: RoutedLocale }) {
  const { t } = useTranslation();
  return (
    <SafeLink href={event.url} className="related-card">
      {event.image ? (
        <ResponsiveImage image={event.image} size={CARD_IMAGE} alt="" />
      ) : (
        <span className="related-card__placeholder" aria-hidden="true" />
      )}
      <span className="related-card__meta">{eventDates(event, locale)}</span>
      <span className="related-card__title">{event.title}</span>
      <span className="related-card__meta">{event.city}</span>
      {event.isTopEvent && locale === 'cs' && <span className="badge">{t('details.topEvent')}</span>}
    </SafeLink>
  );
}
