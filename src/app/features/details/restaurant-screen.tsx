import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatPhone } from '../../../shared/domain/place-display.ts';
import { Breadcrumbs } from '../../ui/breadcrumbs.tsx';
import { Gallery } from '../../ui/gallery.tsx';
import { PlaceScore, PlaceToggles } from '../../ui/place-state/place-toggles.tsx';
import { SafeLink } from '../../ui/safe-link.tsx';
import type { ScreenProps } from '../../ui/screen-props.ts';
import { restaurantQuery } from './api.ts';
import { OpeningHoursBox } from './opening-hours-box.tsx';
import { ServicesBadges } from './services-badges.tsx';
import './texts.ts';
import './details.css';

/** A restaurant as spec 01 "Restaurant detail" lays it out; its bottom toggles have no favorite. */
export function RestaurantScreen({ page, locale }: ScreenProps) {
  const { t } = useTranslation();
  const query = useQuery(restaurantQuery(locale, page.entity?.id ?? 0));
  if (query.isPending) return <p className="loading" role="status">{t('details.loading')}</p>;
  if (!query.data) return <p className="no-results" role="alert">{t('details.notFound')}</p>;
  const restaurant = query.data;
  return (
    <article className="page detail">
      <header className="detail__hero" style={restaurant.image ? { backgroundImage: `url("${encodeURI(restaurant.image.url)}")` } : undefined}>
        <div className="detail__hero-inner">
          <h1>{restaurant.title}</h1>
          <PlaceScore rating={restaurant.rating} ratingCount={restaurant.ratingCount} />
        </div>
      </header>
      <Breadcrumbs crumbs={page.breadcrumbs} />
      <section className="detail__about" aria-labelledby="about">
        <div>
          <h2 id="about">{t('details.about')}</h2>
          <PlaceToggles toggles={['visited', 'wishlist', 'favorite']} />
          <p>{restaurant.description}</p>
          {restaurant.deliveryUrl && <a className="button button--primary" href={restaurant.deliveryUrl} rel="noopener noreferrer" target="_blank">{t('details.delivery')}</a>}
        </div>
      </section>
      <div className="detail__boxes">
        <section className="detail-box" aria-labelledby="contacts">
          <h2 id="contacts">{t('details.contacts')}</h2>
          <p>{t('details.address')}: {restaurant.streetWithNumber}, {restaurant.zip} {restaurant.city}</p>
          {restaurant.phone && <p>{t('details.phone')}: <a href={`tel:${formatPhone(restaurant.phone).replace(/\s/g, '')}`}>{formatPhone(restaurant.phone)}</a></p>}
          {restaurant.email && <p>{t('details.email')}: <a href={`mailto:${restaurant.email}`}>{restaurant.email}</a></p>}
          {restaurant.web && <p>{t('details.web')}: <a href={restaurant.web} rel="noopener noreferrer" target="_blank">{restaurant.web.replace(/^https?:\/\//, '')}</a></p>}
          {restaurant.languageCompetences.length > 0 && <p>{t('details.languages')}: {restaurant.languageCompetences.map((l) => l.title).join(', ')}</p>}
        </section>
        <OpeningHoursBox hours={restaurant.openingHours} />
        <section className="detail-box" aria-labelledby="services">
          <h2 id="services">{t('details.services')}</h2>
          <ServicesBadges services={restaurant.choices} labels="restaurantChoices" />
        </section>
      </div>
      {restaurant.tags.length > 0 && (
        <ul className="detail__tags" aria-label={t('details.tags')}>
          {restaurant.tags.map((tag) => <li key={tag.id} className="tag" style={{ borderColor: tag.color }} title={tag.title.length > 15 ? tag.title : undefined}>{tag.title}</li>)}
        </ul>
      )}
      {restaurant.gallery.length > 0 && <Gallery images={restaurant.gallery} title={restaurant.title} labels={{ previous: t('details.previous'), next: t('details.next'), close: t('details.close'), open: t('details.openImage') }} />}
      <PlaceToggles toggles={['visited', 'wishlist']} />
      {locale === 'cs' && (
        <div className="detail__requests">
          <p>{t('details.missingRestaurant')} <SafeLink href="/cs/pozadavky/restaurace/0">{t('details.addRestaurant')}</SafeLink></p>
          <p>{t('details.fixRestaurant')} <SafeLink href={`/cs/pozadavky/restaurace/${restaurant.id}`}>{t('details.editRestaurant')}</SafeLink></p>
        </div>
      )}
    </article>
  );
}
