import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { sliderEnds, sliderStep } from './slider-scroll.ts';

/**
 * A row of cards that scrolls sideways: swipe on a phone, previous/next arrows (80% of the width per
 * press) on any screen; arrows are disabled at the ends. `centred` lays a short row out in the middle.
 */
export function CardSlider({ children, centred = false }: { children: ReactNode[]; centred?: boolean }) {
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
  const move = (direction: -1 | 1) => track.current?.scrollBy({ left: sliderStep(track.current.clientWidth, direction), behavior: 'smooth' });
  return (
    <div className={`card-slider${centred ? ' card-slider--centred' : ''}`}>
      <ul ref={track} className="card-slider__track" onScroll={measure}>
        {children.map((child, i) => <li key={i} className="card-slider__item">{child}</li>)}
      </ul>
      {!(ends.atStart && ends.atEnd) && (
        <div className="card-slider__arrows">
          <button type="button" className="card-slider__arrow" onClick={() => move(-1)} disabled={ends.atStart} aria-label={t('details.sliderPrevious')}>‹</button>
          <button type="button" className="card-slider__arrow" onClick={() => move(1)} disabled={ends.atEnd} aria-label={t('details.sliderNext')}>›</button>
        </div>
      )}
    </div>
  );
}
