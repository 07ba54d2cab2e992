import { useTranslation } from '../../i18n/use-translation.tsx';
import { navigationLinks, navigationPlatform, type NavigationTarget } from '../../../shared/domain/navigation-links.ts';
import { useHydrated } from '../../ui/use-hydrated.ts';
import './action-texts.ts';

/**
 * "Navigovat": the device's maps on a phone (Android's `geo:`, Apple Maps on iOS), a choice of Mapy.cz and Google
 * Maps on a desktop. The device is known only in the browser, so the server's page (and its takeover) offers the
 * desktop's choice, which works anywhere, and a phone switches to its own maps once the app runs.
 */
export function NavigateLink({ target }: { target: NavigationTarget }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const platform = hydrated ? navigationPlatform(navigator.userAgent, navigator.maxTouchPoints) : 'desktop';
  const links = navigationLinks(target, platform);
  const [device] = links;
  if (platform !== 'desktop' && device)
    return (
      <a className="place-toggle detail-action detail-action--navigate" href={device.href} rel="noopener noreferrer">
        {t('detailActions.navigate')}
      </a>
    );
  return (
    <details className="detail-action detail-actions__menu">
      <summary className="place-toggle detail-action--navigate">{t('detailActions.navigate')}</summary>
      <ul>
        {links.map((link) => (
          <li key={link.app}>
            <a href={link.href} target="_blank" rel="noopener noreferrer">
              {t(`detailActions.${link.app}`)}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
