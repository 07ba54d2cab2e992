import type { ReactNode } from 'react';
import { useModalDialog } from './use-modal-dialog.ts';
import './modal.css';

/** An accessible modal on the native <dialog>: focus stays inside, Escape and the close control close it. */
export function Modal({
  title,
  closeLabel,
  onClose,
  children,
  className,
}: {
  title: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
  className?: string;
}) {
  const dialog = useModalDialog(onClose);
  return (
    <dialog
      ref={dialog}
      className={`modal ${className ?? ''}`}
      aria-label={title}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClose={onClose}
    >
      <div className="modal__head">
        <h2>{title}</h2>
        <button type="button" className="modal__close" aria-label={closeLabel} onClick={onClose}>
          ×
        </button>
      </div>
      {children}
    </dialog>
  );
}
