import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import type { TopBanner as TopBannerData } from '../../../shared/api/calls/pages.ts';
import { accountPagePath } from '../../../shared/constants/account.ts';
import { TOP_BANNER_KEYS } from '../../../shared/constants/content.ts';
import type { RoutedLocale } from '../../../shared/constants/locales.ts';
import { navigationQuery } from '../../lib/page-queries.ts';
import { useSessionUser } from '../../lib/session.ts';
import { SafeLink } from '../../ui/safe-link.tsx';
import { useSignInRequest } from '../../ui/use-sign-in-request.ts';
import { bannerHideCookie, isBannerHidden } from '../../../shared/domain/banner-cookie.ts';
import './banner-texts.ts';
import './top-banners.css';

type BannerKey = TopBannerData['key'];
type UsersBanner = Extract<TopBannerData, { key: 'users' }>;

/** Spec 01 §6: signed in, the button leads to my account; a guest's opens the sign-in modal. */
function UsersAction({ banner, locale }: { banner: UsersBanner; locale: RoutedLocale }) {
  const user = useSessionUser();
  const signIn = useSignInRequest();
  return user ? (
    <SafeLink href={accountPagePath('account', locale)} className="top-banner__button">
      {banner.signedInLabel}
    </SafeLink>
  ) : (
    <button type="button" className="top-banner__button" onClick={signIn.open}>
      {banner.guestLabel}
    </button>
  );
}

function TopBanner({ banner, locale, onClose }: { banner: TopBannerData; locale: RoutedLocale; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <aside
      className={`top-banner top-banner--${banner.key}`}
      aria-label={banner.text}
      data-testid={`top-banner-${banner.key}`}
    >
      <p className="top-banner__text">{banner.text}</p>
      {banner.key === 'users' ? (
        <UsersAction banner={banner} locale={locale} />
      ) : (
        <SafeLink href={banner.linkUrl} className="top-banner__button">
          {banner.buttonLabel}
        </SafeLink>
      )}
      <button type="button" className="top-banner__close" onClick={onClose} aria-label={t('cmsBlocks.closeBanner')}>
        ×
      </button>
    </aside>
  );
}

/**
 * Spec 01 §2, §4: the dismissible banners above the header, from the locale's navigation answer. A banner may show
 * while its show flag is set and its hide cookie is absent, one at a time; closing one sets the cookie for 30 days
 * (Secure on https).
 */
export function TopBanners({ locale }: { locale: RoutedLocale }) {
  const navigation = useQuery(navigationQuery(locale));
  const { cookies } = useRouter().options.context;
  const [hidden, setHidden] = useState<ReadonlySet<BannerKey>>(
    () => new Set(TOP_BANNER_KEYS.filter((key) => isBannerHidden(cookies(), key))),
  );
  const close = (key: BannerKey) => {
    document.cookie = bannerHideCookie(key, new Date(), window.location.protocol === 'https:');
    setHidden((current) => new Set([...current, key]));
  };
  // One banner at a time (issue 28), the first in the answer's order (users first); closing it shows the next.
  const shown = (navigation.data?.topBanners ?? []).find((banner) => banner.show && !hidden.has(banner.key));
  if (!shown) return null;
  return (
    <div className="top-banners">
      <TopBanner key={shown.key} banner={shown} locale={locale} onClose={() => close(shown.key)} />
    </div>
  );
}
