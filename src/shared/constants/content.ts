/** Spec 01 §9 and spec 02 §9: news categories and colours, content page sizes, podcast sorts. */
export const NEWS_CATEGORY_COLORS = [
  { slug: 'red', color: '#A01435' },
  { slug: 'yellow', color: '#FFC800' },
  { slug: 'blue', color: '#39BFBF' },
  { slug: 'purple', color: '#EC4060' },
  { slug: 'green', color: '#B8D000' },
] as const;
export const DEFAULT_NEWS_COLOR = '#A01435';
export const RECIPES_PAGE_SIZE = 14;
export const DOWNLOADS_PAGE_SIZE = 12;
export const NEWS_PAGE_SIZE = 10;
export const NEWS_FIRST_PAGE_SIZE = 9;
export const EPISODES_OF_SHOW_LIMIT = 2000;
export const PODCAST_PAGE_SIZE = 12;
/** Spec 01 §2 "Podcast list": at most this many page links. */
export const PODCAST_MAX_PAGE_LINKS = 6;
export const EPISODE_SORTS = ['newest', 'oldest'] as const;
export const SHOW_SORTS = ['newest_show', 'newest_episode', 'alphabetical'] as const;
export const SEARCH_MIN_LENGTH = 3;

/** Search modal rules of spec 01 §9: 10 results per page, narrow screens below 768 px show 3 items per section. */
export const SEARCH_RESULTS_PER_PAGE = 10;
export const NARROW_BREAKPOINT_PX = 768;
export const NARROW_SECTION_ITEMS = 3;
export const SEARCH_DEFAULT_SECTIONS = [
  'event',
  'winemaker',
  'cellar',
  'wine_shop',
  'restaurant',
  'accommodation',
  'ml_wine',
  'podcast_episode',
] as const;
export const SEARCH_NARROW_SECTIONS = ['event', 'winemaker', 'cellar'] as const;

/** Spec 01 §9: a slider scrolls by 80% of its width per press; a wine slider of 4 or fewer items is centred. */
export const SLIDER_SCROLL_STEP = 0.8;
export const WINE_SLIDER_CENTRED_MAX = 4;

/** Spec 01 §2/§9: a closed top banner stays hidden this many days (its cookie); a subpage list shows 10 a page. */
export const TOP_BANNER_HIDE_DAYS = 30;
/** Spec 01 §2: "Two dismissible top banners (users; podcasts)", in this order above the header. */
export const TOP_BANNER_KEYS = ['users', 'podcasts'] as const;
export const SUBPAGE_LIST_PAGE_SIZE = 10;
