/** Spec 01 §9 / spec 02 §9: the news grid's banner goes in at index 6 on page 1 and at index 7 on later pages. */
export const NEWS_BANNER_INDEX_FIRST_PAGE = 6;
export const NEWS_BANNER_INDEX = 7;

export function newsBannerIndex(page: number): number {
  return page <= 1 ? NEWS_BANNER_INDEX_FIRST_PAGE : NEWS_BANNER_INDEX;
}

export type NewsGridCell<N, B> = { kind: 'news'; news: N } | { kind: 'banner'; banner: B };

/** The page's news with the banner at its index, when there is a banner and the page has that many news before it. */
export function withNewsBanner<N, B>(news: readonly N[], banner: B | undefined, page: number): NewsGridCell<N, B>[] {
  const cells: NewsGridCell<N, B>[] = news.map((item) => ({ kind: 'news', news: item }));
  const index = newsBannerIndex(page);
  if (banner !== undefined && index <= cells.length) cells.splice(index, 0, { kind: 'banner', banner });
  return cells;
}
