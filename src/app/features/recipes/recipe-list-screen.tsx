import { useQuery } from '@tanstack/react-query';
import { RECIPES_PAGE_SIZE } from '../../../shared/constants/content.ts';
import { PAGE_CHANGE_SCROLL_TOP, pageCount } from '../../../shared/domain/list-paging.ts';
import { ContentList } from '../../ui/content-list.tsx';
import { scrollBehavior, useListPage } from '../../ui/list-page.ts';
import type { ScreenProps } from '../../ui/screen-props.ts';
import { recipeListQuery } from './api.ts';
import { RecipeCard } from './recipe-card.tsx';
import './texts.ts';
import './recipes.css';

/** Spec 01 §9 and §4: recipes 14 a page with their meal type; a page change scrolls smoothly to 250 px; the page in the query. */
export function RecipeListScreen({ page, locale }: ScreenProps) {
  const { current, goTo, hrefFor } = useListPage(() =>
    window.scrollTo({ top: PAGE_CHANGE_SCROLL_TOP, behavior: scrollBehavior() }),
  );
  const query = useQuery(recipeListQuery(locale, current));
  const pages = query.data ? pageCount(query.data.count, RECIPES_PAGE_SIZE) : 0;
  return (
    <ContentList
      page={page}
      texts="recipes"
      className="recipe-list"
      query={query}
      pages={pages}
      current={current}
      goTo={goTo}
      hrefFor={hrefFor}
      columns={4}
    >
      {(recipes) => recipes.map((recipe, index) => <RecipeCard key={recipe.id} recipe={recipe} eager={index < 2} />)}
    </ContentList>
  );
}
