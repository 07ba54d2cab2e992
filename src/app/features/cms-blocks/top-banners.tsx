import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountPagePath } from '../../../shared/constants/account.ts';
import type { RoutedLocale } from '../../../shared/constants/locales.ts';
import { useSessionUser } from '../../lib/session.ts';
import { SafeLink } from '../../ui/safe-link.tsx';
import { useSignInRequest } from '../../ui/use-sign-in-request.ts';
import { bannerHideCookie, isBannerHidden } from './banner-cookie.ts';
import './texts.ts';
import './top-banners.css';

type BannerKey = 'users' | 'podcasts';

/**
 * Spec 01 §2: the two top banners, shown when their show flag is set and no hide cookie is present. Neither
 * /api/page nor /api/navigation carries banner data yet, so both are on, with our texts and links.
 */
const TOP_BANNERS: readonly { key: BannerKey; show: boolean }[] = [{ key: 'users', show: true }, { key: 'podcasts', show: true }];

const podcastPath = (locale: RoutedLocale) => `/${locale}/podcast`;

/** Spec 01 §6: signed in, the button leads to my account; a guest's opens the sign-in modal. */
function UsersAction({ locale }: { locale: RoutedLocale }) {
  const { t } = useTranslation();
  const user = useSessionUser();
  const signIn = useSignInRequest();
  return user
    ? <SafeLink href={accountPagePath('account', locale)} className="top-banner__button">{t('cmsBlocks.banners.users.signedIn')}</SafeLink>
    : <button type="button" className="top-banner__button" onClick={signIn.open}>{t('cmsBlocks.banners.users.guest')}</button>;
}

function TopBanner({ bannerKey, locale, onClose }: { bannerKey: BannerKey; locale: RoutedLocale; onClose: () => void }) {
  const { t } = useTranslation();
  const text = t(`cmsBlocks.banners.${bannerKey}.text`);
  return (
    <aside className={`top-banner top-banner--${bannerKey}`} aria-label={text} data-testid={`top-banner-${bannerKey}`}>
      <p className="top-banner__text">{text}</p>
      {bannerKey === 'users'
        ? <UsersAction locale={locale} />
        : <SafeLink href={podcastPath(locale)} className="top-banner__button">{t('cmsBlocks.banners.podcasts.button')}</SafeLink>}
      <button type="button" className="top-banner__close" onClick={onClose} aria-label={t('cmsBlocks.closeBanner')}>×</button>
    </aside>
  );
}

/** The dismissible banners above the header; closing one hides it for 30 days (cookie, Secure on https). */
export function TopBanners({ locale }: { locale: RoutedLocale }) {
  const [hidden, setHidden] = useState<ReadonlySet<BannerKey>>(() => new Set(TOP_BANNERS.filter((b) => isBannerHidden(document.cookie, b.key)).map((b) => b.key)));
  const close = (key: BannerKey) => {
    document.cookie = bannerHideCookie(key, new Date(), window.location.protocol === 'https:');
    setHidden((current) => new Set([...current, key]));
  };
  const shown = TOP_BANNERS.filter((banner) => banner.show && !hidden.has(banner.key));
  if (shown.length === 0) return null;
  return (
    <div className="top-banners">
      {shown.map((banner) => <TopBanner key={banner.key} bannerKey={banner.key} locale={locale} onClose={() => close(banner.key)} />)}
    </div>
  );
}
