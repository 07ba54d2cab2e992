import { describe, expect, it } from 'vitest';
import { isDefaultEpisodesPage, readPodcastAddress, sortsOf, writePodcastAddress } from './podcast-address.ts';

describe('podcast list address', () => {
  it('opens the episodes tab, newest first, page 1 by default', () => {
    const address = readPodcastAddress({});
    expect(address).toEqual({ view: { tab: 'episodes' }, sort: 'newest', s: '', page: 1 });
    expect(isDefaultEpisodesPage(address)).toBe(true);
  });

  it('picks the tab from show=, and a show from show={id}-{slug}', () => {
    expect(readPodcastAddress({ show: 'shows' }).view).toEqual({ tab: 'shows' });
    expect(readPodcastAddress({ show: 'episodes' }).view).toEqual({ tab: 'episodes' });
    expect(readPodcastAddress({ show: '130002-vino-na-cestach' }).view).toEqual({
      tab: 'show',
      id: 130002,
      slug: 'vino-na-cestach',
    });
    expect(readPodcastAddress({ show: '../etc' }).view).toEqual({ tab: 'episodes' });
  });

  it('defaults the shows tab to newest episode and refuses sorts of the other tab', () => {
    expect(readPodcastAddress({ show: 'shows' }).sort).toBe('newest_episode');
    expect(readPodcastAddress({ show: 'shows', sort: 'oldest' }).sort).toBe('newest_episode');
    expect(readPodcastAddress({ sort: 'alphabetical' }).sort).toBe('newest');
    expect(readPodcastAddress({ show: 'shows', sort: 'alphabetical' }).sort).toBe('alphabetical');
    expect(sortsOf({ tab: 'shows' })).toEqual(['newest_episode', 'newest_show', 'alphabetical']);
  });

  it('writes only what differs from the defaults and keeps other keys', () => {
    expect(
      writePodcastAddress({ showModal: 1 }, { view: { tab: 'episodes' }, sort: 'newest', s: '', page: 1 }),
    ).toEqual({ showModal: 1 });
    expect(
      writePodcastAddress({ page: 3, s: 'x' }, { view: { tab: 'shows' }, sort: 'alphabetical', s: 'víno', page: 2 }),
    ).toEqual({ show: 'shows', sort: 'alphabetical', s: 'víno', page: 2 });
    expect(
      writePodcastAddress({}, { view: { tab: 'show', id: 7, slug: 'abc' }, sort: 'oldest', s: '', page: 1 }),
    ).toEqual({ show: '7-abc', sort: 'oldest' });
  });

  it('is no longer the default page with a search, another sort or page', () => {
    expect(isDefaultEpisodesPage(readPodcastAddress({ page: 2 }))).toBe(false);
    expect(isDefaultEpisodesPage(readPodcastAddress({ s: 'rozhovor' }))).toBe(false);
    expect(isDefaultEpisodesPage(readPodcastAddress({ sort: 'oldest' }))).toBe(false);
    expect(isDefaultEpisodesPage(readPodcastAddress({ show: 'shows' }))).toBe(false);
  });
});
