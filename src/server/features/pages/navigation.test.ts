import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Navigation } from '../../../shared/api/calls/pages.ts';
import { openTestApp, type TestApp } from '../../../../tests/support/test-app.ts';

describe('the top banners in /api/navigation', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Without the in-memory answer cache, so an editor's change shows at the next request instead of within 60 s.
    t = await openTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('carries both banners, switched on, in every locale: the account banner with a signed-in and a guest label, the podcasts banner with its link', async () => {
    const expected = {
      cs: {
        text: 'Ukládejte si navštívená',
        signedIn: 'Můj účet',
        guest: 'Přihlásit se',
        podcasts: 'Poslouchat podcast',
      },
      en: {
        text: 'Save the places you visited',
        signedIn: 'My account',
        guest: 'Sign in',
        podcasts: 'Listen to the podcast',
      },
      pl: { text: 'Zapisuj odwiedzone', signedIn: 'Moje konto', guest: 'Zaloguj się', podcasts: 'Słuchaj podcastu' },
    } as const;
    for (const locale of ['cs', 'en', 'pl'] as const) {
      const { status, body } = await t.getJson<Navigation>(`/api/navigation?locale=${locale}`);
      expect(status).toBe(200);
      const [users, podcasts] = body.topBanners;
      expect(body.topBanners.map((b) => b.key)).toEqual(['users', 'podcasts']);
      expect(users).toMatchObject({
        key: 'users',
        show: true,
        signedInLabel: expected[locale].signedIn,
        guestLabel: expected[locale].guest,
      });
      expect(users?.text.startsWith(expected[locale].text)).toBe(true);
      expect(podcasts).toMatchObject({
        key: 'podcasts',
        show: true,
        buttonLabel: expected[locale].podcasts,
        linkUrl: `/${locale}/podcast`,
      });
    }
  });

  it('flags off a banner whose show flag the editor cleared, only in that locale, and leaves out a banner a locale lacks', async () => {
    await t.db.query("UPDATE top_banners SET show = false WHERE locale = 'en' AND kind = 'podcasts'");
    await t.db.query("DELETE FROM top_banners WHERE locale = 'pl' AND kind = 'users'");
    const en = await t.getJson<Navigation>('/api/navigation?locale=en');
    expect(en.body.topBanners.map((b) => [b.key, b.show])).toEqual([
      ['users', true],
      ['podcasts', false],
    ]);
    const cs = await t.getJson<Navigation>('/api/navigation?locale=cs');
    expect(cs.body.topBanners.map((b) => [b.key, b.show])).toEqual([
      ['users', true],
      ['podcasts', true],
    ]);
    const pl = await t.getJson<Navigation>('/api/navigation?locale=pl');
    expect(pl.body.topBanners.map((b) => b.key)).toEqual(['podcasts']);
  });

  it('refuses a banner row without the fields its kind needs', async () => {
    await expect(
      t.db.query("INSERT INTO top_banners (locale, kind, text, button_label) VALUES ('pl', 'users', 'x', 'y')"),
    ).rejects.toThrow();
    await expect(
      t.db.query("INSERT INTO top_banners (locale, kind, text, button_label) VALUES ('pl', 'other', 'x', 'y')"),
    ).rejects.toThrow();
  });
});
