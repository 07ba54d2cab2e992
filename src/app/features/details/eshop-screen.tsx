import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { WINE_COLORS } from '../../../shared/constants/wines.ts';
import { Breadcrumbs } from '../../ui/breadcrumbs.tsx';
import { PlaceToggles, toggledPlace } from '../../ui/place-state/place-toggles.tsx';
import type { ScreenProps } from '../../ui/screen-props.ts';
import { eshopQuery } from '../../lib/detail-queries.ts';
import { DetailStatus } from './detail-status.tsx';
import { RequestLinks } from './request-links.tsx';
import { TagList } from './tag-list.tsx';
import { WineSlider } from './wine-slider.tsx';
import { StructuredData, useStructuredDataContext } from './structured-data-script.tsx';
import { DetailLogo } from './detail-logo.tsx';
import { eshopStructuredData } from './structured-data.ts';
import './texts.ts';
import './details.css';

/**
 * An e-shop (spec 01 "E-shop detail"): title, logo, description, operator, web, card payment, shop button, tags, wine
 * sliders; by the title, the favourite toggle (the only state an e-shop takes, decision 029).
 */
export function EshopScreen({ page, locale }: ScreenProps) {
  const { t } = useTranslation();
  const query = useQuery(eshopQuery(locale, page.entity?.id ?? 0));
  const structured = useStructuredDataContext(query.dataUpdatedAt);
  if (!query.data)
    return (
      <DetailStatus pending={query.isPending} error={query.error} retry={() => void query.refetch()} locale={locale} />
    );
  const eshop = query.data;
  return (
    <article className="page detail">
      <StructuredData data={eshopStructuredData(eshop, structured)} />
      <Breadcrumbs crumbs={page.breadcrumbs} />
      <header className="detail__about detail__about--eshop">
        {eshop.logo && <DetailLogo logo={eshop.logo} alt={eshop.logo.alt ?? ''} />}
        <div>
          <h1>{eshop.title}</h1>
          <PlaceToggles
            toggles={['favorite']}
            placeType="eshop"
            placeId={eshop.id}
            place={toggledPlace({ ...eshop, city: null, location: null })}
            locale={locale}
          />
          <p>{eshop.description}</p>
          <dl className="detail__facts">
            <dt>{t('details.operator')}</dt>
            <dd>{eshop.operator}</dd>
            <dt>{t('details.web')}</dt>
            <dd>
              <a href={eshop.eshopUrl} rel="noopener noreferrer" target="_blank">
                {eshop.eshopUrl.replace(/^https?:\/\//, '')}
              </a>
            </dd>
            <dt>{t('details.cardPayment')}</dt>
            <dd data-testid="card-payment">{t(eshop.hasCardPayment ? 'details.yes' : 'details.no')}</dd>
          </dl>
          <a className="button button--primary" href={eshop.eshopUrl} rel="noopener noreferrer" target="_blank">
            {t('details.shop')}
          </a>
        </div>
      </header>
      <TagList tags={eshop.tags} />
      {WINE_COLORS.map((color) => (
        <WineSlider key={color} heading={t(`details.eshopWines.${color}`)} locale={locale} filter={{ color }} />
      ))}
      <RequestLinks kind="e-shop" id={eshop.id} locale={locale} />
    </article>
  );
}
