import { useEffect, useRef, type RefObject } from 'react';

/**
 * Opens a native <dialog> as a modal on mount, focuses `focus` (or the dialog's first control), closes on Escape
 * and gives focus back to the opener on unmount.
 */
export function useModalDialog(
  onClose: () => void,
  focus?: RefObject<HTMLElement | null>,
): RefObject<HTMLDialogElement | null> {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (element && !element.open) element.showModal();
    focus?.current?.focus();
    return () => opener?.focus();
    // Opening happens once per mount; the focus target is a stable ref.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    // Chromium skips the cancel event for a modal opened without a user gesture (e.g. after a reload).
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);
  return dialog;
}
