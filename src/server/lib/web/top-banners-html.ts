import type { Navigation } from '../../../shared/api/calls/pages.ts';
import { isBannerHidden } from '../../../shared/domain/banner-cookie.ts';
import { escapeHtml } from './html-escape.ts';

/**
 * The top banners as the app renders them for a guest, so the first HTML already has their height and the page does
 * not move down when the app's banners appear. Banners whose hide cookie the request carries are left out, as the
 * app leaves them out. The buttons act once the app has taken over; until then a close button is only drawn.
 */
export function topBannersHtml(navigation: Navigation, cookies: string): string {
  const shown = navigation.topBanners.filter((banner) => banner.show && !isBannerHidden(cookies, banner.key));
  if (shown.length === 0) return '';
  const banners = shown.map((banner) => {
    const action =
      banner.key === 'users'
        ? `<button type="button" class="top-banner__button">${escapeHtml(banner.guestLabel)}</button>`
        : `<a href="${escapeHtml(banner.linkUrl)}" class="top-banner__button">${escapeHtml(banner.buttonLabel)}</a>`;
    return `<aside class="top-banner top-banner--${banner.key}" aria-label="${escapeHtml(banner.text)}"><p class="top-banner__text">${escapeHtml(banner.text)}</p>${action}<button type="button" class="top-banner__close" aria-hidden="true" tabindex="-1">×</button></aside>`;
  });
  return `<div class="top-banners">${banners.join('')}</div>`;
}
