import { useRef, type ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation.tsx';
import { sliderStep } from './slider-scroll.ts';
import { useSliderEnds } from './use-slider-ends.ts';
import { useNearViewport } from './use-near-viewport.ts';
import './slider-texts.ts';
import './card-slider.css';

/** How near the viewport Chromium renders what `content-visibility: auto` leaves out: one and a half screens. */
const RENDER_MARGIN = '150%';

interface Props {
  children: ReactNode[];
  /** The list's accessible name (the heading it sits under). */
  label?: string;
  /** A short row laid out in the middle (the wine slider of four or fewer). */
  centred?: boolean;
  /** Arrows on phones too (content sliders); detail sliders are swiped there. */
  arrowsAlways?: boolean;
}

/**
 * A row of cards that scrolls sideways with scroll snap: swipe on a phone, previous/next (80% of the width per
 * press); an arrow is disabled at its end, and both hide when everything fits.
 */
export function CardSlider({ children, label, centred = false, arrowsAlways = false }: Props) {
  const { t } = useTranslation();
  const slider = useRef<HTMLDivElement>(null);
  const track = useRef<HTMLUListElement>(null);
  const rendered = useNearViewport(slider, RENDER_MARGIN);
  const { ends, measure } = useSliderEnds(track, children.length, rendered);
  const move = (direction: -1 | 1) => {
    const element = track.current;
    if (!element) return;
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    element.scrollBy({ left: sliderStep(element.clientWidth, direction), behavior: smooth ? 'smooth' : 'auto' });
  };
  const modifiers = `${centred ? ' card-slider--centred' : ''}${arrowsAlways ? ' card-slider--arrows-always' : ''}`;
  return (
    <div ref={slider} className={`card-slider${modifiers}`}>
      <ul ref={track} className="card-slider__track" onScroll={measure} aria-label={label}>
        {children.map((child, i) => (
          <li key={i} className="card-slider__item">
            {child}
          </li>
        ))}
      </ul>
      {!(ends.atStart && ends.atEnd) && (
        <div className="card-slider__arrows">
          <button
            type="button"
            className="card-slider__arrow"
            onClick={() => move(-1)}
            disabled={ends.atStart}
            aria-label={t('slider.previous')}
          >
            ‹
          </button>
          <button
            type="button"
            className="card-slider__arrow"
            onClick={() => move(1)}
            disabled={ends.atEnd}
            aria-label={t('slider.next')}
          >
            ›
          </button>
        </div>
      )}
    </div>
  );
}
