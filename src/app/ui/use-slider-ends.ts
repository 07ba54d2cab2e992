import { useCallback, useEffect, useState, type RefObject } from 'react';
import { sliderEnds } from './slider-scroll.ts';

type Ends = { atStart: boolean; atEnd: boolean };

/**
 * Whether a horizontally scrolling track is at its start or end, for its arrows; `measure` again on scroll. The
 * first measure waits for the next frame, whose layout is done anyway, instead of forcing one inside the render's
 * task; `watch` measures anew when what fills the track changes. While not `active` (a slider the browser has not
 * rendered yet, being far from the screen) nothing is measured: measuring would make the browser render it at once.
 */
export function useSliderEnds(
  track: RefObject<HTMLElement | null>,
  watch: unknown,
  active = true,
): { ends: Ends; measure: () => void } {
  const [ends, setEnds] = useState<Ends>({ atStart: true, atEnd: true });
  const measure = useCallback(() => {
    const element = track.current;
    if (!element) return;
    const next = sliderEnds(element.scrollLeft, element.scrollWidth, element.clientWidth);
    setEnds((current) => (current.atStart === next.atStart && current.atEnd === next.atEnd ? current : next));
  }, [track]);
  useEffect(() => {
    if (!active) return undefined;
    const frame = requestAnimationFrame(measure);
    window.addEventListener('resize', measure);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', measure);
    };
  }, [measure, watch, active]);
  return { ends, measure };
}
