/** Set on <html> once the app has taken the page over (hydrated, or rendered from the device): it answers input. */
export const APP_READY_ATTRIBUTE = 'data-app-ready';

const waiting: (() => void)[] = [];
let ready = false;

/** Called once the app's first render is committed; what waits for it runs in a task of its own after that. */
export function markAppReady(): void {
  if (ready) return;
  ready = true;
  document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '');
  for (const callback of waiting.splice(0)) setTimeout(callback, 0);
}

/** Runs `callback` after the app has taken the page over (at once, in a new task, when it already has). */
export function whenAppReady(callback: () => void): void {
  if (ready) setTimeout(callback, 0);
  else waiting.push(callback);
}
