import { useSyncExternalStore } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { install, installOffered, subscribeInstallOffer } from '../../lib/install-prompt.ts';

/** "Install the app", shown only where the browser offers installing it. */
export function InstallButton() {
  const { t } = useTranslation();
  const offered = useSyncExternalStore(subscribeInstallOffer, installOffered, () => false);
  if (!offered) return null;
  return (
    <button type="button" className="link-button install-button" onClick={() => void install()}>
      {t('auth.install')}
    </button>
  );
}
