import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { sliderEnds, sliderStep } from './slider-scroll.ts';
import './texts.ts';

/**
 * A row of cards that scrolls sideways with scroll snap: swipe on a phone, previous/next (80% of the width per
 * press) anywhere; an arrow is disabled at its end, and both hide when everything fits.
 */
export function CardSlider({ children, label }: { children: ReactNode[]; label: string }) {
  const { t } = useTranslation();
  const track = useRef<HTMLUListElement>(null);
  const [ends, setEnds] = useState({ atStart: true, atEnd: true });
  const measure = useCallback(() => {
    const element = track.current;
    if (element) setEnds(sliderEnds(element.scrollLeft, element.scrollWidth, element.clientWidth));
  }, []);
  useEffect(() => {
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure, children.length]);
  const move = (direction: -1 | 1) => {
    const element = track.current;
    if (!element) return;
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    element.scrollBy({ left: sliderStep(element.clientWidth, direction), behavior: smooth ? 'smooth' : 'auto' });
  };
  return (
    <div className="cms-slider">
      <ul ref={track} className="cms-slider__track" onScroll={measure} aria-label={label}>
        {children.map((child, i) => <li key={i} className="cms-slider__item">{child}</li>)}
      </ul>
      {!(ends.atStart && ends.atEnd) && (
        <div className="cms-slider__arrows">
          <button type="button" className="cms-slider__arrow" onClick={() => move(-1)} disabled={ends.atStart} aria-label={t('cmsBlocks.sliderPrevious')}>‹</button>
          <button type="button" className="cms-slider__arrow" onClick={() => move(1)} disabled={ends.atEnd} aria-label={t('cmsBlocks.sliderNext')}>›</button>
        </div>
      )}
    </div>
  );
}
