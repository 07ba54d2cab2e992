import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation.tsx';
import type { RoutedLocale } from '../../../shared/constants/locales.ts';
import { MAX_POINTS } from '../../../shared/constants/wines.ts';
import { SafeLink } from '../../ui/safe-link.tsx';
import { wineSliderQuery } from './wines-api.ts';

/** The restaurant's extended wine list: the same wines as its slider, as a table with vintage, colour and points. */
export function ExtendedWineList({ producers, locale }: { producers: number[]; locale: RoutedLocale }) {
  const { t } = useTranslation();
  const query = useQuery(wineSliderQuery(locale, { producers }));
  if (producers.length === 0 || !query.data || query.data.items.length === 0) return null;
  return (
    <section className="detail-box detail__wine-list" aria-labelledby="wine-list">
      <h2 id="wine-list">{t('details.extendedWines')}</h2>
      <table className="wine-table">
        <thead>
          <tr>
            <th scope="col">{t('details.wine')}</th>
            <th scope="col">{t('details.year')}</th>
            <th scope="col">{t('details.colour')}</th>
            <th scope="col">{t('details.producer')}</th>
            <th scope="col">{t('details.pointsHeading')}</th>
          </tr>
        </thead>
        <tbody>
          {query.data.items.map((wine) => (
            <tr key={wine.id}>
              <th scope="row">
                <SafeLink href={wine.url}>{wine.title}</SafeLink>
              </th>
              <td>{wine.year}</td>
              <td>{t(`details.colours.${wine.color}`)}</td>
              <td>{wine.wineEntity.title}</td>
              <td>
                {wine.points}/{MAX_POINTS}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
