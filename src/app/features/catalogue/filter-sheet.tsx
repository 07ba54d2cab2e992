import type { ReactNode } from 'react';
import { useModalDialog } from '../../ui/use-modal-dialog.ts';

/**
 * The phone's filter: a modal bottom sheet on the native <dialog> (focus stays inside, the page behind does not
 * scroll). Escape, the close control and a tap beside the sheet close it.
 */
export function FilterSheet({
  title,
  closeLabel,
  onClose,
  children,
}: {
  title: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const dialog = useModalDialog(onClose);
  return (
    <dialog
      ref={dialog}
      className="filter-sheet"
      aria-label={title}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // The sheet fills its box: a click on the dialog itself is one on the backdrop beside it.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="filter-sheet__head">
        <h2>{title}</h2>
        <button type="button" className="filter-sheet__close" aria-label={closeLabel} onClick={onClose}>
          ×
        </button>
      </div>
      {children}
    </dialog>
  );
}
