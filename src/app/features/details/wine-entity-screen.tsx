import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { formatPhone } from '../../../shared/domain/place-display.ts';
import { Breadcrumbs } from '../../ui/breadcrumbs.tsx';
import { Gallery } from '../../ui/gallery.tsx';
import { PlaceScore } from '../../ui/place-state/place-score.tsx';
import { PlaceNote } from '../../ui/place-state/place-note.tsx';
import { PlaceToggles, toggledPlace } from '../../ui/place-state/place-toggles.tsx';
import type { ScreenProps } from '../../ui/screen-props.ts';
import { wineEntityQuery } from '../../lib/detail-queries.ts';
import { DetailActions } from './detail-actions.tsx';
import { DetailHero } from './detail-hero.tsx';
import { DetailStatus } from './detail-status.tsx';
import { DetailWhere } from './detail-where.tsx';
import { InformationBoxes } from './information-boxes.tsx';
import './info-texts.ts';
import { RelatedEntities } from './related-entities.tsx';
import { RequestLinks } from './request-links.tsx';
import { TagList } from './tag-list.tsx';
import { WineSlider } from './wine-slider.tsx';
import { OpeningHoursBox } from './opening-hours-box.tsx';
import { TodayHours } from './today-hours.tsx';
import { ServicesBadges } from './services-badges.tsx';
import { StructuredData, useStructuredDataContext } from './structured-data-script.tsx';
import { DetailLogo } from './detail-logo.tsx';
import { wineEntityStructuredData } from './structured-data.ts';
import './texts.ts';
import './details.css';

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

/** A winemaker, cellar, wine bar, wine shop or accommodation in full (spec 01 "Wine entity detail"). */
export function WineEntityScreen({ page, locale }: ScreenProps) {
  const { t } = useTranslation();
  const id = page.entity?.id ?? 0;
  const query = useQuery(wineEntityQuery(locale, id));
  const structured = useStructuredDataContext(query.dataUpdatedAt);
  if (!query.data)
    return (
      <DetailStatus pending={query.isPending} error={query.error} retry={() => void query.refetch()} locale={locale} />
    );
  const entity = query.data;
  const contacts = record(entity.sections.contacts);
  const production = record(entity.sections.productionInfo);
  const varieties = Array.isArray(entity.sections.wineVarieties)
    ? entity.sections.wineVarieties.filter((v): v is string => typeof v === 'string')
    : [];
  const phones = ['phoneCompany', 'phoneShop', 'phoneShopAlt']
    .map((key) => text(contacts[key]))
    .filter((p): p is string => p !== null);
  const web = text(contacts.url);
  const email = text(contacts.email);
  const isWinemaker = entity.wineEntityTypes.includes('winemaker');
  const address = [`${entity.street} ${entity.houseNumber}`.trim(), `${entity.zip} ${entity.city}`.trim()]
    .filter(Boolean)
    .join(', ');

  return (
    <article className="page detail">
      <StructuredData data={wineEntityStructuredData(entity, structured)} />
      <DetailHero title={entity.title} image={entity.image}>
        <PlaceScore
          rating={entity.rating}
          ratingCount={entity.ratingCount}
          placeType="wine_entity"
          placeId={entity.id}
        />
        <TodayHours hours={entity.openingHours} />
      </DetailHero>
      <DetailActions placeType="wine_entity" placeId={entity.id} place={toggledPlace(entity)} locale={locale} />
      <Breadcrumbs crumbs={page.breadcrumbs} />
      <section className="detail__about" aria-labelledby="about">
        {entity.logo && <DetailLogo logo={entity.logo} />}
        <div>
          <h2 id="about">{t('details.about')}</h2>
          <p className="detail__perex">{entity.perex}</p>
          <p>{entity.description}</p>
          {entity.hasEshop && entity.eshopUrl && (
            <a className="button button--primary" href={entity.eshopUrl} rel="noopener noreferrer" target="_blank">
              {t('details.eshop')}
            </a>
          )}
          <ServicesBadges services={entity.programmes} />
        </div>
      </section>
      {entity.location && (
        <DetailWhere
          address={address}
          locale={locale}
          place={{
            placeType: 'wine_entity',
            id: entity.id,
            title: entity.title,
            type: entity.wineEntityTypes[0] ?? 'winemaker',
            ...entity.location,
          }}
        />
      )}
      <div className="detail__boxes">
        <section className="detail-box" aria-labelledby="contacts">
          <h2 id="contacts">{t('details.contacts')}</h2>
          <p>
            {t('details.address')}: {address}
          </p>
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
          {web && (
            <p>
              {t('details.web')}:{' '}
              <a href={web} rel="noopener noreferrer" target="_blank">
                {web.replace(/^https?:\/\//, '')}
              </a>
            </p>
          )}
        </section>
        <OpeningHoursBox hours={entity.sections.openingHours} locale={locale} />
        <section className="detail-box" aria-labelledby="information">
          <h2 id="information">{t('details.information')}</h2>
          {entity.subregion && (
            <p>
              {t('details.subregion')}: {entity.subregion.title}
            </p>
          )}
          {entity.languages.length > 0 && (
            <p>
              {t('details.languages')}: {entity.languages.map((l) => l.title).join(', ')}
            </p>
          )}
          {varieties.length > 0 && (
            <p>
              {t('details.varieties')}: {varieties.join(', ')}
            </p>
          )}
        </section>
        <InformationBoxes sections={entity.sections} />
        {isWinemaker && Object.keys(production).length > 0 && (
          <section className="detail-box" aria-labelledby="production" data-testid="production-info">
            <h2 id="production">{t('details.production')}</h2>
            {typeof production.vineyardsSize === 'number' && (
              <p>{t('details.vineyards', { size: production.vineyardsSize })}</p>
            )}
            {typeof production.annualProduction === 'number' && (
              <p>{t('details.annual', { count: production.annualProduction })}</p>
            )}
            {typeof production.priceFrom === 'number' && (
              <p>{t('details.prices', { from: production.priceFrom, to: production.priceTo })}</p>
            )}
          </section>
        )}
      </div>
      <TagList tags={entity.tags} />
      <WineSlider heading={t('details.wines')} locale={locale} filter={{ producers: [entity.id] }} />
      <RelatedEntities items={entity.relatedEntities} />
      {entity.gallery.length > 0 && (
        <section aria-labelledby="gallery">
          <h2 id="gallery">{t('details.gallery')}</h2>
          <Gallery
            images={entity.gallery}
            title={entity.title}
            labels={{
              previous: t('details.previous'),
              next: t('details.next'),
              close: t('details.close'),
              open: t('details.openImage'),
            }}
          />
        </section>
      )}
      <PlaceToggles
        toggles={['visited', 'wishlist', 'favorite']}
        placeType="wine_entity"
        placeId={entity.id}
        place={toggledPlace(entity)}
        locale={locale}
      />
      <PlaceNote placeType="wine_entity" placeId={entity.id} />
      <RequestLinks kind="vinar" id={entity.id} locale={locale} />
    </article>
  );
}
