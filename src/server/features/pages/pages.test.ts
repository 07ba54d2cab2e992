import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECTION_PATHS } from '../../../shared/constants/sections.ts';
import { openTestApp, type TestApp } from '../../../../tests/support/test-app.ts';

type PageAnswer = {
  page: {
    type: string;
    path: string;
    documentTitle: string;
    title: string;
    entity: { id: number } | null;
    alternates: { locale: string; path: string }[];
  };
};

describe('pages, navigation and search API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('resolves every locale home page and every top-level section', async () => {
    for (const locale of ['cs', 'en', 'pl'] as const) {
      const home = await t.getJson<PageAnswer>(`/api/page?locale=${locale}&path=`);
      expect(home.body.page.type).toBe('homepage');
      expect(home.body.page.documentTitle).not.toContain('|');
      for (const key of [
        'accommodation',
        'restaurants',
        'cellars',
        'wine_bars',
        'wine_shops',
        'wines',
        'winemakers',
        'event_calendar',
        'news',
      ] as const) {
        const path = SECTION_PATHS[key][locale] ?? '';
        const { status, body } = await t.getJson<PageAnswer>(`/api/page?locale=${locale}&path=${path}`);
        expect(status, `${locale}/${path}`).toBe(200);
        expect(body.page.documentTitle).toBe(`${body.page.title} | ${home.body.page.documentTitle}`);
      }
    }
  });

  it("resolves the homepage's slug 'homepage' (spec 01 §2) to the homepage, whose canonical path stays /{locale}", async () => {
    for (const locale of ['cs', 'en', 'pl'] as const) {
      const home = await t.getJson<PageAnswer>(`/api/page?locale=${locale}&path=`);
      const { status, body } = await t.getJson<PageAnswer>(`/api/page?locale=${locale}&path=homepage`);
      expect(status, locale).toBe(200);
      expect(body.page).toEqual(home.body.page);
      expect(body.page).toMatchObject({ type: 'homepage', path: `/${locale}` });
    }
  });

  it('resolves a detail path to its record with alternates in every locale', async () => {
    const list = await t.getJson<{ items: { id: number; url: string }[] }>('/api/event?limit=1');
    const event = list.body.items[0];
    const { status, body } = await t.getJson<PageAnswer>(`/api/page?locale=cs&path=${event?.url.replace('/cs/', '')}`);
    expect(status).toBe(200);
    expect(body.page.type).toBe('event');
    expect(body.page.entity?.id).toBe(event?.id);
    expect(body.page.alternates.map((a) => a.locale)).toEqual(['cs', 'en', 'pl']);
  });

  it('resolves a tag page from the tag links of a detail page, in every locale, and 404s an unknown tag', async () => {
    const [tagged] = await t.db.query<{ entity_id: number }>(
      "SELECT entity_id FROM entity_tags WHERE doc_type = 'winemaker' ORDER BY entity_id LIMIT 1",
    );
    const detail = await t.getJson<{ tags: { id: number; slug: string; title: string; url: string }[] }>(
      `/api/wineEntityDetail?locale=en&id=${tagged?.entity_id}`,
    );
    const tag = detail.body.tags[0];
    expect(tag?.url).toBe(`/en/tag/${tag?.id}-${tag?.slug}`);
    const { status, body } = await t.getJson<PageAnswer>(`/api/page?locale=en&path=${tag?.url.replace('/en/', '')}`);
    expect(status).toBe(200);
    expect(body.page.type).toBe('tag');
    expect(body.page.title).toBe(tag?.title);
    expect(body.page.entity).toMatchObject({ type: 'tag', id: tag?.id, slug: tag?.slug });
    expect(body.page.alternates).toEqual(
      [
        { locale: 'cs', path: `/cs/stitek/${tag?.id}-${tag?.slug}` },
        { locale: 'en', path: `/en/tag/${tag?.id}-${tag?.slug}` },
        { locale: 'pl', path: `/pl/tag/${tag?.id}-${tag?.slug}` },
      ].filter((a) => body.page.alternates.some((b) => b.locale === a.locale)),
    );
    expect(body.page.alternates.length).toBeGreaterThanOrEqual(2);
    const wrongSlug = await t.getJson<PageAnswer>(`/api/page?locale=cs&path=stitek/${tag?.id}-jinak`);
    expect(wrongSlug.status).toBe(200);
    expect(wrongSlug.body.page.path).toBe(`/cs/stitek/${tag?.id}-${tag?.slug}`);
    expect((await t.getJson('/api/page?locale=cs&path=stitek/999999-nic')).status).toBe(404);
  });

  it('answers 404 for an unknown path and 400 for a malformed one', async () => {
    expect((await t.getJson('/api/page?locale=cs&path=neexistuje')).status).toBe(404);
    expect((await t.getJson('/api/page?locale=cs&path=vinari/99999999-nic')).status).toBe(404);
    expect((await t.getJson('/api/page?locale=cs&path=../etc')).status).toBe(400);
    expect((await t.getJson('/api/page?locale=xx&path=')).status).toBe(400);
  });

  it('never offers Polish in the language selector', async () => {
    const { body } = await t.getJson<{ languages: { locale: string }[]; header: unknown[] }>(
      '/api/navigation?locale=pl',
    );
    expect(body.languages.map((l) => l.locale)).toEqual(['cs', 'en']);
    expect(body.header.length).toBeGreaterThan(5);
  });

  it('searches the site without diacritics, with counts that match the lists', async () => {
    const { body } = await t.getJson<{
      counts: Record<string, number>;
      winemaker: { title: string }[];
      event: unknown[];
    }>('/api/search?query=vinarstvi');
    expect(body.counts.winemaker).toBeGreaterThan(0);
    expect(body.winemaker.length).toBe(Math.min(10, body.counts.winemaker ?? 0));
    expect(body.winemaker.every((w) => w.title.toLowerCase().includes('vinařství'))).toBe(true);
    const short = await t.getJson<{ fields: { path: string }[] }>('/api/search?query=ab');
    expect(short.status).toBe(400);
    expect(short.body.fields[0]?.path).toBe('query');
  });

  it('shows a seeded trip read-only by its link and 404s an unknown one', async () => {
    const [trip] = await t.db.query<{ id: string }>('SELECT id FROM trips ORDER BY id LIMIT 1');
    const { status, body } = await t.getJson<{ data: { places: unknown[]; placesMetaData: { isOwner: boolean } } }>(
      `/api/trip/places?tripId=${trip?.id}`,
    );
    expect(status).toBe(200);
    expect(body.data.places.length).toBeGreaterThan(0);
    expect(body.data.placesMetaData.isOwner).toBe(false);
    expect((await t.getJson('/api/trip/places?tripId=00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await t.getJson('/api/trip/places?tripId=x')).status).toBe(400);
  });

  it("resolves a trip's share link to the trip page titled by the trip, in every locale; an id not known yet is the plain trip page", async () => {
    const [trip] = await t.db.query<{ id: string; title: string }>('SELECT id, title FROM trips ORDER BY id LIMIT 1');
    const { status, body } = await t.getJson<PageAnswer>(`/api/page?locale=en&path=trip/${trip?.id}`);
    expect(status).toBe(200);
    expect(body.page).toMatchObject({
      type: 'trip',
      title: trip?.title,
      path: `/en/trip/${trip?.id}`,
      entity: { type: 'trip', slug: trip?.id },
    });
    expect(body.page.alternates.map((alternate) => alternate.path)).toContain(`/cs/vylet/${trip?.id}`);
    const unknown = await t.getJson<PageAnswer>('/api/page?locale=cs&path=vylet/00000000-0000-4000-8000-000000000000');
    expect(unknown.body.page).toMatchObject({ type: 'trip', title: 'Výlet' });
    expect((await t.getJson('/api/page?locale=cs&path=muj-ucet/00000000-0000-4000-8000-000000000000')).status).toBe(
      404,
    );
  });
});
