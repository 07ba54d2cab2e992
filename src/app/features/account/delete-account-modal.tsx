import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { Modal } from '../../ui/modal.tsx';
import { deleteAccount } from './delete-account.ts';

/** Deleting the account asks first; then the flow goes on (home) whether the server deleted it or not (spec 02 §8). */
export function DeleteAccountModal({
  userId,
  onClose,
  onDone,
}: {
  userId: string;
  onClose: () => void;
  onDone: (deleted: boolean) => void;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    onDone(await deleteAccount(userId));
  };
  return (
    <Modal
      title={t('myAccount.deleteTitle')}
      closeLabel={t('myAccount.cancel')}
      onClose={onClose}
      className="confirm-modal"
    >
      <p>{t('myAccount.deleteText')}</p>
      <div className="trip-form__actions">
        <button type="button" className="link-button" onClick={onClose}>
          {t('myAccount.cancel')}
        </button>
        <button type="button" className="danger-button" disabled={busy} onClick={() => void confirm()}>
          {t('myAccount.deleteConfirm')}
        </button>
      </div>
    </Modal>
  );
}
