import { describe, expect, it } from 'vitest';
import { listTypeOf, readPodcastAddress, sortsOf, writePodcastAddress } from './podcast-address.ts';

describe('podcast list address', () => {
  it('opens the episodes tab, newest first, page 1 by default', () => {
    const address = readPodcastAddress({});
    expect(address).toEqual({ view: { tab: 'episodes' }, sort: 'newest', s: '', page: 1 });
    expect(listTypeOf(address.view)).toBe('episodes');
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

  it('pages through shows on the shows tab and through episodes otherwise', () => {
    expect(listTypeOf(readPodcastAddress({ show: 'shows' }).view)).toBe('shows');
    expect(listTypeOf(readPodcastAddress({ show: '7-abc' }).view)).toBe('episodes');
  });
});
