import { useTranslation } from '../../i18n/use-translation.tsx';
import type { z } from 'zod';
import type { mlWineSchema } from '../../../shared/api/calls/wines.ts';
import { SafeLink } from '../../ui/safe-link.tsx';
import { WineEshopLink } from './wine-eshop-link.tsx';
import { WinePoints } from './wine-points.tsx';
import { WineTasteProfile } from './wine-taste-profile.tsx';

type Wine = z.output<typeof mlWineSchema>;

/** A rated wine: picture, title with vintage, colour, predicate, varieties, origin, winemaker, points of 100 and the taste bars. */
export function WineCard({ wine }: { wine: Wine }) {
  const { t } = useTranslation();
  return (
    <li className={`wine-card wine-card--${wine.color}`}>
      <div className="wine-card__picture">
        {wine.imageUrl ? (
          <img src={wine.imageUrl} alt="" width={120} height={160} loading="lazy" decoding="async" />
        ) : (
          <span className="wine-card__bottle" aria-hidden="true" />
        )}
      </div>
      <div className="wine-card__body">
        <p className="wine-card__meta">
          <span className="wine-card__colour">{t(`wines.colours.${wine.color}`)}</span> · {wine.epithet}
        </p>
        <h2 className="wine-card__title">
          <SafeLink href={wine.url}>
            {wine.title} {wine.year}
          </SafeLink>
        </h2>
        {wine.varieties.length > 0 && (
          <p className="wine-card__varieties">{wine.varieties.map((v) => v.title).join(', ')}</p>
        )}
        <p className="wine-card__origin">
          {wine.region}, {wine.subregion}
        </p>
        <p className="wine-card__maker">{t('wines.by', { title: wine.wineEntity.title })}</p>
        <WinePoints points={wine.points} />
        <WineTasteProfile taste={wine.tasteProfile} />
        {wine.wineEntity.eshopUrl && <WineEshopLink href={wine.wineEntity.eshopUrl} />}
      </div>
    </li>
  );
}
