import { describe, expect, it } from 'vitest';
import { bannerHideCookie, isBannerHidden } from './banner-cookie.ts';

describe('top banner hide cookie', () => {
  const now = new Date('2026-03-01T10:00:00Z');

  it('expires 30 days after closing, for the whole site', () => {
    const cookie = bannerHideCookie('users', now, false);
    expect(cookie).toMatch(/^hide-banner-users=1; /);
    expect(cookie).toContain('Expires=Tue, 31 Mar 2026 10:00:00 GMT');
    expect(cookie).toContain('Max-Age=2592000');
    expect(cookie).toContain('Path=/');
  });

  it('is Secure only on https', () => {
    expect(bannerHideCookie('podcasts', now, true)).toMatch(/; Secure$/);
    expect(bannerHideCookie('podcasts', now, false)).not.toContain('Secure');
  });

  it('hides only the banner whose cookie is present', () => {
    const cookies = 'theme=dark; hide-banner-podcasts=1; other=x';
    expect(isBannerHidden(cookies, 'podcasts')).toBe(true);
    expect(isBannerHidden(cookies, 'users')).toBe(false);
    expect(isBannerHidden('', 'users')).toBe(false);
    expect(isBannerHidden('hide-banner-users-old=1', 'users')).toBe(false);
  });
});
