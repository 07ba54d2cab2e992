/** The signed-in session's bearer token, kept in this browser until sign-out (or until the server refuses it). */
const KEY = 'vm.accessToken';
const listeners = new Set<() => void>();

export function sessionToken(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function setSessionToken(token: string | null): void {
  try {
    if (token) localStorage.setItem(KEY, token);
    else localStorage.removeItem(KEY);
  } catch {
    // Storage refused (private mode): the session lasts as long as the page.
  }
  for (const listener of listeners) listener();
}

export function subscribeSessionToken(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
