import { createElement, lazy, type ComponentType, type ReactNode } from 'react';

/** Reads what a screen or block shows into the query cache, with the same query options its components use. */
export type DataLoader<X> = (context: X) => Promise<unknown>;

/** What a lazily loaded screen's or block's module gives: the component and, when it reads data, its loader. */
export interface LoadedModule<C, X> {
  default: C;
  loadData?: DataLoader<X>;
}

export interface Preloadable<P extends object, X = never> {
  (props: P): ReturnType<typeof createElement>;
  /** Loads the component's code; once it has arrived, rendering it no longer suspends. */
  preload: () => Promise<void>;
  /** Whether the code has arrived. */
  loaded: () => boolean;
  /** Loads the code and then the data the component shows (route loaders: on the server and in the browser). */
  prepare: (context: X) => Promise<void>;
}

/**
 * A lazily loaded component that can be fetched ahead of its render. React's `lazy` suspends on its first render even
 * when the code is already there, which shows the nearest fallback for a moment; this renders the loaded component
 * directly instead, so a page whose code was preloaded paints without a loading line (and renders whole on the server).
 */
export function preloadable<C extends (props: never) => ReactNode, X = never>(
  load: () => Promise<LoadedModule<C, X>>,
): Preloadable<Parameters<C>[0], X> {
  type P = Parameters<C>[0];
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<LoadedModule<C, X>> | undefined;
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
  return Object.assign(component, {
    preload: () => start().then(() => undefined),
    loaded: () => loaded !== undefined,
    prepare: (context: X) =>
      start()
        .then((module) => module.loadData?.(context))
        .then(() => undefined),
  });
}

/** Preloads a screen or block when it is preloadable (a plain component has nothing to load). */
export function preloadCode(component: unknown): Promise<void> {
  return typeof component === 'function' && 'preload' in component && typeof component.preload === 'function'
    ? (component.preload as () => Promise<void>)()
    : Promise.resolve();
}

/** Loads a screen's or block's code and data when it is preloadable. */
export function prepareComponent<X>(component: unknown, context: X): Promise<void> {
  return typeof component === 'function' && 'prepare' in component && typeof component.prepare === 'function'
    ? (component.prepare as (context: X) => Promise<void>)(context)
    : Promise.resolve();
}
