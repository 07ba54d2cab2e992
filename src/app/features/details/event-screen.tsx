import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { sectionPath } from '../../../shared/constants/sections.ts';
import { formatPhone } from '../../../shared/domain/place-display.ts';
import { Breadcrumbs } from '../../ui/breadcrumbs.tsx';
import { Gallery } from '../../ui/gallery.tsx';
import { PlaceScore } from '../../ui/place-state/place-score.tsx';
import { PlaceNote } from '../../ui/place-state/place-note.tsx';
import { PlaceToggles, toggledPlace } from '../../ui/place-state/place-toggles.tsx';
import { SafeLink } from '../../ui/safe-link.tsx';
import type { ScreenProps } from '../../ui/screen-props.ts';
import { eventQuery } from '../../lib/detail-queries.ts';
import { CardSlider } from '../../ui/card-slider.tsx';
import { DetailHero } from './detail-hero.tsx';
import { DetailStatus } from './detail-status.tsx';
import { EventCard, eventDates } from './event-card.tsx';
import { plainParagraphs } from './plain-paragraphs.ts';
import { RequestLinks } from './request-links.tsx';
import { StructuredData, useStructuredDataContext } from './structured-data-script.tsx';
import { eventStructuredData } from './structured-data.ts';
import './texts.ts';
import './details.css';

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/** An event (spec 01 "Event detail"): header with score, breadcrumbs, three toggles, content, selected events. */
export function EventScreen({ page, locale }: ScreenProps) {
  const { t } = useTranslation();
  const query = useQuery(eventQuery(locale, page.entity?.id ?? 0));
  const structured = useStructuredDataContext(query.dataUpdatedAt);
  if (!query.data)
    return (
      <DetailStatus pending={query.isPending} error={query.error} retry={() => void query.refetch()} locale={locale} />
    );
  const event = query.data;
  const person = text(event.contacts.contactPerson);
  const phones = [
    ['dialCode1', 'phone1'],
    ['dialCode2', 'phone2'],
  ]
    .map(
      ([dial = '', phone = '']) =>
        text(event.contacts[phone]) && `${text(event.contacts[dial]) ?? ''}${text(event.contacts[phone]) ?? ''}`,
    )
    .filter((phone): phone is string => typeof phone === 'string' && phone !== '');
  const email = text(event.contacts.email);
  return (
    <article className="page detail">
      <StructuredData data={eventStructuredData(event, structured)} />
      <DetailHero title={event.title} image={event.image}>
        <PlaceScore rating={event.rating} ratingCount={event.ratingCount} placeType="event" placeId={event.id} />
      </DetailHero>
      <Breadcrumbs crumbs={page.breadcrumbs} />
      <PlaceToggles
        toggles={['visited', 'wishlist', 'favorite']}
        placeType="event"
        placeId={event.id}
        place={toggledPlace(event)}
        locale={locale}
      />
      <PlaceNote placeType="event" placeId={event.id} />
      <section className="detail__about" aria-labelledby="about">
        <div>
          {event.subtitle && <p className="detail__subtitle">{event.subtitle}</p>}
          <p className="detail__perex">{event.perex}</p>
          <dl className="detail__facts">
            <dt>{t('details.when')}</dt>
            <dd data-testid="event-dates">{eventDates(event, locale)}</dd>
            <dt>{t('details.where')}</dt>
            <dd>{[event.venue, event.city].filter(Boolean).join(', ')}</dd>
            <dt>{t('details.eventType')}</dt>
            <dd>
              {event.eventType.title}
              {event.isTopEvent && locale === 'cs' ? <span className="badge">{t('details.topEvent')}</span> : null}
            </dd>
            {event.entryFee && (
              <>
                <dt>{t('details.entryFee')}</dt>
                <dd>{event.entryFee}</dd>
              </>
            )}
          </dl>
          {plainParagraphs(event.text).map((paragraph, i) => (
            <p key={i}>{paragraph}</p>
          ))}
          {event.placeDescription && <p>{event.placeDescription}</p>}
          {event.web && (
            <a className="button button--primary" href={event.web} rel="noopener noreferrer" target="_blank">
              {t('details.eventWeb')}
            </a>
          )}
        </div>
      </section>
      <div className="detail__boxes">
        {(person || phones.length > 0 || email) && (
          <section className="detail-box" aria-labelledby="contacts">
            <h2 id="contacts">{t('details.contacts')}</h2>
            {person && (
              <p>
                {t('details.contactPerson')}: {person}
              </p>
            )}
            {phones.map((phone) => (
              <p key={phone}>
                {t('details.phone')}: <a href={`tel:${formatPhone(phone).replace(/\s/g, '')}`}>{formatPhone(phone)}</a>
              </p>
            ))}
            {email && (
              <p>
                {t('details.email')}: <a href={`mailto:${email}`}>{email}</a>
              </p>
            )}
          </section>
        )}
        {event.winemakers.length > 0 && (
          <section className="detail-box" aria-labelledby="winemakers">
            <h2 id="winemakers">{t('details.winemakers')}</h2>
            <ul>
              {event.winemakers.map((maker) => (
                <li key={maker.id}>{maker.title}</li>
              ))}
            </ul>
          </section>
        )}
      </div>
      {event.gallery.length > 0 && (
        <section aria-labelledby="gallery">
          <h2 id="gallery">{t('details.gallery')}</h2>
          <Gallery
            images={event.gallery}
            title={event.title}
            labels={{
              previous: t('details.previous'),
              next: t('details.next'),
              close: t('details.close'),
              open: t('details.openImage'),
            }}
          />
        </section>
      )}
      {event.selectedEvents.length > 0 && (
        <section className="detail__related" aria-labelledby="selected-events">
          <h2 id="selected-events">{t('details.selectedEvents')}</h2>
          <CardSlider>
            {event.selectedEvents.map((item) => (
              <EventCard key={item.id} event={item} locale={locale} />
            ))}
          </CardSlider>
          <SafeLink href={sectionPath('event_calendar', locale)} className="button">
            {t('details.allEvents')}
          </SafeLink>
        </section>
      )}
      <RequestLinks kind="akce" id={event.id} locale={locale} />
    </article>
  );
}
