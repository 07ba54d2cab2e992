import { useTranslation } from '../../i18n/use-translation.tsx';
import type { z } from 'zod';
import type { mlWineSchema } from '../../../shared/api/calls/wines.ts';
import { WineSliderRow } from '../../ui/wine-slider-card.tsx';

type Wine = z.output<typeof mlWineSchema>;

/** The producer's other rated wines in the detail pages' wine slider; nothing when it has none. */
export function WineOtherWines({ wines, producer }: { wines: Wine[]; producer: string }) {
  const { t } = useTranslation();
  if (wines.length === 0) return null;
  const heading = t('wineDetail.otherWines', { title: producer });
  return (
    <section className="wine-detail__others" aria-labelledby="wine-others">
      <h2 id="wine-others">{heading}</h2>
      <WineSliderRow wines={wines} label={heading} />
    </section>
  );
}
