import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { activateWaitingWorker, onUpdateWaiting } from '../../lib/service-worker.ts';

/** "New version — reload": nothing reloads until the user asks for it. */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const [waiting, setWaiting] = useState(false);
  useEffect(() => onUpdateWaiting(setWaiting), []);
  if (!waiting) return null;
  return (
    <div className="update-prompt" role="alert">
      {t('newVersion')}{' '}
      <button type="button" className="button" onClick={activateWaitingWorker}>
        {t('reload')}
      </button>
    </div>
  );
}
