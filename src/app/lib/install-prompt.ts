/** The browser's offer to install the app (Chromium's `beforeinstallprompt`), kept until the user takes it. */
interface InstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offer: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

/** Listens from the start: the browser fires the offer once, often before any screen is drawn. */
export function captureInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    offer = event as InstallPromptEvent;
    notify();
  });
  window.addEventListener('appinstalled', () => {
    offer = null;
    notify();
  });
}

export const installOffered = (): boolean => offer !== null;

export function subscribeInstallOffer(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Shows the browser's install dialog; the offer is used up either way. */
export async function install(): Promise<boolean> {
  const current = offer;
  if (!current) return false;
  offer = null;
  notify();
  await current.prompt();
  return (await current.userChoice).outcome === 'accepted';
}
