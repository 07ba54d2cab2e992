let failed = false;

/** Notes when the page could not fetch some of the app's code (Vite reports each failed import as 'vite:preloadError'). */
export function watchCodeLoadFailures(): void {
  window.addEventListener('vite:preloadError', () => {
    failed = true;
  });
}

/**
 * True once the page failed to fetch some of its code. The browser keeps a failed module import for the rest of the
 * page's life and never fetches it again, so only a new page load can bring that code.
 */
export const codeFailedToLoad = (): boolean => failed;
