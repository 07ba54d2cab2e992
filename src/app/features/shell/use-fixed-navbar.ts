import { useEffect, useState } from 'react';

const THRESHOLD = 100;
const THROTTLE_MS = 200;

/** Spec 01 §4: the navbar becomes fixed when scrolling up beyond 100 px, checked at most every 200 ms. */
export function useFixedNavbar(): boolean {
  const [fixed, setFixed] = useState(false);
  useEffect(() => {
    let last = 0;
    // Read in the next frame: reading the scroll position right after a render forces a layout of its own.
    const frame = requestAnimationFrame(() => {
      last = window.scrollY;
    });
    let waiting = false;
    const check = () => {
      waiting = false;
      const y = window.scrollY;
      setFixed(y > THRESHOLD && y < last);
      last = y;
    };
    const onScroll = () => {
      if (waiting) return;
      waiting = true;
      window.setTimeout(check, THROTTLE_MS);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);
  return fixed;
}
