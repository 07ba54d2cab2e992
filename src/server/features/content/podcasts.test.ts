import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../../../../tests/support/test-app.ts';
import { seedEpisodeAudio } from '../../seed/podcast-audio.ts';

type Entry = {
  id: number;
  title: string;
  publishDate: string;
  episodesCount?: number;
  lastEpisodeDate?: string | null;
  duration?: number;
  audioFileUrl?: string;
  podcast?: { id: number };
};
type Answer = { success: boolean; data: { count: number; data: Entry[] } };

describe('podcasts API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp();
  });
  afterAll(async () => {
    await t.close();
  });
  const fetchPodcasts = async (body: Record<string, unknown>) =>
    (await t.postJson<Answer>('/api/fetch-podcasts', body)).body;

  it('gives the podcast list page its first default page of episodes, as fetch-podcasts answers it', async () => {
    const { status, body } = await t.getJson<{ page: { type: string; podcastList?: Answer } }>(
      '/api/page?locale=cs&path=podcast',
    );
    expect(status).toBe(200);
    expect(body.page.type).toBe('podcast_list');
    const first = await fetchPodcasts({ type: 'episodes', page: 1, sort: 'newest' });
    expect(body.page.podcastList?.data.count).toBe(first.data.count);
    expect(body.page.podcastList?.data.data.map((e) => e.id)).toEqual(first.data.data.map((e) => e.id));
    expect(
      (await t.getJson<{ page: { podcastList?: Answer } }>('/api/page?locale=cs&path=o-nas')).body.page.podcastList,
    ).toBeUndefined();
  });

  it('pages episodes by the requested size with the full count', async () => {
    const [{ n } = { n: 0 }] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM podcast_episodes');
    const page1 = await fetchPodcasts({ type: 'episodes', page: 1, size: 12 });
    const page2 = await fetchPodcasts({ type: 'episodes', page: 2, size: 12 });
    expect(page1.data.count).toBe(n);
    expect(page1.data.data).toHaveLength(12);
    expect(page2.data.data.map((e) => e.id).filter((id) => page1.data.data.some((e) => e.id === id))).toEqual([]);
  });

  it('sorts shows alphabetically, by newest show, or by newest episode', async () => {
    const alphabetical = await fetchPodcasts({ type: 'shows', sort: 'alphabetical', size: 50 });
    const titles = alphabetical.data.data.map((s) => s.title.toLowerCase());
    expect(titles).toEqual([...titles].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const byEpisode = await fetchPodcasts({ type: 'shows', size: 50 });
    const last = byEpisode.data.data.map((s) => s.lastEpisodeDate ?? '');
    expect(last).toEqual([...last].sort().reverse());
    const byShow = await fetchPodcasts({ type: 'shows', sort: 'newest_show', size: 50 });
    const published = byShow.data.data.map((s) => s.publishDate);
    expect(published).toEqual([...published].sort().reverse());
  });

  it("answers one show's card with itemId, and all of its episodes with type show", async () => {
    const [first] = (await fetchPodcasts({ type: 'shows', size: 1 })).data.data;
    const card = await fetchPodcasts({ type: 'shows', itemId: first?.id, size: 1 });
    expect(card.data.count).toBe(1);
    expect(card.data.data[0]?.id).toBe(first?.id);
    const episodes = await fetchPodcasts({ type: 'show', itemId: first?.id, size: 2000, sort: 'oldest' });
    expect(episodes.data.count).toBe(first?.episodesCount);
    expect(episodes.data.data).toHaveLength(first?.episodesCount ?? -1);
    expect(episodes.data.data.every((e) => e.podcast?.id === first?.id)).toBe(true);
    const dates = episodes.data.data.map((e) => e.publishDate);
    expect(dates).toEqual([...dates].sort());
  });

  it('searches episodes and shows without diacritics', async () => {
    const [episode] = await t.db.query<{ title: string }>(
      "SELECT title FROM podcast_episodes WHERE title ~ '[áčéěíňóřšťúůýž]' ORDER BY id LIMIT 1",
    );
    const word =
      (episode?.title ?? '').split(/[\s:()]+/).find((w) => /[áčéěíňóřšťúůýž]/.test(w) && w.length >= 4) ?? '';
    const plain = word.normalize('NFD').replace(/\p{Diacritic}/gu, '');
    const found = await fetchPodcasts({ type: 'episodes', search: plain, size: 50 });
    expect(found.data.count).toBeGreaterThan(0);
    expect(found.data.data.some((e) => e.title === episode?.title)).toBe(true);
    expect((await fetchPodcasts({ type: 'shows', search: 'zzzqqq' })).data.count).toBe(0);
  });

  it('asks for itemId with type show', async () => {
    const { status, body } = await t.postJson<{ fields: { path: string }[] }>('/api/fetch-podcasts', { type: 'show' });
    expect(status).toBe(400);
    expect(body.fields[0]?.path).toBe('itemId');
  });

  it('gives each episode the length of its own recording', async () => {
    const rows = await t.db.query<{ id: number; duration: number; audio: string }>(
      'SELECT id, duration, audio_file_url AS audio FROM podcast_episodes ORDER BY id LIMIT 16',
    );
    for (const row of rows)
      expect({ duration: row.duration, audio: row.audio }).toEqual({
        duration: seedEpisodeAudio(row.id - 140_000).seconds,
        audio: seedEpisodeAudio(row.id - 140_000).url,
      });
    const { body } = await t.getJson<Entry>(`/api/podcastEpisode?id=${rows[0]?.id ?? 0}`);
    expect(body.duration).toBe(rows[0]?.duration);
    expect(body.audioFileUrl).toBe(rows[0]?.audio);
  });
});
