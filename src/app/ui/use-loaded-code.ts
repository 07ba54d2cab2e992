import { useEffect, useState } from 'react';
import type { Preloadable } from './preloadable.ts';

/**
 * Whether a lazily loaded component's code is here, fetched once it is `needed`. Rendered only then, the component
 * never suspends. A Suspense boundary would show its fallback, and React holds back content revealed after a fallback
 * for up to 300 ms (its fallback throttle): a modal opened for the first time appeared that much after its code. If
 * the fetch fails, this says true all the same, so that the render tries again and shows its error.
 */
export function useLoadedCode(component: Pick<Preloadable<object>, 'preload' | 'loaded'>, needed: boolean): boolean {
  const [failed, setFailed] = useState(false);
  const [, setArrived] = useState(false);
  useEffect(() => {
    if (!needed || component.loaded()) return undefined;
    let current = true;
    component.preload().then(
      () => current && setArrived(true),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [component, needed]);
  return component.loaded() || failed;
}
