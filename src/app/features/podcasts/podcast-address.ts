import { EPISODE_SORTS, SHOW_SORTS } from '../../../shared/constants/content.ts';

export type EpisodeSort = (typeof EPISODE_SORTS)[number];
export type ShowSort = (typeof SHOW_SORTS)[number];
export type PodcastView = { tab: 'episodes' } | { tab: 'shows' } | { tab: 'show'; id: number; slug: string };

/**
 * The podcast list's state in the address query: `show` (episodes | shows | {id}-{slug}), `sort`, `s` and `page`.
 * Only what differs from the defaults is written, so the first default page has a clean address.
 */
export interface PodcastAddress {
  readonly view: PodcastView;
  readonly sort: string;
  readonly s: string;
  readonly page: number;
}

export const DEFAULT_EPISODE_SORT: EpisodeSort = 'newest';
export const DEFAULT_SHOW_SORT: ShowSort = 'newest_episode';

const isEpisodeSort = (value: unknown): value is EpisodeSort => (EPISODE_SORTS as readonly unknown[]).includes(value);
const isShowSort = (value: unknown): value is ShowSort => (SHOW_SORTS as readonly unknown[]).includes(value);

function readView(value: unknown): PodcastView {
  if (value === 'shows') return { tab: 'shows' };
  const show = typeof value === 'string' ? /^(\d{1,9})-([a-z0-9-]+)$/.exec(value) : null;
  return show ? { tab: 'show', id: Number(show[1]), slug: show[2] ?? '' } : { tab: 'episodes' };
}

/** The sorts a view offers, its default first. */
export function sortsOf(view: PodcastView): readonly string[] {
  return view.tab === 'shows'
    ? [DEFAULT_SHOW_SORT, ...SHOW_SORTS.filter((s) => s !== DEFAULT_SHOW_SORT)]
    : EPISODE_SORTS;
}

export const defaultSortOf = (view: PodcastView): string =>
  view.tab === 'shows' ? DEFAULT_SHOW_SORT : DEFAULT_EPISODE_SORT;

/** Unknown or malformed values fall back to the defaults, so a hand-edited address still opens the list. */
export function readPodcastAddress(query: Record<string, unknown>): PodcastAddress {
  const view = readView(query.show);
  const sort =
    view.tab === 'shows'
      ? isShowSort(query.sort)
        ? query.sort
        : DEFAULT_SHOW_SORT
      : isEpisodeSort(query.sort)
        ? query.sort
        : DEFAULT_EPISODE_SORT;
  const page = Number(query.page);
  return {
    view,
    sort,
    s:
      view.tab !== 'show' && (typeof query.s === 'string' || typeof query.s === 'number')
        ? String(query.s).trim().slice(0, 100)
        : '',
    page: view.tab !== 'show' && Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** Keeps other query keys (e.g. an open search modal). */
export function writePodcastAddress(query: Record<string, unknown>, address: PodcastAddress): Record<string, unknown> {
  const { show: _show, sort: _sort, s: _s, page: _page, ...rest } = query;
  const { view } = address;
  return {
    ...rest,
    ...(view.tab === 'shows' ? { show: 'shows' } : view.tab === 'show' ? { show: `${view.id}-${view.slug}` } : {}),
    ...(address.sort !== defaultSortOf(view) ? { sort: address.sort } : {}),
    ...(view.tab !== 'show' && address.s ? { s: address.s } : {}),
    ...(view.tab !== 'show' && address.page > 1 ? { page: address.page } : {}),
  };
}

/** The list a view pages through (a show's episodes come whole, from their own call). */
export const listTypeOf = (view: PodcastView): 'episodes' | 'shows' => (view.tab === 'shows' ? 'shows' : 'episodes');
