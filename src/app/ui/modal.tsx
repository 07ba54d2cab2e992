import { useEffect, useRef, type ReactNode } from 'react';
import './modal.css';

/** An accessible modal on the native <dialog>: focus stays inside, Escape and the close control close it. */
export function Modal({ title, closeLabel, onClose, children, className }: { title: string; closeLabel: string; onClose: () => void; children: ReactNode; className?: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (element && !element.open) element.showModal();
    return () => opener?.focus();
  }, []);
  useEffect(() => {
    // Chromium skips the cancel event for a modal opened without a gesture; Escape must still close it.
    const onKey = (event: KeyboardEvent) => { if (event.key === 'Escape') onClose(); };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <dialog ref={dialog} className={`modal ${className ?? ''}`} aria-label={title} onCancel={(event) => { event.preventDefault(); onClose(); }} onClose={onClose}>
      <div className="modal__head">
        <h2>{title}</h2>
        <button type="button" className="modal__close" aria-label={closeLabel} onClick={onClose}>×</button>
      </div>
      {children}
    </dialog>
  );
}
