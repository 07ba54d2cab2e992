import { CARD_IMAGE } from '../../../shared/domain/image-url.ts';
import { SafeLink } from '../../ui/safe-link.tsx';
import { ResponsiveImage } from '../../ui/responsive-image.tsx';
import type { SliderCard as Card } from './slider-sources.ts';

/** A card of a slider: 418×244 image (focal-point crop), title and one line of detail. */
export function SliderCard({ card }: { card: Card }) {
  return (
    <SafeLink href={card.url} className="cms-card">
      {card.image ? (
        <ResponsiveImage
          image={card.image}
          size={CARD_IMAGE}
          sizes={`(max-width: 767px) 78vw, ${CARD_IMAGE.width}px`}
          className="cms-card__image"
          alt=""
        />
      ) : (
        <span className="cms-card__placeholder" aria-hidden="true" />
      )}
      <span className="cms-card__title">{card.title}</span>
      {card.meta && <span className="cms-card__meta">{card.meta}</span>}
    </SafeLink>
  );
}
