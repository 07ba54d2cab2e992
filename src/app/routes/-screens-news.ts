import { createElement, lazy } from 'react';
import type { BlockMap, ScreenMap, ScreenProps } from '../ui/screen-props.ts';

/** The news screens and blocks (issue 8), spread into PAGE_SCREENS / PAGE_BLOCKS; each loads lazily. */
const NewsList = lazy(() => import('../features/news/news-list-screen.tsx').then((m) => ({ default: m.NewsListScreen })));
// The news grid's slot shows the newsletter box (spec 02 §9); it is another feature's, so it is composed in here and loads only when shown.
const Newsletter = lazy(() => import('../features/cms-forms/newsletter-box.tsx').then((m) => ({ default: m.NewsletterBlock })));
const NewsListWithNewsletter = (props: ScreenProps) => createElement(NewsList, { ...props, newsletter: Newsletter });

export const NEWS_SCREENS: ScreenMap = {
  news: NewsListWithNewsletter,
  news_detail: lazy(() => import('../features/news/news-detail-screen.tsx').then((m) => ({ default: m.NewsDetailScreen }))),
  recipe_list: lazy(() => import('../features/recipes/recipe-list-screen.tsx').then((m) => ({ default: m.RecipeListScreen }))),
  recipe: lazy(() => import('../features/recipes/recipe-screen.tsx').then((m) => ({ default: m.RecipeScreen }))),
  download_list: lazy(() => import('../features/downloads/download-list-screen.tsx').then((m) => ({ default: m.DownloadListScreen }))),
};
export const NEWS_BLOCKS: BlockMap = {};
