import { preloadable } from '../ui/preloadable.ts';
import type { BlockMap, ScreenMap } from '../ui/screen-props.ts';

/** The encyclopedia screens and blocks (issue 8), spread into PAGE_SCREENS / PAGE_BLOCKS; each loads lazily. */
export const ENCYCLOPEDIA_SCREENS: ScreenMap = {
  encyclopedia_article: preloadable(() =>
    Promise.all([
      import('../features/encyclopedia/article-screen.tsx'),
      import('../features/encyclopedia/article-data.ts'),
    ]).then(([m, d]) => ({ default: m.ArticleScreen, loadData: d.loadArticleData })),
  ),
  variety: preloadable(() =>
    Promise.all([
      import('../features/encyclopedia/variety-screen.tsx'),
      import('../features/encyclopedia/article-data.ts'),
    ]).then(([m, d]) => ({ default: m.VarietyScreen, loadData: d.loadVarietyData })),
  ),
  dictionary_detail: preloadable(() =>
    Promise.all([
      import('../features/encyclopedia/dictionary-screen.tsx'),
      import('../features/encyclopedia/dictionary-data.ts'),
    ]).then(([m, d]) => ({ default: m.DictionaryScreen, loadData: d.loadDictionaryData })),
  ),
};
// The crossroad block (which opens the encyclopedia search modal) is rendered by the CMS blocks (CMS_BLOCKS).
export const ENCYCLOPEDIA_BLOCKS = {} satisfies BlockMap;
