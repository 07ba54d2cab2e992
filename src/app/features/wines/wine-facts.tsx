import { useTranslation } from '../../i18n/use-translation.tsx';
import type { z } from 'zod';
import type { mlWineDetailSchema } from '../../../shared/api/calls/wines.ts';

type WineDetail = z.output<typeof mlWineDetailSchema>;

/** What the wine is (spec 01 §3 "Ml wine"): vintage, colour, varieties, region and subregion, epithet and sweetness. */
export function WineFacts({ wine }: { wine: WineDetail }) {
  const { t } = useTranslation();
  const facts: [label: string, value: string][] = [
    [t('wines.year'), String(wine.year)],
    [t('wines.colour'), t(`wines.colours.${wine.color}`)],
    [t('wineDetail.varieties'), wine.varieties.map((variety) => variety.title).join(', ')],
    [t('wines.region'), wine.region],
    [t('wines.subregion'), wine.subregion],
    [t('wines.epithet'), wine.epithet],
    [t('wines.sweetness'), wine.sweetness],
  ];
  return (
    <dl className="wine-detail__facts" aria-label={t('wineDetail.facts')}>
      {facts
        .filter(([, value]) => value !== '')
        .map(([label, value]) => (
          <div key={label} className="wine-detail__fact">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
