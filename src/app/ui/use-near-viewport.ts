import { useEffect, useState, type RefObject } from 'react';

/**
 * A quarter of a phone's screen: a map that starts there is drawn by the time a scroll brings it in, and one just under
 * the first screen (a winemaker's map starts ~350 px below it on a phone) does not start during the page's takeover.
 */
const NEAR_MARGIN = '200px';

/**
 * Whether the element has come within `margin` of the viewport (and stays true once it has): for what costs the main
 * thread to start, such as a map below the first screen, to start when the visitor is about to see it, not while
 * the page is being taken over. Without IntersectionObserver it is true at once.
 */
export function useNearViewport(element: RefObject<HTMLElement | null>, margin = NEAR_MARGIN): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (near || !target) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, margin, near]);
  return near;
}
