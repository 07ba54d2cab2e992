import { TOP_BANNER_HIDE_DAYS } from '../constants/content.ts';

/** Spec 01 §4, spec 02 §9: closing a top banner hides it for 30 days; the cookie is Secure on https. */
const DAY_SECONDS = 24 * 60 * 60;

export const bannerCookieName = (key: string): string => `hide-banner-${key}`;

/** The `document.cookie` assignment that hides the banner `key` from `now` for 30 days. */
export function bannerHideCookie(key: string, now: Date, secure: boolean): string {
  const maxAge = TOP_BANNER_HIDE_DAYS * DAY_SECONDS;
  const expires = new Date(now.getTime() + maxAge * 1000).toUTCString();
  return `${bannerCookieName(key)}=1; Expires=${expires}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Whether the cookie string of the page (`document.cookie`) holds the banner's hide cookie. */
export function isBannerHidden(cookies: string, key: string): boolean {
  const name = bannerCookieName(key);
  return cookies.split(';').some((pair) => {
    const [cookieName, value] = pair.trim().split('=');
    return cookieName === name && value === '1';
  });
}
