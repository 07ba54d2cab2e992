import { createElement, lazy, type ComponentType, type ReactNode } from 'react';

export interface Preloadable<P extends object> {
  (props: P): ReturnType<typeof createElement>;
  /** Loads the component's code; once it has arrived, rendering it no longer suspends. */
  preload: () => Promise<void>;
}

/**
 * A lazily loaded component that can be fetched ahead of its render. React's `lazy` suspends on its first render even
 * when the code is already there, which shows the nearest fallback for a moment; this renders the loaded component
 * directly instead, so a page whose code was preloaded paints without a loading line.
 */
export function preloadable<C extends (props: never) => ReactNode>(
  load: () => Promise<{ default: C }>,
): Preloadable<Parameters<C>[0]> {
  type P = Parameters<C>[0];
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<{ default: C }> | undefined;
  const start = () => {
    loading ??= load().then(
      (module) => {
        loaded = module.default as ComponentType<P>;
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(() => start().then(() => ({ default: loaded as ComponentType<P> })));
  const component = (props: P) => createElement((loaded ?? Lazy) as ComponentType<P>, props);
  return Object.assign(component, { preload: () => start().then(() => undefined) });
}

/** Preloads a screen or block when it is preloadable (a plain component has nothing to load). */
export function preloadCode(component: unknown): Promise<void> {
  return typeof component === 'function' && 'preload' in component && typeof component.preload === 'function'
    ? (component.preload as () => Promise<void>)()
    : Promise.resolve();
}
