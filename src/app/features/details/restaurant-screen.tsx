import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { formatPhone } from '../../../shared/domain/place-display.ts';
import { Breadcrumbs } from '../../ui/breadcrumbs.tsx';
import { Gallery } from '../../ui/gallery.tsx';
import { PlaceScore } from '../../ui/place-state/place-score.tsx';
import { PlaceNote } from '../../ui/place-state/place-note.tsx';
import { PlaceToggles, toggledPlace } from '../../ui/place-state/place-toggles.tsx';
import type { ScreenProps } from '../../ui/screen-props.ts';
import { restaurantQuery } from '../../lib/detail-queries.ts';
import { DetailActions } from './detail-actions.tsx';
import { DetailHero } from './detail-hero.tsx';
import { DetailStatus } from './detail-status.tsx';
import { DetailWhere } from './detail-where.tsx';
import { ExtendedWineList } from './extended-wine-list.tsx';
import { RelatedEntities } from './related-entities.tsx';
import { RequestLinks } from './request-links.tsx';
import { TagList } from './tag-list.tsx';
import { WineSlider } from './wine-slider.tsx';
import { OpeningHoursBox } from './opening-hours-box.tsx';
import { TodayHours } from './today-hours.tsx';
import { ServicesBadges } from './services-badges.tsx';
import { relatedProducers } from './wines-api.ts';
import { StructuredData, useStructuredDataContext } from './structured-data-script.tsx';
import { restaurantStructuredData } from './structured-data.ts';
import './texts.ts';
import './details.css';

/** A restaurant as spec 01 "Restaurant detail" lays it out; its bottom toggles have no favorite. */
export function RestaurantScreen({ page, locale }: ScreenProps) {
  const { t } = useTranslation();
  const query = useQuery(restaurantQuery(locale, page.entity?.id ?? 0));
  const structured = useStructuredDataContext(query.dataUpdatedAt);
  if (!query.data)
    return (
      <DetailStatus pending={query.isPending} error={query.error} retry={() => void query.refetch()} locale={locale} />
    );
  const restaurant = query.data;
  const producers = relatedProducers(restaurant.relatedEntities);
  return (
    <article className="page detail">
      <StructuredData data={restaurantStructuredData(restaurant, structured)} />
      <DetailHero title={restaurant.title} image={restaurant.image}>
        <PlaceScore
          rating={restaurant.rating}
          ratingCount={restaurant.ratingCount}
          placeType="restaurant"
          placeId={restaurant.id}
        />
        <TodayHours hours={restaurant.openingHours} />
      </DetailHero>
      <DetailActions placeType="restaurant" placeId={restaurant.id} place={toggledPlace(restaurant)} locale={locale} />
      <Breadcrumbs crumbs={page.breadcrumbs} />
      <section className="detail__about" aria-labelledby="about">
        <div>
          <h2 id="about">{t('details.about')}</h2>
          <PlaceToggles
            toggles={['visited', 'wishlist', 'favorite']}
            placeType="restaurant"
            placeId={restaurant.id}
            place={toggledPlace(restaurant)}
            locale={locale}
          />
          <p>{restaurant.description}</p>
          {restaurant.deliveryUrl && (
            <a
              className="button button--primary"
              href={restaurant.deliveryUrl}
              rel="noopener noreferrer"
              target="_blank"
            >
              {t('details.delivery')}
            </a>
          )}
        </div>
      </section>
      {restaurant.location && (
        <DetailWhere
          address={[restaurant.streetWithNumber, `${restaurant.zip} ${restaurant.city}`.trim()]
            .filter(Boolean)
            .join(', ')}
          locale={locale}
          place={{
            placeType: 'restaurant',
            id: restaurant.id,
            title: restaurant.title,
            type: 'restaurant',
            ...restaurant.location,
          }}
        />
      )}
      <div className="detail__boxes">
        <section className="detail-box" aria-labelledby="contacts">
          <h2 id="contacts">{t('details.contacts')}</h2>
          <p>
            {t('details.address')}: {restaurant.streetWithNumber}, {restaurant.zip} {restaurant.city}
          </p>
          {restaurant.phone && (
            <p>
              {t('details.phone')}:{' '}
              <a href={`tel:${formatPhone(restaurant.phone).replace(/\s/g, '')}`}>{formatPhone(restaurant.phone)}</a>
            </p>
          )}
          {restaurant.email && (
            <p>
              {t('details.email')}: <a href={`mailto:${restaurant.email}`}>{restaurant.email}</a>
            </p>
          )}
          {restaurant.web && (
            <p>
              {t('details.web')}:{' '}
              <a href={restaurant.web} rel="noopener noreferrer" target="_blank">
                {restaurant.web.replace(/^https?:\/\//, '')}
              </a>
            </p>
          )}
          {restaurant.languageCompetences.length > 0 && (
            <p>
              {t('details.languages')}: {restaurant.languageCompetences.map((l) => l.title).join(', ')}
            </p>
          )}
        </section>
        <OpeningHoursBox hours={restaurant.openingHours} locale={locale} />
        <section className="detail-box" aria-labelledby="services">
          <h2 id="services">{t('details.services')}</h2>
          <ServicesBadges services={restaurant.choices} labels="restaurantChoices" />
        </section>
      </div>
      <RelatedEntities items={restaurant.relatedEntities} />
      <TagList tags={restaurant.tags} />
      <WineSlider heading={t('details.wines')} locale={locale} filter={{ producers }} />
      <ExtendedWineList producers={producers} locale={locale} />
      {restaurant.gallery.length > 0 && (
        <Gallery
          images={restaurant.gallery}
          title={restaurant.title}
          labels={{
            previous: t('details.previous'),
            next: t('details.next'),
            close: t('details.close'),
            open: t('details.openImage'),
          }}
        />
      )}
      <PlaceToggles
        toggles={['visited', 'wishlist']}
        placeType="restaurant"
        placeId={restaurant.id}
        place={toggledPlace(restaurant)}
        locale={locale}
      />
      <PlaceNote placeType="restaurant" placeId={restaurant.id} />
      <RequestLinks kind="restaurace" id={restaurant.id} locale={locale} />
    </article>
  );
}
