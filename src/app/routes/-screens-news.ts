import { createElement } from 'react';
import { preloadable } from '../ui/preloadable.ts';
import type { BlockMap, ScreenDataContext, ScreenMap, ScreenProps } from '../ui/screen-props.ts';

/** The news screens and blocks (issue 8), spread into PAGE_SCREENS / PAGE_BLOCKS; each loads lazily. */
const NewsList = preloadable(() =>
  Promise.all([import('../features/news/news-list-screen.tsx'), import('../features/news/news-list-data.ts')]).then(
    ([m, d]) => ({ default: m.NewsListScreen, loadData: d.loadNewsListData }),
  ),
);
// The news grid's slot shows the newsletter box (spec 02 §9); it is another feature's, so it is composed in here and loads only when shown.
const Newsletter = preloadable(() =>
  import('../features/cms-forms/newsletter-box.tsx').then((m) => ({ default: m.NewsletterBlock })),
);
const NewsListWithNewsletter = Object.assign(
  (props: ScreenProps) => createElement(NewsList, { ...props, newsletter: Newsletter }),
  {
    preload: NewsList.preload,
    // The box is shown in Czech only (see the news list's slot).
    prepare: (context: ScreenDataContext) =>
      Promise.all([NewsList.prepare(context), context.locale === 'cs' && Newsletter.preload()]).then(() => undefined),
  },
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
    Promise.all([
      import('../features/recipes/recipe-list-screen.tsx'),
      import('../features/recipes/recipe-list-data.ts'),
    ]).then(([m, d]) => ({ default: m.RecipeListScreen, loadData: d.loadRecipeListData })),
  ),
  recipe: preloadable(() =>
    Promise.all([import('../features/recipes/recipe-screen.tsx'), import('../features/recipes/recipe-data.ts')]).then(
      ([m, d]) => ({ default: m.RecipeScreen, loadData: d.loadRecipeData }),
    ),
  ),
  download_list: preloadable(() =>
    Promise.all([
      import('../features/downloads/download-list-screen.tsx'),
      import('../features/downloads/download-list-data.ts'),
    ]).then(([m, d]) => ({ default: m.DownloadListScreen, loadData: d.loadDownloadListData })),
  ),
};
export const NEWS_BLOCKS = {} satisfies BlockMap;
