import { Suspense, useEffect, type ComponentProps } from 'react';
import { preloadable } from '../preloadable.ts';
import { useLoadedCode } from '../use-loaded-code.ts';
import type { AddToTripDialog as Dialog } from './add-to-trip-dialog.tsx';

// The trip dialog (the trip form, its checks, the trips list) is code no screen needs for its first paint: it loads
// when first opened, or ahead of that once a signed-in user could open it.
const AddToTripDialog = preloadable(() =>
  import('./add-to-trip-dialog.tsx').then((m) => ({ default: m.AddToTripDialog })),
);

/** Fetches the dialog's code once `ready` (a signed-in user, who can open it); a failed fetch is tried again on opening. */
export function usePreloadedAddToTripDialog(ready: boolean): void {
  useEffect(() => {
    if (ready) void AddToTripDialog.preload().catch(() => undefined);
  }, [ready]);
}

/** The add-to-trip dialog, drawn once its code has arrived. */
export function LazyAddToTripDialog(props: ComponentProps<typeof Dialog>) {
  if (!useLoadedCode(AddToTripDialog, true)) return null;
  return (
    <Suspense fallback={null}>
      <AddToTripDialog {...props} />
    </Suspense>
  );
}
