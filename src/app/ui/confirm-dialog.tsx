import { Modal } from './modal.tsx';
import './confirm-dialog.css';

/** "Are you sure?" before a destructive action: the action's button looks destructive, Cancel keeps everything. */
export function ConfirmDialog({
  title,
  text,
  confirm,
  cancel,
  onConfirm,
  onClose,
}: {
  title: string;
  text: string;
  confirm: string;
  cancel: string;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal title={title} closeLabel={cancel} onClose={onClose} className="confirm-modal">
      <p>{text}</p>
      <div className="confirm-dialog__actions">
        <button type="button" className="link-button" onClick={onClose}>
          {cancel}
        </button>
        <button
          type="button"
          className="danger-button"
          onClick={() => {
            onConfirm();
            onClose();
          }}
        >
          {confirm}
        </button>
      </div>
    </Modal>
  );
}
