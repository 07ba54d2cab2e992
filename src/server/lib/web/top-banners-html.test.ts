import { describe, expect, it } from 'vitest';
import type { Navigation } from '../../../shared/api/calls/pages.ts';
import { topBannersHtml } from './top-banners-html.ts';

const banners = (users: boolean, podcasts: boolean): Navigation['topBanners'] => [
  { key: 'users', show: users, text: 'Save <places>', signedInLabel: 'My account', guestLabel: 'Sign in' },
  { key: 'podcasts', show: podcasts, text: 'Listen', buttonLabel: 'Podcast', linkUrl: '/en/podcast?a=1&b=2' },
];
const navigation = (topBanners: Navigation['topBanners']): Navigation => ({
  siteName: 'Wine map',
  header: [],
  footer: { categories: [], social: [], legal: [], agencyCredit: '', ownerText: '' },
  languages: [],
  topBanners,
});

describe('topBannersHtml', () => {
  it("draws the shown banners in the app's markup, a guest's button and escaped texts", () => {
    const html = topBannersHtml(navigation(banners(true, true)), '');
    expect(html).toBe(
      '<div class="top-banners">' +
        '<aside class="top-banner top-banner--users" aria-label="Save &lt;places&gt;"><p class="top-banner__text">Save &lt;places&gt;</p><button type="button" class="top-banner__button">Sign in</button><button type="button" class="top-banner__close" aria-hidden="true" tabindex="-1">×</button></aside>' +
        '<aside class="top-banner top-banner--podcasts" aria-label="Listen"><p class="top-banner__text">Listen</p><a href="/en/podcast?a=1&amp;b=2" class="top-banner__button">Podcast</a><button type="button" class="top-banner__close" aria-hidden="true" tabindex="-1">×</button></aside>' +
        '</div>',
    );
  });

  it('leaves out banners switched off or closed by the visitor, and draws nothing when none is left', () => {
    expect(topBannersHtml(navigation(banners(false, true)), '')).not.toContain('top-banner--users');
    expect(topBannersHtml(navigation(banners(true, true)), 'a=b; hide-banner-podcasts=1')).not.toContain(
      'top-banner--podcasts',
    );
    expect(topBannersHtml(navigation(banners(true, false)), 'hide-banner-users=1')).toBe('');
  });
});
