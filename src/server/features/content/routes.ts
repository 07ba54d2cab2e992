import { contentCalls } from '../../../shared/api/calls/content.ts';
import { toRoutedLocale } from '../../../shared/constants/locales.ts';
import { notFound } from '../../lib/http/api-error.ts';
import type { ApiRouter } from '../../lib/http/api-router.ts';
import { renderRichText } from '../../lib/rich-text/rich-text.ts';
import { withRenderedRichText } from '../../lib/rich-text/rich-text-blocks.ts';
import type { ServerDeps } from '../../lib/server-deps.ts';
import { listDownloads } from './downloads.repo.ts';
import { getNewsDetail, listNews } from './news.repo.ts';
import { getRecipe, listRecipes } from './recipes.repo.ts';
import { fetchPodcasts, getEpisode } from '../../lib/podcasts.ts';

export function registerContentRoutes(router: ApiRouter, { db }: ServerDeps): void {
  router.bind(contentCalls.news, (input) => listNews(db, input));
  router.bind(contentCalls.newsDetail, async ({ id, locale }) => {
    const news = await getNewsDetail(db, id, locale);
    if (!news) throw notFound('No such news item');
    return { ...news, blocks: withRenderedRichText(news.blocks, toRoutedLocale(locale)) };
  });
  router.bind(contentCalls.recipes, (input) => listRecipes(db, input));
  router.bind(contentCalls.recipeDetail, async ({ id, locale }) => {
    const recipe = await getRecipe(db, id, locale);
    if (!recipe) throw notFound('No such recipe');
    return { ...recipe, preparation: renderRichText(recipe.preparation, toRoutedLocale(locale)) };
  });
  router.bind(contentCalls.download, (input) => listDownloads(db, input));
  router.bind(contentCalls.fetchPodcasts, (input) => fetchPodcasts(db, input));
  router.bind(contentCalls.podcastEpisode, async ({ id }) => {
    const episode = await getEpisode(db, id);
    if (!episode) throw notFound('No such episode');
    return episode;
  });
}
