import { useSyncExternalStore } from 'react';

/** The visitor's "remember my choice": videos then load without a click. Kept on this device only. */
const KEY = 'cms-video-consent';
const listeners = new Set<() => void>();

function read(): boolean {
  try {
    return window.localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

export function rememberVideoConsent(consent: boolean): void {
  try {
    if (consent) window.localStorage.setItem(KEY, '1');
    else window.localStorage.removeItem(KEY);
  } catch {
    // Private modes may refuse storage: the choice then lasts only for this click.
  }
  listeners.forEach((notify) => notify());
}

const subscribe = (notify: () => void) => {
  listeners.add(notify);
  window.addEventListener('storage', notify);
  return () => {
    listeners.delete(notify);
    window.removeEventListener('storage', notify);
  };
};

/** Whether videos may load by themselves, following changes in this and other tabs. */
export const useVideoConsent = (): boolean => useSyncExternalStore(subscribe, read, () => false);
