import { createElement } from 'react';
import { preloadable } from '../ui/preloadable.ts';
import type { BlockMap, ScreenMap, ScreenProps } from '../ui/screen-props.ts';

/** The news screens and blocks (issue 8), spread into PAGE_SCREENS / PAGE_BLOCKS; each loads lazily. */
const NewsList = preloadable(() =>
  import('../features/news/news-list-screen.tsx').then((m) => ({ default: m.NewsListScreen })),
);
// The news grid's slot shows the newsletter box (spec 02 §9); it is another feature's, so it is composed in here and loads only when shown.
const Newsletter = preloadable(() =>
  import('../features/cms-forms/newsletter-box.tsx').then((m) => ({ default: m.NewsletterBlock })),
);
const NewsListWithNewsletter = Object.assign(
  (props: ScreenProps) => createElement(NewsList, { ...props, newsletter: Newsletter }),
  { preload: NewsList.preload },
);

export const NEWS_SCREENS: ScreenMap = {
  news: NewsListWithNewsletter,
  news_detail: preloadable(() =>
    Promise.all([
      import('../features/news/news-detail-screen.tsx'),
      import('../features/news/news-detail-data.ts'),
    ]).then(([m, d]) => ({ default: m.NewsDetailScreen, loadData: d.loadNewsDetailData })),
  ),
  recipe_list: preloadable(() =>
    import('../features/recipes/recipe-list-screen.tsx').then((m) => ({ default: m.RecipeListScreen })),
  ),
  recipe: preloadable(() =>
    Promise.all([import('../features/recipes/recipe-screen.tsx'), import('../features/recipes/recipe-data.ts')]).then(
      ([m, d]) => ({ default: m.RecipeScreen, loadData: d.loadRecipeData }),
    ),
  ),
  download_list: preloadable(() =>
    import('../features/downloads/download-list-screen.tsx').then((m) => ({ default: m.DownloadListScreen })),
  ),
};
export const NEWS_BLOCKS = {} satisfies BlockMap;
