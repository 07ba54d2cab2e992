import { useTranslation } from '../../i18n/use-translation.tsx';
import type { z } from 'zod';
import type { mlWineDetailSchema } from '../../../shared/api/calls/wines.ts';
import { SafeLink } from '../../ui/safe-link.tsx';
import { WineEshopLink } from './wine-eshop-link.tsx';

type Producer = z.output<typeof mlWineDetailSchema>['wineEntity'];

/** Who made the wine: a link to the wine entity's page, and its e-shop when it has one. */
export function WineProducer({ producer }: { producer: Producer }) {
  const { t } = useTranslation();
  return (
    <section className="wine-detail__box wine-detail__producer" aria-labelledby="wine-producer">
      <h2 id="wine-producer">{t('wineDetail.producer')}</h2>
      <p>
        <SafeLink href={producer.url} className="wine-detail__producer-link">
          {producer.title}
        </SafeLink>
      </p>
      {producer.eshopUrl && <WineEshopLink href={producer.eshopUrl} />}
    </section>
  );
}
