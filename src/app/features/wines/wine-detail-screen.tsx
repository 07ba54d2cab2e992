import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { Breadcrumbs } from '../../ui/breadcrumbs.tsx';
import { ContentDetailStatus } from '../../ui/content-detail-status.tsx';
import { ResponsiveImage } from '../../ui/responsive-image.tsx';
import type { ScreenProps } from '../../ui/screen-props.ts';
import { wineDetailQuery } from './api.ts';
import { WineFacts } from './wine-facts.tsx';
import { WineOtherWines } from './wine-other-wines.tsx';
import { WinePoints } from './wine-points.tsx';
import { WineProducer } from './wine-producer.tsx';
import { WineTasteProfile } from './wine-taste-profile.tsx';
import './texts.ts';
import './detail-texts.ts';
import './wine-detail.css';

const PICTURE = { width: 280 } as const;

/**
 * Spec 01 §2 page type "ml wine": the wine with its points of 100, what it is, its taste profile, who made it (their
 * page and e-shop) and their other wines. The wine comes with the page answer; only an answer cached before that
 * fetches it, with the loading, not-found and offline states of the other detail screens.
 */
export function WineDetailScreen({ page, locale }: ScreenProps) {
  const { t } = useTranslation();
  const embedded = page.mlWine;
  const query = useQuery({ ...wineDetailQuery(locale, page.entity?.id ?? 0), enabled: embedded === undefined });
  const wine = embedded ?? query.data;
  return (
    <article className="page wine-detail" data-page-type={page.type}>
      <Breadcrumbs crumbs={page.breadcrumbs} />
      {!wine ? (
        <ContentDetailStatus
          pending={query.isPending}
          error={query.error}
          retry={() => void query.refetch()}
          locale={locale}
          texts="wineDetail"
          block="wine-detail"
        />
      ) : (
        <>
          <div className={`wine-detail__main wine-detail__main--${wine.color}`}>
            <div className="wine-detail__picture">
              {wine.image ? (
                <ResponsiveImage image={wine.image} size={PICTURE} alt="" eager />
              ) : (
                <span className="wine-detail__bottle" aria-hidden="true" />
              )}
            </div>
            <div className="wine-detail__summary">
              <header>
                <p className="wine-detail__kicker">
                  {t(`wines.colours.${wine.color}`)} · {wine.epithet}
                </p>
                <h1>{wine.title}</h1>
              </header>
              <WinePoints points={wine.points} className="wine-detail__points" />
              <WineFacts wine={wine} />
            </div>
          </div>
          <div className="wine-detail__boxes">
            <section className="wine-detail__box" aria-labelledby="wine-taste">
              <h2 id="wine-taste">{t('wines.tasteProfile')}</h2>
              <WineTasteProfile taste={wine.tasteProfile} className="wine-detail__taste" />
            </section>
            <WineProducer producer={wine.wineEntity} />
          </div>
          <WineOtherWines wines={wine.otherWines} producer={wine.wineEntity.title} />
        </>
      )}
    </article>
  );
}
