import { useTranslation } from '../i18n/use-translation.tsx';
import type { z } from 'zod';
import type { mlWineSchema } from '../../shared/api/calls/wines.ts';
import { MAX_POINTS } from '../../shared/constants/wines.ts';
import { CardSlider } from './card-slider.tsx';
import { SafeLink } from './safe-link.tsx';
import { isCentred, usesSlider } from './slider-scroll.ts';
import { addTexts } from '../i18n/add-texts.ts';
import './wine-slider-card.css';

addTexts('wineCard', {
  cs: { points: '{{points}}/{{max}} bodů' },
  en: { points: '{{points}}/{{max}} points' },
  pl: { points: '{{points}}/{{max}} punktów' },
});

type Wine = z.output<typeof mlWineSchema>;

/** A rated wine in a slider (detail pages, varieties): its bottle, title, maker and points. */
export function WineSliderCard({ wine }: { wine: Wine }) {
  const { t } = useTranslation();
  return (
    <SafeLink href={wine.url} className="wine-card">
      {wine.imageUrl ? (
        <img src={wine.imageUrl} alt="" width={120} height={160} loading="lazy" />
      ) : (
        <span className={`wine-card__bottle wine-card__bottle--${wine.color}`} aria-hidden="true" />
      )}
      <span className="wine-card__title">{wine.title}</span>
      <span className="wine-card__maker">{wine.wineEntity.title}</span>
      <span className="wine-card__points">{t('wineCard.points', { points: wine.points, max: MAX_POINTS })}</span>
    </SafeLink>
  );
}

/**
 * Rated wines as the detail pages' wine slider (spec 01 §9): centred when four or fewer, a single wine on its own
 * rather than in a slider; nothing when there are none.
 */
export function WineSliderRow({ wines, label }: { wines: readonly Wine[]; label?: string }) {
  const cards = wines.map((wine) => <WineSliderCard key={wine.id} wine={wine} />);
  if (!usesSlider(wines.length)) return cards.length > 0 ? <div className="wine-slider-single">{cards}</div> : null;
  return (
    <CardSlider centred={isCentred(wines.length)} label={label}>
      {cards}
    </CardSlider>
  );
}
