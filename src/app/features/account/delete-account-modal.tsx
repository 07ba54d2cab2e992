import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiPost, OfflineError } from '../../lib/api-client.ts';
import { Modal } from '../../ui/modal.tsx';

/** Deleting the account asks first; it needs the server (it cannot be undone, so it is never queued). */
export function DeleteAccountModal({ userId, onClose, onDeleted }: { userId: string; onClose: () => void; onDeleted: () => void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const confirm = async () => {
    setBusy(true);
    setProblem(undefined);
    try {
      await apiPost('/api/user/delete', { userId });
      onDeleted();
    } catch (error) {
      setProblem(error instanceof OfflineError ? t('myAccount.offline') : t('myAccount.failed'));
      setBusy(false);
    }
  };
  return (
    <Modal title={t('myAccount.deleteTitle')} closeLabel={t('myAccount.cancel')} onClose={onClose} className="confirm-modal">
      <p>{t('myAccount.deleteText')}</p>
      {problem && <p role="alert" className="form-problem">{problem}</p>}
      <div className="trip-form__actions">
        <button type="button" className="link-button" onClick={onClose}>{t('myAccount.cancel')}</button>
        <button type="button" className="danger-button" disabled={busy} onClick={() => void confirm()}>{t('myAccount.deleteConfirm')}</button>
      </div>
    </Modal>
  );
}
