import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { Breadcrumbs } from '../../ui/breadcrumbs.tsx';
import type { ScreenProps } from '../../ui/screen-props.ts';
import { varietyNeighboursQuery, varietyQuery } from './api.ts';
import { EncyclopediaHero } from './encyclopedia-hero.tsx';
import { LoadStatus } from './load-status.tsx';
import { NeighbourLinks } from './neighbour-links.tsx';
import { VarietyWines } from './variety-wines.tsx';
import './texts.ts';
import './encyclopedia.css';

/** Spec 01 §2 "Variety detail": header, breadcrumbs, text, the variety's wines, previous / next within its colour. */
export function VarietyScreen({ page, locale }: ScreenProps) {
  const { t } = useTranslation();
  const id = page.entity?.id ?? 0;
  const query = useQuery(varietyQuery(locale, id));
  const neighbours = useQuery(varietyNeighboursQuery(locale, id));
  const variety = query.data;
  return (
    <article className="page encyclopedia-page variety-page" data-page-type={page.type}>
      <EncyclopediaHero title={variety?.title ?? page.title} image={variety?.image ?? page.image}>
        {variety && (
          <p className={`variety-page__colour variety-page__colour--${variety.color}`}>
            {t(`encyclopedia.colours.${variety.color}`)}
          </p>
        )}
      </EncyclopediaHero>
      <Breadcrumbs crumbs={page.breadcrumbs} />
      {!variety ? (
        <LoadStatus pending={query.isPending} error={query.error} retry={() => void query.refetch()} locale={locale} />
      ) : (
        <>
          <div className="rich-text">
            <p>{variety.description}</p>
          </div>
          <VarietyWines wines={variety.wines} />
          {neighbours.data && <NeighbourLinks previous={neighbours.data.previous} next={neighbours.data.next} />}
        </>
      )}
    </article>
  );
}
