import { useId } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import type { z } from 'zod';
import type { mlWineSchema } from '../../../shared/api/calls/wines.ts';
import { WineSliderRow } from '../../ui/wine-slider-card.tsx';

type Wine = z.output<typeof mlWineSchema>;

/** The variety's best wines in the detail pages' wine slider. */
export function VarietyWines({ wines }: { wines: readonly Wine[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="variety-wines" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('encyclopedia.wines')}</h2>
      {wines.length === 0 && <p>{t('encyclopedia.winesEmpty')}</p>}
      <WineSliderRow wines={wines} />
    </section>
  );
}
