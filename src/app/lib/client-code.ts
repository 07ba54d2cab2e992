import { preloadModule, type PreloadModuleOptions } from 'react-dom';

/**
 * The browser's script files of each lazily loaded module, by the module's exported functions. Only the server
 * render's build fills it (its dynamic imports of app code go through `withClientCode`); in the browser it stays empty.
 */
const clientFilesOf = new WeakMap<object, readonly string[]>();

/** A dynamic import of app code in the server render, with the browser's files for that module beside its exports. */
export function withClientCode<M extends object>(module: Promise<M>, files: readonly string[]): Promise<M> {
  return module.then((loaded) => {
    for (const value of Object.values(loaded)) if (typeof value === 'function') clientFilesOf.set(value, files);
    return loaded;
  });
}

/**
 * Low: the page's styles and images it shows first come before its scripts, which the page does not need to paint.
 * (React passes `fetchPriority` on; its type definitions do not list it yet.)
 */
const PRELOAD: PreloadModuleOptions & { fetchPriority: 'low' } = {
  as: 'script',
  crossOrigin: '',
  fetchPriority: 'low',
};

/**
 * Called while rendering a lazily loaded screen or block: in the server render, its module's files go into the page's
 * head as module preloads, so the browser fetches them while it reads the page (not one by one from a script once the
 * page is shown, which on a slow phone cost about 8 ms of main thread a file) and the app takes the page over sooner.
 */
export function preloadClientCode(...exported: unknown[]): void {
  for (const value of exported) {
    if (typeof value !== 'function') continue;
    for (const href of clientFilesOf.get(value) ?? []) preloadModule(href, PRELOAD);
  }
}
